import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { isOneOf } from '@/lib/guards';
import type { LeadDetail } from '../../api/leads';
import { LeadMessagesTab } from '../messages/lead-messages-tab';
import { CallsTab } from './calls-tab';
import { DetailsTab } from './details-tab';
import { InteractionsTab } from './interactions-tab';
import { LoanTab } from './loan-tab';
import { NotesTab } from './notes-tab';

/** The tabs of the lead page (spec point 2), in the order the spec names them. */
export const LEAD_TABS = ['details', 'interactions', 'messages', 'notes', 'calls', 'loan'] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

/** The active tab lives in the URL (`?activeTab=messages` opens the messages tab); anything else shows details. */
export function parseLeadTab(value: string | null): LeadTab {
  return isOneOf(LEAD_TABS, value) ? value : 'details';
}

export function LeadTabs({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const active = parseLeadTab(searchParams.get('activeTab'));
  const select = (value: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'details') next.delete('activeTab');
        else next.set('activeTab', value);
        return next;
      },
      // Switching tabs is not a step the back arrow of the browser should walk through.
      { replace: true },
    );
  return (
    <Tabs value={active} onValueChange={select}>
      <TabsList aria-label={t('leads.detail.tabs.label')}>
        {LEAD_TABS.map((tab) => (
          <TabsTrigger key={tab} value={tab}>
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
        <TabsContent value="interactions">
          <InteractionsTab lead={lead} />
        </TabsContent>
        <TabsContent value="messages">
          <LeadMessagesTab lead={lead} />
        </TabsContent>
        <TabsContent value="notes">
          <NotesTab lead={lead} />
        </TabsContent>
        <TabsContent value="calls">
          <CallsTab lead={lead} />
        </TabsContent>
        <TabsContent value="loan">
          <LoanTab lead={lead} />
        </TabsContent>
      </div>
    </Tabs>
  );
}
