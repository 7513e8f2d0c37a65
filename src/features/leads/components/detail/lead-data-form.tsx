import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearViewport } from '@/lib/use-near-viewport';
import { useLeadData } from '../../api/lead-data';
import type { LeadDetail } from '../../api/leads';
import { withDetailPartTexts } from '../../lib/detail-part-texts';
import { Loading, QueryState, Section } from './section';

// The form (react-hook-form, zod, the number fields, the draft) is the last card of the details tab, below the
// first screen on a phone and on a 1280×720 or 1350×940 laptop (its heading starts at 948 px). Its code loads when
// the card comes near the visible area or the user starts moving by keyboard, so a lead's first visit carries
// none of it (issue 23, docs/leads.md "First-visit weight"); until code and record are there the card shows its
// loading rows.
const loadFields = () => withDetailPartTexts(() => import('./lead-data-fields'));
const LeadDataFields = lazy(() => loadFields().then((m) => ({ default: m.LeadDataFields })));

/** The lead data (spec point 3): budget, guests, kind of celebration and extra services the couple wants. */
export function LeadDataForm({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const leadData = useLeadData(lead.id);
  const [ref, near] = useNearViewport<HTMLElement>();
  useEffect(() => {
    if (near) void loadFields();
  }, [near]);
  return (
    <Section ref={ref} title={t('leads.detail.leadData.title')} className="lg:col-span-2">
      <QueryState query={leadData}>
        {(record) =>
          record ? (
            near ? (
              <Suspense fallback={<Loading />}>
                <LeadDataFields key={record.id} leadId={lead.id} record={record} />
              </Suspense>
            ) : (
              <Loading />
            )
          ) : (
            <p className="text-sm text-muted-foreground">{t('leads.detail.leadData.none')}</p>
          )
        }
      </QueryState>
    </Section>
  );
}
