import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { FIRST_COUPLE_PAGE, useCoupleVisits } from '../api/statistics';
import type { StatsWindow } from '../lib/period';
import { PagedRows } from './paged-rows';
import { Section, StatsError } from './stats-parts';

/** The couples who looked at the listing in the window, a page at a time, each linked to its request if any. */
export function CoupleVisits({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState<number>(FIRST_COUPLE_PAGE);
  const visits = useCoupleVisits(providerId, window.days, page);
  const title = t('statistics.couples.title');
  if (visits.isError) return <StatsError error={visits.error} kind="visits" providerId={providerId} />;
  if (!visits.data) return null;
  return (
    <Section title={title} description={t('statistics.couples.description')}>
      <PagedRows
        caption={title}
        none={t('statistics.couples.none')}
        rows={visits.data.data}
        paging={visits.data.paging}
        onPage={setPage}
        rowKey={(row) => row.id}
        columns={[
          {
            id: 'couple',
            header: t('statistics.couples.couple'),
            text: (row) => row.coupleName ?? t('statistics.couples.unnamed'),
            cell: (row) =>
              row.leadId ? (
                <Link className="text-brand-700 underline" to={href.lead(row.leadId)}>
                  {row.coupleName ?? t('statistics.couples.unnamed')}
                </Link>
              ) : (
                (row.coupleName ?? t('statistics.couples.unnamed'))
              ),
          },
          {
            id: 'page',
            header: t('statistics.couples.page'),
            cell: (row) => t(`statistics.couples.pages.${row.pageType}`),
          },
          { id: 'at', header: t('statistics.couples.visitedAt'), cell: (row) => f.dateTime(row.visitedAt) },
          {
            id: 'lead',
            header: t('statistics.couples.lead'),
            cell: (row) => (row.leadId ? t('statistics.couples.hasLead') : t('statistics.couples.noLead')),
          },
        ]}
      />
    </Section>
  );
}
