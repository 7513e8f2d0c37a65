import { useTranslation } from 'react-i18next';
import { useSubscription } from '@/api/queries/subscription';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import type { StatsProvider } from '@/lib/stats-access';
import { type BookingStats, useRoiMinLeadCounts } from '../api/statistics';
import { roiFigures } from '../lib/roi';
import { DataTable } from './data-table';
import { FigureGrid, Kpi, Section, SectionFailure, SectionNote } from './stats-parts';

const MONTH_COUNTERS = ['leads', 'deals', 'weddings'] as const;
const MONTH_COSTS = ['perRequest', 'perBooking'] as const;

/**
 * Return on the plan (issue 20, point 5): the provider's own monthly fee (or its even share of a bundle fee), against
 * this provider's requests and deals of the window. Hidden while the provider has fewer requests a month than the
 * getRoiMinLeadCount scope names for its category: a cost per request of few requests misleads.
 */
export function ReturnOnPlan({
  provider,
  stats,
  months,
}: {
  provider: StatsProvider;
  stats: BookingStats;
  months: number;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  const user = useCurrentUser();
  const subscription = useSubscription(user.customerId);
  const minimums = useRoiMinLeadCounts();
  const title = t('statistics.roi.title');
  const failed = subscription.error ?? minimums.error;
  if (failed) return <SectionFailure title={title} error={failed} />;
  if (subscription.data === undefined || !minimums.data) return null;
  const result = roiFigures({
    subscription: subscription.data,
    providerId: provider.id,
    minLeadCount: minimums.data.find((category) => category.id === provider.category.id)?.minLeadCount ?? null,
    stats,
    months,
  });
  if (result.kind === 'no-plan') return <SectionNote title={title}>{t('statistics.roi.noPlan')}</SectionNote>;
  if (result.kind === 'below-minimum') {
    return (
      <SectionNote title={title} testId="roi-hidden">
        {t('statistics.roi.belowMinimum', { minimum: result.minLeadCount, average: f.number(result.averageLeads) })}
      </SectionNote>
    );
  }
  return (
    <Section
      title={title}
      description={t(result.providerCount > 1 ? 'statistics.roi.basisShared' : 'statistics.roi.basisOwn', {
        product: result.productName,
        fee: f.money(result.monthlyFee),
        providers: result.providerCount,
        share: f.money(result.monthlyShare),
      })}
    >
      <FigureGrid columns={4}>
        <Kpi label={t('statistics.roi.fee')} value={result.cost} previous={undefined} format={f.money} />
        {MONTH_COSTS.map((cost) => (
          <Kpi
            key={cost}
            label={t(`statistics.roi.${cost}`)}
            value={result[cost] ?? 0}
            previous={undefined}
            format={f.money}
          />
        ))}
      </FigureGrid>
      {result.perBooking === null ? (
        <p className="text-sm text-muted-foreground">{t('statistics.roi.noBookings')}</p>
      ) : null}
      <DataTable
        caption={title}
        rows={result.perMonth}
        rowKey={(row) => row.month}
        columns={[
          { id: 'month', header: t('statistics.month'), cell: (row) => f.month(row.month) },
          ...MONTH_COUNTERS.map((counter) => ({
            id: counter,
            header: t(`statistics.weddings.counters.${counter}`),
            numeric: true,
            cell: (row: (typeof result.perMonth)[number]) => f.number(row[counter]),
          })),
          ...MONTH_COSTS.map((cost) => ({
            id: cost,
            header: t(`statistics.roi.${cost}`),
            numeric: true,
            cell: (row: (typeof result.perMonth)[number]) => {
              const value = row[cost];
              return value === null ? '–' : f.money(value);
            },
          })),
        ]}
      />
      <p className="text-xs text-muted-foreground">{t('statistics.roi.caveat')}</p>
    </Section>
  );
}
