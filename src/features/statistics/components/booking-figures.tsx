import { useTranslation } from 'react-i18next';
import type { StatsProvider } from '@/lib/stats-access';
import { useBookingStats } from '../api/statistics';
import type { ResolvedPeriod } from '../lib/period';
import { MonthlyFigures } from './monthly-figures';
import { ReturnOnPlan } from './return-on-plan';
import { CHART_COLORS, Kpi, StatsError, StatsLoading } from './stats-parts';

const COUNTERS = ['leads', 'offers', 'deals', 'weddings'] as const;
/** The chart draws requests, deals and weddings (dashed), offers only in the table. */
const CHART_LINES = [
  { counter: 'leads', color: 'current' },
  { counter: 'deals', color: 'second' },
  { counter: 'weddings', color: 'third' },
] as const;

/** The weddings page's counters and conversion over the period, then what the plan brings for them. */
export function BookingFigures({ provider, period }: { provider: StatsProvider; period: ResolvedPeriod }) {
  const { t } = useTranslation();
  const now = useBookingStats(provider.id, period.current.months);
  const before = useBookingStats(provider.id, period.previous.months);
  if (now.isError) return <StatsError error={now.error} kind="weddings" providerId={provider.id} />;
  if (!now.data) return <StatsLoading />;
  const { series, totals, conversionRate } = now.data;
  const counterLabel = (counter: (typeof COUNTERS)[number]) => t(`statistics.weddings.counters.${counter}`);
  return (
    <>
      <MonthlyFigures
        counters={COUNTERS}
        counterLabel={counterLabel}
        period={period}
        rows={series}
        totals={totals}
        previousTotals={before.data?.totals}
        totalsTitle={t('statistics.weddings.totalsTitle')}
        definitions={t('statistics.weddings.definitions')}
        moreFigures={
          <Kpi
            label={t('statistics.weddings.conversion')}
            value={conversionRate}
            previous={before.data?.conversionRate}
            rate
          />
        }
        chartTitle={t('statistics.weddings.chartTitle')}
        chartSeries={CHART_LINES.map(({ counter, color }) => ({
          id: counter,
          label: counterLabel(counter),
          values: series.map((entry) => entry[counter]),
          color: CHART_COLORS[color],
          dashed: counter === 'weddings',
        }))}
        tableCaption={t('statistics.weddings.tableCaption')}
      />
      <ReturnOnPlan provider={provider} stats={now.data} months={period.current.monthList.length} />
    </>
  );
}
