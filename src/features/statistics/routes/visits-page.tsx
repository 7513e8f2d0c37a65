import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { VisitSourceLimits } from '@/api/generated/limits';
import { Alert } from '@/components/ui/alert';
import { href } from '@/config/paths';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import {
  type ProviderAdStats,
  type VisitSource,
  useAdStats,
  useCoupleVisits,
  useRecentVisits,
  useVisitStats,
} from '../api/statistics';
import { BarList } from '../components/bar-list';
import { DataTable } from '../components/data-table';
import { LineChart } from '../components/line-chart';
import { Pager } from '../components/pager';
import { StatsFrame } from '../components/stats-frame';
import { CHART_COLORS, ComparedTotals, Kpi, Section, StatsError } from '../components/stats-parts';
import type { ResolvedPeriod, StatsWindow } from '../lib/period';

const COUNTERS = ['profileViews', 'uniqueVisitors', 'phoneClicks', 'websiteClicks', 'infoRequests'] as const;
const SOURCES: readonly VisitSource[] = VisitSourceLimits.enum;

/** /statistics/visits: the listing's visits over the period, where they come from, and the couples who looked. */
export default function VisitsPage() {
  const { t } = useTranslation();
  return (
    <StatsFrame kind="visits" title={t('routes.statisticsVisits')}>
      {({ provider, period }) => (
        <>
          <VisitFigures providerId={provider.id} period={period} />
          <VisitSources providerId={provider.id} window={period.current} />
          <CoupleVisits
            key={`${provider.id}:${period.current.days.createdAtStart}`}
            providerId={provider.id}
            window={period.current}
          />
          <AdStatsPanel providerId={provider.id} />
        </>
      )}
    </StatsFrame>
  );
}

function VisitFigures({ providerId, period }: { providerId: number; period: ResolvedPeriod }) {
  const { current, previous } = period;
  const { t } = useTranslation();
  const f = useFormat();
  const now = useVisitStats(providerId, current.months);
  const before = useVisitStats(providerId, previous.months);
  if (now.isError) return <StatsError error={now.error} kind="visits" providerId={providerId} />;
  if (!now.data) return <p className="mb-4 text-sm text-muted">{t('app.loading')}</p>;
  const { series, totals } = now.data;
  const previousSeries = before.data?.series ?? [];
  const months = series.map((entry) => f.month(entry.month));
  const chartTitle = t('statistics.visits.chartTitle');

  return (
    <>
      <ComparedTotals title={t('statistics.visits.totalsTitle')} period={period}>
        {COUNTERS.map((counter) => (
          <Kpi
            key={counter}
            label={t(`statistics.visits.counters.${counter}`)}
            value={totals[counter]}
            previous={before.data?.totals[counter]}
          />
        ))}
      </ComparedTotals>
      <Section title={chartTitle} description={t('statistics.visits.monthlyNote')}>
        <LineChart
          title={chartTitle}
          categories={months}
          formatValue={f.number}
          series={[
            {
              id: 'current',
              label: t('statistics.compare.current'),
              values: series.map((e) => e.profileViews),
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
        />
        <DataTable
          caption={t('statistics.visits.tableCaption')}
          rows={series}
          rowKey={(row) => row.month}
          columns={[
            { id: 'month', header: t('statistics.month'), cell: (row) => f.month(row.month) },
            ...COUNTERS.map((counter) => ({
              id: counter,
              header: t(`statistics.visits.counters.${counter}`),
              numeric: true,
              cell: (row: (typeof series)[number]) => f.number(row[counter]),
            })),
          ]}
          footer={
            <tr className="border-t border-line font-semibold">
              <th scope="row" className="px-2 py-1.5 text-start">
                {t('statistics.total')}
              </th>
              {COUNTERS.map((counter) => (
                <td key={counter} className="px-2 py-1.5 text-end tabular-nums">
                  {f.number(totals[counter])}
                </td>
              ))}
            </tr>
          }
        />
      </Section>
    </>
  );
}

function VisitSources({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const failureText = useFailureText();
  const visits = useRecentVisits(providerId, window.days);
  const title = t('statistics.sources.title');
  if (visits.isError)
    return (
      <Section title={title}>
        <Alert>{failureText(visits.error)}</Alert>
      </Section>
    );
  if (!visits.data) return null;
  const sample = visits.data.data;
  const counts = SOURCES.map((source) => ({ source, count: sample.filter((visit) => visit.source === source).length }));
  return (
    <Section
      title={title}
      description={t('statistics.sources.basis', { sample: sample.length, total: visits.data.paging.total })}
    >
      {sample.length === 0 ? (
        <p className="text-sm text-muted">{t('statistics.sources.none')}</p>
      ) : (
        <>
          <BarList
            rows={counts.map(({ source, count }) => ({
              id: source,
              label: t(`statistics.sources.${source}`),
              value: count,
            }))}
            formatValue={(value) => f.percent(value / sample.length)}
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
              {
                id: 'share',
                header: t('statistics.sources.share'),
                numeric: true,
                cell: (row) => f.percent(row.count / sample.length),
              },
            ]}
          />
        </>
      )}
    </Section>
  );
}

function CoupleVisits({ providerId, window }: { providerId: number; window: StatsWindow }) {
  const { t } = useTranslation();
  const f = useFormat();
  const [page, setPage] = useState(1);
  const visits = useCoupleVisits(providerId, window.days, page);
  const title = t('statistics.couples.title');
  if (visits.isError) return <StatsError error={visits.error} kind="visits" providerId={providerId} />;
  if (!visits.data) return null;
  const { data: rows, paging } = visits.data;
  return (
    <Section title={title} description={t('statistics.couples.description')}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{t('statistics.couples.none')}</p>
      ) : (
        <DataTable
          caption={title}
          rows={rows}
          rowKey={(row) => row.id}
          columns={[
            {
              id: 'couple',
              header: t('statistics.couples.couple'),
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
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPage={setPage} />
    </Section>
  );
}

function AdStatsPanel({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const f = useFormat();
  const failureText = useFailureText();
  const ads = useAdStats(providerId);
  const title = t('statistics.ads.title');
  if (ads.isError)
    return (
      <Section title={title}>
        <Alert>{failureText(ads.error)}</Alert>
      </Section>
    );
  if (!ads.data) return null;
  const data: ProviderAdStats = ads.data;
  if (data.impressions === 0) {
    return (
      <Section title={title}>
        <p className="text-sm text-muted">{t('statistics.ads.none')}</p>
      </Section>
    );
  }
  return (
    <Section
      title={title}
      description={t('statistics.ads.period', { from: f.date(data.period.start), to: f.date(data.period.end) })}
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {(['impressions', 'plays', 'completions', 'clicks'] as const).map((key) => (
          <Kpi key={key} label={t(`statistics.ads.${key}`)} value={data[key]} previous={undefined} />
        ))}
      </dl>
      <p className="text-sm text-muted">
        {t('statistics.ads.rates', {
          playRate: f.percent(data.plays / data.impressions),
          clickRate: f.percent(data.clicks / data.impressions),
        })}
      </p>
    </Section>
  );
}
