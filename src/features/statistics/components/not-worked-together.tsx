import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { FIRST_COUPLE_PAGE, useCouplesNotWorkedTogether, useEstimate } from '../api/statistics';
import type { StatsWindow } from '../lib/period';
import { KeptNone, KeptPart, keptCoverage } from './kept-coverage';
import { PagedRows } from './paged-rows';
import { Section, StatsError } from './stats-parts';

/** The couples of the window who asked the provider but booked nobody through it, a page at a time. */
export function NotWorkedTogether({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState<number>(FIRST_COUPLE_PAGE);
  const couples = useCouplesNotWorkedTogether(providerId, window.days, page);
  // The same answer as the estimate's (one cached query): from which day requests are kept one by one.
  const keptSince = useEstimate(providerId, window.days).data?.keptSince;
  const title = t('statistics.notWorked.title');
  if (couples.isError) return <StatsError error={couples.error} kind="weddings" providerId={providerId} />;
  if (!couples.data || keptSince === undefined) return null;
  const kept = keptCoverage(window, keptSince);
  if (kept === 'none') return <KeptNone title={title} keptSince={keptSince} />;
  const { paging } = couples.data;
  return (
    <Section title={title} description={t('statistics.notWorked.description', { total: paging.total })}>
      <KeptPart coverage={kept} keptSince={keptSince} />
      <PagedRows
        caption={title}
        none={t('statistics.notWorked.none')}
        rows={couples.data.data}
        paging={paging}
        onPage={setPage}
        rowKey={(row) => row.id}
        columns={[
          {
            id: 'couple',
            header: t('statistics.couples.couple'),
            text: (row) => row.name,
            cell: (row) => (
              <Link className="text-brand-700 underline" to={href.lead(row.leadId)}>
                {row.name}
              </Link>
            ),
          },
          {
            id: 'wedding',
            header: t('statistics.notWorked.weddingDate'),
            cell: (row) => (row.weddingDate ? f.date(row.weddingDate) : t('statistics.notWorked.noDate')),
          },
        ]}
      />
    </Section>
  );
}
