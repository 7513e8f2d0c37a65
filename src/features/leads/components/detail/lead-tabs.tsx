import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/guards';
import { useSearchParamState } from '@/lib/search-params';
import type { LeadDetail } from '../../api/leads';
import { DetailsTab } from './details-tab';
import { Loading } from './section';
import { LAZY_TAB_PANELS, LEAD_TABS, leadPageParams, preloadLeadTab } from './tab-panels';

export function LeadTabs({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const url = useSearchParamState(leadPageParams);
  const active = url.values.activeTab;
  const select = (value: string) => {
    // Switching tabs is not a step the back arrow of the browser should walk through.
    if (isOneOf(LEAD_TABS, value)) url.update({ activeTab: value }, { replace: true });
  };
  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={t('leads.detail.tabs.label')}>
        {LEAD_TABS.map((tab) => (
          <TabsTrigger
            key={tab}
            value={tab}
            onPointerEnter={() => preloadLeadTab(tab)}
            onFocus={() => preloadLeadTab(tab)}
          >
            {t(`leads.detail.tabs.${tab}`)}
            {tab === 'messages' && lead.unreadMessageCount > 0 ? (
              <span className="ms-1.5 rounded-full bg-brand-700 px-1.5 text-xs text-white">
                <span aria-hidden="true">{lead.unreadMessageCount}</span>
                <span className="sr-only">{t('leadBadges.unreadShort', { count: lead.unreadMessageCount })}</span>
              </span>
            ) : null}
          </TabsTrigger>
        ))}
      </TabsList>
      <div className="pt-6">
        <TabsContent value="details">
          <DetailsTab lead={lead} />
        </TabsContent>
        {Object.entries(LAZY_TAB_PANELS).map(([tab, { Panel }]) => (
          <TabsContent key={tab} value={tab}>
            <Suspense fallback={<Loading />}>
              <Panel lead={lead} />
            </Suspense>
          </TabsContent>
        ))}
      </div>
    </Tabs>
  );
}
