// What the info page shows once its data is there: the completeness tips, what waits for approval and the profile
// as tabs, each tab a form. A chunk of its own (react-hook-form, zod, libphonenumber-js and the tabs, about 90 KB
// gzipped): the page's loader starts it beside the data requests, so the page's first paint does not wait for it
// (docs/listing.md, "First-visit weight").
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Alert } from '@/components/ui/alert';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { href } from '@/config/paths';
import { isOneOf } from '@/lib/guards';
import type { ChangeRequest, ProviderData, ProviderDataUpdate, ProviderForm } from '../api/provider-content';
import type { ProviderDetail } from '../api/providers';
import { Completeness } from './completeness';
import { DataUpdateHistory } from './data-update-history';
import { PendingChanges } from './pending-changes';
import { ProfileTabForm } from './profile-tab-form';

/** The tabs with a name in the texts (`listing.tabs.*`); a form group the portal does not know shows its own name. */
const NAMED_TABS = ['general', 'description', 'contact', 'budget', 'capacity', 'services'] as const;

export interface ProviderInfoContentProps {
  provider: ProviderDetail;
  tab: string;
  tabs: string[];
  forms: ProviderForm[];
  answers: ProviderData[];
  updates: ProviderDataUpdate[];
  pending: Map<string, ProviderDataUpdate>;
  changeRequests: ChangeRequest[];
  readOnly: boolean;
}

export default function ProviderInfoContent({
  provider,
  tab,
  tabs,
  forms,
  answers,
  updates,
  pending,
  changeRequests,
  readOnly,
}: ProviderInfoContentProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Completeness
        providerId={provider.id}
        description={provider.description}
        isMissingData={provider.isMissingData}
      />
      {readOnly ? (
        <Alert tone="info" className="mb-4">
          {t('listing.info.readOnly')}
        </Alert>
      ) : null}
      <PendingChanges
        readOnly={readOnly}
        providerId={provider.id}
        cityId={provider.city.id}
        updates={updates}
        changeRequests={changeRequests}
        forms={forms}
      />
      <DataUpdateHistory providerId={provider.id} cityId={provider.city.id} forms={forms} />
      <Tabs value={tab} onValueChange={(next) => void navigate(href.providerInfoTab(provider.id, next))}>
        <TabsList aria-label={t('listing.info.tabsLabel')}>
          {tabs.map((name) => (
            <TabsTrigger key={name} value={name}>
              {isOneOf(NAMED_TABS, name) ? t(`listing.tabs.${name}`) : name}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={tab} className="pt-5">
          <ProfileTabForm
            key={tab}
            tab={tab}
            provider={provider}
            forms={forms}
            answers={answers}
            pending={pending}
            readOnly={readOnly}
          />
        </TabsContent>
      </Tabs>
    </>
  );
}
