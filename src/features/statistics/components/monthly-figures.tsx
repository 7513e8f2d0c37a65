import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/lib/format';
import type { ResolvedPeriod } from '../lib/period';
import { DataTable } from './data-table';
import { LineChart, type LineSeries } from './line-chart';
import { ComparedTotals, Kpi, Section } from './stats-parts';

/**
 * A page's monthly counters over the period: their totals against the months before (`ComparedTotals`), then a chart
 * and the same figures month by month as a table. The visits and the weddings pages differ only in their counters,
 * the chart's lines and their texts.
 */
export function MonthlyFigures<Counter extends string, Row extends { month: string } & Record<Counter, number>>({
  counters,
  counterLabel,
  period,
  rows,
  totals,
  previousTotals,
  totalsTitle,
  definitions,
  moreFigures,
  chartTitle,
  chartDescription,
  chartSeries,
  tableCaption,
  totalsRow = false,
}: {
  counters: readonly Counter[];
  counterLabel: (counter: Counter) => string;
  period: ResolvedPeriod;
  /** One row a month of the current window. */
  rows: readonly Row[];
  totals: Record<Counter, number>;
  /** The totals of the months before, once they are there. */
  previousTotals: Record<Counter, number> | undefined;
  totalsTitle: string;
  /** What each figure counts, when a word could be read two ways. */
  definitions?: string;
  /** Figures after the counters' totals (a rate). */
  moreFigures?: ReactNode;
  chartTitle: string;
  chartDescription?: string;
  chartSeries: LineSeries[];
  tableCaption: string;
  /** The table ends with the period's totals. */
  totalsRow?: boolean;
}) {
  const { t } = useTranslation();
  const f = useFormat();
  return (
    <>
      <ComparedTotals title={totalsTitle} period={period} definitions={definitions}>
        {counters.map((counter) => (
          <Kpi
            key={counter}
            label={counterLabel(counter)}
            value={totals[counter]}
            previous={previousTotals?.[counter]}
          />
        ))}
        {moreFigures}
      </ComparedTotals>
      <Section title={chartTitle} description={chartDescription}>
        <LineChart
          title={chartTitle}
          categories={rows.map((row) => f.month(row.month))}
          formatValue={f.number}
          series={chartSeries}
        />
        <DataTable
          caption={tableCaption}
          rows={rows}
          rowKey={(row) => row.month}
          columns={[
            { id: 'month', header: t('statistics.month'), cell: (row) => f.month(row.month) },
            ...counters.map((counter) => ({
              id: counter,
              header: counterLabel(counter),
              numeric: true,
              cell: (row: Row) => f.number(row[counter]),
            })),
          ]}
          footer={
            totalsRow ? (
              <tr className="border-t border-border font-semibold">
                <th scope="row" className="px-2 py-1.5 text-start">
                  {t('statistics.total')}
                </th>
                {counters.map((counter) => (
                  <td key={counter} className="px-2 py-1.5 text-end tabular-nums">
                    {f.number(totals[counter])}
                  </td>
                ))}
              </tr>
            ) : undefined
          }
        />
      </Section>
    </>
  );
}
