import { useTranslation } from 'react-i18next';
import { useVisitStats } from '../api/statistics';
import type { ResolvedPeriod } from '../lib/period';
import { MonthlyFigures } from './monthly-figures';
import { CHART_COLORS, StatsError, StatsLoading } from './stats-parts';

const COUNTERS = ['profileViews', 'uniqueVisitors', 'phoneClicks', 'websiteClicks', 'infoRequests'] as const;

/** The visits page's counters over the period, profile views against the months before in the chart. */
export function VisitFigures({ providerId, period }: { providerId: number; period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const now = useVisitStats(providerId, period.current.months);
  const before = useVisitStats(providerId, period.previous.months);
  if (now.isError) return <StatsError error={now.error} kind="visits" providerId={providerId} />;
  if (!now.data) return <StatsLoading />;
  const { series, totals } = now.data;
  const previousSeries = before.data?.series ?? [];
  return (
    <MonthlyFigures
      counters={COUNTERS}
      counterLabel={(counter) => t(`statistics.visits.counters.${counter}`)}
      period={period}
      rows={series}
      totals={totals}
      previousTotals={before.data?.totals}
      totalsTitle={t('statistics.visits.totalsTitle')}
      chartTitle={t('statistics.visits.chartTitle')}
      chartDescription={t('statistics.visits.monthlyNote')}
      chartSeries={[
        {
          id: 'current',
          label: t('statistics.compare.current'),
          values: series.map((entry) => entry.profileViews),
          color: CHART_COLORS.current,
        },
        {
          id: 'previous',
          label: t('statistics.compare.previous'),
          values: series.map((_, index) => previousSeries[index]?.profileViews ?? null),
          color: CHART_COLORS.previous,
          dashed: true,
        },
      ]}
      tableCaption={t('statistics.visits.tableCaption')}
      totalsRow
    />
  );
}
