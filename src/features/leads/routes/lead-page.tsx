import type { TFunction } from 'i18next';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { ErrorByStatus } from '@/components/errors/error-by-status';
import { Page } from '@/components/layout/page';
import { href } from '@/config/paths';
import { type LeadDetail, useLead } from '../api/leads';
import { LeadOutcomes } from '../components/detail/lead-outcomes';
import { LeadForbidden, LeadLocked, LeadNotFound } from '../components/detail/lead-states';
import { useWaitForPhoneFormat } from '../components/detail/phone-format';
import { PrintLeadButton } from '../components/detail/print-lead-button';
import { LeadSummary } from '../components/detail/lead-summary';
import { LeadTabs } from '../components/detail/lead-tabs';
import { useLeadShortcuts } from '../components/detail/use-lead-shortcuts';
import { parseLeadId } from '../lib/lead-id';

/** /leads/{id}: one couple's request with its tabs (spec point 2) and outcomes (spec point 4). */
export default function LeadPage() {
  const { t } = useTranslation();
  const leadId = parseLeadId(useParams().id);
  if (leadId === null) {
    return (
      <Page title={t('routes.lead')} backTo={href.leads()} backLabel={t('leads.detail.states.backToLeads')}>
        <LeadNotFound />
      </Page>
    );
  }
  return <LoadedLeadPage key={leadId} leadId={leadId} />;
}

function coupleTitle(lead: LeadDetail, t: TFunction): string {
  return (
    lead.couple.name?.trim() ||
    lead.leadDetails.name.trim() ||
    t('leads.detail.header.extensionNumber', { number: lead.extensionNumber })
  );
}

function LoadedLeadPage({ leadId }: { leadId: number }) {
  const { t } = useTranslation();
  const lead = useLead(leadId);
  const back = { backTo: href.leads(), backLabel: t('leads.detail.states.backToLeads') };

  if (lead.isPending) return <Page title={t('routes.lead')} loading {...back} />;
  if (lead.isError) {
    return (
      <Page title={t('routes.lead')} {...back}>
        <ErrorByStatus
          error={lead.error}
          onRetry={() => void lead.refetch()}
          retrying={lead.isFetching}
          layout="stacked"
          statusHandlers={{
            404: () => <LeadNotFound />,
            403: (error) => (isApiError(error) && error.code === 'PLAN_LIMIT' ? <LeadLocked /> : <LeadForbidden />),
          }}
        />
      </Page>
    );
  }
  return (
    // Until a part the first render needs has loaded (the formatting of a visible phone number), the page stays loading.
    <Suspense fallback={<Page title={t('routes.lead')} loading {...back} />}>
      <LoadedLead lead={lead.data} />
    </Suspense>
  );
}

function LoadedLead({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  // Decided once: a number that becomes visible later does not send the page back to its loading state.
  const [firstLead] = useState(lead);
  useWaitForPhoneFormat(firstLead);
  useLeadShortcuts();
  return (
    <Page
      title={coupleTitle(lead, t)}
      provider={lead.provider}
      actions={
        <>
          <PrintLeadButton />
          <LeadOutcomes lead={lead} />
        </>
      }
      backTo={href.leads()}
      backLabel={t('leads.detail.states.backToLeads')}
    >
      <div data-print-lead="">
        <LeadSummary lead={lead} />
        <LeadTabs lead={lead} />
      </div>
    </Page>
  );
}
