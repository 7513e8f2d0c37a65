import { useTranslation } from 'react-i18next';
import { useFormatDuration } from '@/lib/duration';
import { useFormat } from '@/lib/format';
import { type RivalStats, useRivalStats } from '../api/statistics';
import { BarList } from '../components/bar-list';
import { DataTable } from '../components/data-table';
import { StatsFrame } from '../components/stats-frame';
import { Kpi, Section, StatsError } from '../components/stats-parts';
import type { StatsProvider } from '@/lib/stats-access';
import type { StatsWindow } from '../lib/period';

interface Row {
  id: string;
  rank: number | null;
  name: string;
  profileViews: number;
  infoRequests: number;
  deals: number;
  own: boolean;
}

/** /statistics/rivals: the provider against the providers of its category and city (competitor analysis). */
export default function RivalsPage() {
  const { t } = useTranslation();
  return (
    <StatsFrame kind="rivals" title={t('routes.statisticsRivals')}>
      {({ provider, period }) => <RivalFigures provider={provider} window={period.current} />}
    </StatsFrame>
  );
}

function RivalFigures({ provider, window }: { provider: StatsProvider; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const duration = useFormatDuration();
  const rivals = useRivalStats(provider.id, window.months);
  if (rivals.isError) return <StatsError error={rivals.error} kind="rivals" providerId={provider.id} />;
  if (!rivals.data) return <p className="text-sm text-muted-foreground">{t('app.loading')}</p>;
  const data: RivalStats = rivals.data;
  const rows: Row[] = [
    { id: 'own', rank: null, name: provider.name, ...ownFigures(data), own: true },
    ...data.rivals.map((rival) => ({
      id: `rival-${rival.rank}`,
      rank: rival.rank,
      name: rival.name,
      profileViews: rival.profileViews,
      infoRequests: rival.infoRequests,
      deals: rival.deals,
      own: false,
    })),
  ].sort((a, b) => b.profileViews - a.profileViews);
  const place = rows.findIndex((row) => row.own) + 1;
  const title = t('statistics.rivals.chartTitle');

  return (
    <>
      <Section
        title={t('statistics.rivals.ownTitle')}
        description={t('statistics.rivals.scope', {
          category: provider.category.name,
          city: provider.city.name,
          limit: data.rivalLimit,
          from: f.month(window.months.startMonth),
          to: f.month(window.months.endMonth),
        })}
      >
        <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
          <Kpi label={t('statistics.rivals.profileViews')} value={data.own.profileViews} previous={undefined} />
          <Kpi label={t('statistics.rivals.infoRequests')} value={data.own.infoRequests} previous={undefined} />
          <Kpi label={t('statistics.rivals.deals')} value={data.own.deals} previous={undefined} />
          <div className="rounded-md border border-border p-3">
            <dt className="text-sm text-muted-foreground">{t('statistics.rivals.responseTime')}</dt>
            <dd className="text-2xl font-semibold">
              {data.own.averageResponseSeconds === null ? '–' : duration(data.own.averageResponseSeconds)}
            </dd>
            <dd className="text-xs text-muted-foreground">{t('statistics.rivals.responseTimeBasis')}</dd>
          </div>
        </dl>
        {data.rivals.length > 0 ? (
          <p className="text-sm">{t('statistics.rivals.place', { place, total: rows.length })}</p>
        ) : null}
      </Section>
      <Section title={title} description={t('statistics.rivals.basis')}>
        {data.rivals.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('statistics.rivals.none')}</p>
        ) : (
          <>
            <BarList
              rows={rows.map((row) => ({ id: row.id, label: row.name, value: row.profileViews, highlight: row.own }))}
              formatValue={f.number}
            />
            <DataTable
              caption={title}
              rows={rows}
              rowKey={(row) => row.id}
              columns={[
                {
                  id: 'name',
                  header: t('statistics.rivals.name'),
                  cell: (row) => (row.own ? t('statistics.rivals.you', { name: row.name }) : row.name),
                },
                {
                  id: 'views',
                  header: t('statistics.rivals.profileViews'),
                  numeric: true,
                  cell: (row) => f.number(row.profileViews),
                },
                {
                  id: 'requests',
                  header: t('statistics.rivals.infoRequests'),
                  numeric: true,
                  cell: (row) => f.number(row.infoRequests),
                },
                {
                  id: 'deals',
                  header: t('statistics.rivals.deals'),
                  numeric: true,
                  cell: (row) => f.number(row.deals),
                },
                {
                  id: 'rate',
                  header: t('statistics.rivals.requestRate'),
                  numeric: true,
                  cell: (row) => (row.profileViews === 0 ? '–' : f.percent(row.infoRequests / row.profileViews, 1)),
                },
              ]}
            />
          </>
        )}
      </Section>
    </>
  );
}

function ownFigures(data: RivalStats) {
  return { profileViews: data.own.profileViews, infoRequests: data.own.infoRequests, deals: data.own.deals };
}
