import { useTranslation } from 'react-i18next';
import { VisitSourceLimits } from '@/api/generated/limits';
import { useFormat } from '@/lib/format';
import { type VisitSource, useRecentVisits } from '../api/statistics';
import type { StatsWindow } from '../lib/period';
import { BarList } from './bar-list';
import { DataTable } from './data-table';
import { Section, SectionFailure } from './stats-parts';

const SOURCES: readonly VisitSource[] = VisitSourceLimits.enum;

/** Where the visits of the window come from, as shares of the latest visits the server lists. */
export function VisitSources({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const visits = useRecentVisits(providerId, window.days);
  const title = t('statistics.sources.title');
  if (visits.isError) return <SectionFailure title={title} error={visits.error} />;
  if (!visits.data) return null;
  const sample = visits.data.data;
  const counts = SOURCES.map((source) => ({ source, count: sample.filter((visit) => visit.source === source).length }));
  const share = (count: number) => f.percent(count / sample.length);
  return (
    <Section
      title={title}
      description={t('statistics.sources.basis', { sample: sample.length, total: visits.data.paging.total })}
    >
      {sample.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('statistics.sources.none')}</p>
      ) : (
        <>
          <BarList
            rows={counts.map(({ source, count }) => ({
              id: source,
              label: t(`statistics.sources.${source}`),
              value: count,
            }))}
            formatValue={share}
          />
          <DataTable
            caption={title}
            rows={counts}
            rowKey={(row) => row.source}
            columns={[
              {
                id: 'source',
                header: t('statistics.sources.source'),
                cell: (row) => t(`statistics.sources.${row.source}`),
              },
              {
                id: 'count',
                header: t('statistics.sources.visits'),
                numeric: true,
                cell: (row) => f.number(row.count),
              },
              { id: 'share', header: t('statistics.sources.share'), numeric: true, cell: (row) => share(row.count) },
            ]}
          />
        </>
      )}
    </Section>
  );
}
