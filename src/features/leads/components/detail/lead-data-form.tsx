import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLeadData } from '../../api/lead-data';
import type { LeadDetail } from '../../api/leads';
import { Loading, QueryState, Section } from './section';

// The form (react-hook-form, zod, the number fields, the draft) loads while the record is requested, so the lead
// page's first visit carries none of it; until both are there the section shows its loading rows (issue 23).
const loadFields = () => import('./lead-data-fields');
const LeadDataFields = lazy(() => loadFields().then((m) => ({ default: m.LeadDataFields })));

/** The lead data (spec point 3): budget, guests, kind of celebration and extra services the couple wants. */
export function LeadDataForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const leadData = useLeadData(lead.id);
  useEffect(() => void loadFields(), []);
  return (
    <Section title={t('leads.detail.leadData.title')} className="lg:col-span-2">
      <QueryState query={leadData}>
        {(record) =>
          record ? (
            <Suspense fallback={<Loading />}>
              <LeadDataFields key={record.id} leadId={lead.id} record={record} />
            </Suspense>
          ) : (
            <p className="text-sm text-muted">{t('leads.detail.leadData.none')}</p>
          )
        }
      </QueryState>
    </Section>
  );
}
