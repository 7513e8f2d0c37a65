import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSubscription } from '@/api/queries/subscription';
import { Alert } from '@/components/ui/alert';
import { href } from '@/config/paths';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type BookingStats,
  useBookingStats,
  useCouplesNotWorkedTogether,
  useEstimate,
  useRoiMinLeadCounts,
} from '../api/statistics';
import { DataTable } from '../components/data-table';
import { LineChart } from '../components/line-chart';
import { Pager } from '../components/pager';
import { StatsFrame } from '../components/stats-frame';
import { CHART_COLORS, ComparedTotals, Kpi, Section, StatsError } from '../components/stats-parts';
import type { StatsProvider } from '@/lib/stats-access';
import type { ResolvedPeriod, StatsWindow } from '../lib/period';
import { roiFigures } from '../lib/roi';

const COUNTERS = ['leads', 'offers', 'deals', 'weddings'] as const;

/** /statistics/weddings: requests, offers, deals and weddings over the period, the estimate and the return on the plan. */
export default function WeddingsPage() {
  const { t } = useTranslation();
  return (
    <StatsFrame kind="weddings" title={t('routes.statisticsWeddings')}>
      {({ provider, period }) => (
        <>
          <BookingFigures provider={provider} period={period} />
          <Estimate providerId={provider.id} window={period.current} />
          <NotWorkedTogether
            key={`${provider.id}:${period.current.days.createdAtStart}:${period.current.days.createdAtEnd}`}
            providerId={provider.id}
            window={period.current}
          />
        </>
      )}
    </StatsFrame>
  );
}

function BookingFigures({ provider, period }: { provider: StatsProvider; period: ResolvedPeriod }) {
  const { current, previous } = period;
  const { t } = useTranslation();
  const f = useFormat();
  const now = useBookingStats(provider.id, current.months);
  const before = useBookingStats(provider.id, previous.months);
  if (now.isError) return <StatsError error={now.error} kind="weddings" providerId={provider.id} />;
  if (!now.data) return <p className="mb-4 text-sm text-muted">{t('app.loading')}</p>;
  const { series, totals, conversionRate } = now.data;
  const chartTitle = t('statistics.weddings.chartTitle');
  return (
    <>
      <ComparedTotals
        title={t('statistics.weddings.totalsTitle')}
        period={period}
        definitions={t('statistics.weddings.definitions')}
      >
        {COUNTERS.map((counter) => (
          <Kpi
            key={counter}
            label={t(`statistics.weddings.counters.${counter}`)}
            value={totals[counter]}
            previous={before.data?.totals[counter]}
          />
        ))}
        <Kpi
          label={t('statistics.weddings.conversion')}
          value={conversionRate}
          previous={before.data?.conversionRate}
          rate
        />
      </ComparedTotals>
      <Section title={chartTitle}>
        <LineChart
          title={chartTitle}
          categories={series.map((entry) => f.month(entry.month))}
          formatValue={f.number}
          series={[
            {
              id: 'leads',
              label: t('statistics.weddings.counters.leads'),
              values: series.map((e) => e.leads),
              color: CHART_COLORS.current,
            },
            {
              id: 'deals',
              label: t('statistics.weddings.counters.deals'),
              values: series.map((e) => e.deals),
              color: CHART_COLORS.second,
            },
            {
              id: 'weddings',
              label: t('statistics.weddings.counters.weddings'),
              values: series.map((e) => e.weddings),
              color: CHART_COLORS.third,
              dashed: true,
            },
          ]}
        />
        <DataTable
          caption={t('statistics.weddings.tableCaption')}
          rows={series}
          rowKey={(row) => row.month}
          columns={[
            { id: 'month', header: t('statistics.month'), cell: (row) => f.month(row.month) },
            ...COUNTERS.map((counter) => ({
              id: counter,
              header: t(`statistics.weddings.counters.${counter}`),
              numeric: true,
              cell: (row: BookingStats['series'][number]) => f.number(row[counter]),
            })),
          ]}
        />
      </Section>
      <ReturnOnPlan provider={provider} stats={now.data} months={current.monthList.length} />
    </>
  );
}

/**
 * Return on the plan (issue 20, point 5): the provider's own monthly fee (or its even share of a bundle fee), against
 * this provider's requests and deals of the window. Hidden while the provider has fewer requests a month than the
 * getRoiMinLeadCount scope names for its category: a cost per request of few requests misleads.
 */
function ReturnOnPlan({ provider, stats, months }: { provider: StatsProvider; stats: BookingStats; months: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const failureText = useFailureText();
  const user = useCurrentUser();
  const subscription = useSubscription(user.customerId);
  const minimums = useRoiMinLeadCounts();
  const title = t('statistics.roi.title');
  const failed = subscription.error ?? minimums.error;
  if (failed)
    return (
      <Section title={title}>
        <Alert>{failureText(failed)}</Alert>
      </Section>
    );
  if (subscription.data === undefined || !minimums.data) return null;
  const result = roiFigures({
    subscription: subscription.data,
    providerId: provider.id,
    minLeadCount: minimums.data.find((category) => category.id === provider.category.id)?.minLeadCount ?? null,
    stats,
    months,
  });
  if (result.kind === 'no-plan') {
    return (
      <Section title={title}>
        <p className="text-sm text-muted">{t('statistics.roi.noPlan')}</p>
      </Section>
    );
  }
  if (result.kind === 'below-minimum') {
    return (
      <Section title={title}>
        <p className="text-sm text-muted" data-testid="roi-hidden">
          {t('statistics.roi.belowMinimum', { minimum: result.minLeadCount, average: f.number(result.averageLeads) })}
        </p>
      </Section>
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
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Kpi label={t('statistics.roi.fee')} value={result.cost} previous={undefined} format={f.money} />
        <Kpi
          label={t('statistics.roi.perRequest')}
          value={result.perRequest ?? 0}
          previous={undefined}
          format={f.money}
        />
        <Kpi
          label={t('statistics.roi.perBooking')}
          value={result.perBooking ?? 0}
          previous={undefined}
          format={f.money}
        />
      </dl>
      {result.perBooking === null ? <p className="text-sm text-muted">{t('statistics.roi.noBookings')}</p> : null}
      <DataTable
        caption={title}
        rows={result.perMonth}
        rowKey={(row) => row.month}
        columns={[
          { id: 'month', header: t('statistics.month'), cell: (row) => f.month(row.month) },
          {
            id: 'leads',
            header: t('statistics.weddings.counters.leads'),
            numeric: true,
            cell: (row) => f.number(row.leads),
          },
          {
            id: 'deals',
            header: t('statistics.weddings.counters.deals'),
            numeric: true,
            cell: (row) => f.number(row.deals),
          },
          {
            id: 'weddings',
            header: t('statistics.weddings.counters.weddings'),
            numeric: true,
            cell: (row) => f.number(row.weddings),
          },
          {
            id: 'perRequest',
            header: t('statistics.roi.perRequest'),
            numeric: true,
            cell: (row) => (row.perRequest === null ? '–' : f.money(row.perRequest)),
          },
          {
            id: 'perBooking',
            header: t('statistics.roi.perBooking'),
            numeric: true,
            cell: (row) => (row.perBooking === null ? '–' : f.money(row.perBooking)),
          },
        ]}
      />
      <p className="text-xs text-muted">{t('statistics.roi.caveat')}</p>
    </Section>
  );
}

/**
 * How much of the window the single requests cover: all of it, the part from `keptSince` on, or none (the window
 * ended before; its requests count only in the monthly figures).
 */
function keptCoverage(window: StatsWindow, keptSince: string): 'all' | 'part' | 'none' {
  if (keptSince > window.days.createdAtEnd) return 'none';
  return keptSince > window.days.createdAtStart ? 'part' : 'all';
}

function Estimate({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const estimate = useEstimate(providerId, window.days);
  const title = t('statistics.estimate.title');
  if (estimate.isError) return <StatsError error={estimate.error} kind="weddings" providerId={providerId} />;
  if (!estimate.data) return null;
  const { estimatedWeddings, confirmedDeals, period, keptSince } = estimate.data;
  const kept = keptCoverage(window, keptSince);
  if (kept === 'none') {
    return (
      <Section title={title}>
        <p className="text-sm text-muted">{t('statistics.kept.none', { date: f.date(keptSince) })}</p>
      </Section>
    );
  }
  return (
    <Section
      title={title}
      description={t('statistics.estimate.description', {
        from: f.date(kept === 'part' ? keptSince : period.start),
        to: f.date(period.end),
      })}
    >
      {kept === 'part' ? (
        <p className="text-sm text-muted">{t('statistics.kept.part', { date: f.date(keptSince) })}</p>
      ) : null}
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3">
        <Kpi label={t('statistics.estimate.estimated')} value={estimatedWeddings} previous={undefined} />
        <Kpi label={t('statistics.estimate.confirmed')} value={confirmedDeals} previous={undefined} />
        <Kpi
          label={t('statistics.estimate.share')}
          value={estimatedWeddings === 0 ? 0 : confirmedDeals / estimatedWeddings}
          previous={undefined}
          format={f.percent}
        />
      </dl>
    </Section>
  );
}

function NotWorkedTogether({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const couples = useCouplesNotWorkedTogether(providerId, window.days, page);
  // The same answer as the estimate's (one cached query): from which day requests are kept one by one.
  const keptSince = useEstimate(providerId, window.days).data?.keptSince;
  const title = t('statistics.notWorked.title');
  if (couples.isError) return <StatsError error={couples.error} kind="weddings" providerId={providerId} />;
  if (!couples.data || keptSince === undefined) return null;
  const kept = keptCoverage(window, keptSince);
  if (kept === 'none') {
    return (
      <Section title={title}>
        <p className="text-sm text-muted">{t('statistics.kept.none', { date: f.date(keptSince) })}</p>
      </Section>
    );
  }
  const { data: rows, paging } = couples.data;
  return (
    <Section title={title} description={t('statistics.notWorked.description', { total: paging.total })}>
      {kept === 'part' ? (
        <p className="text-sm text-muted">{t('statistics.kept.part', { date: f.date(keptSince) })}</p>
      ) : null}
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('statistics.notWorked.none')}</p>
      ) : (
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              id: 'couple',
              header: t('statistics.couples.couple'),
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
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPage={setPage} />
    </Section>
  );
}
