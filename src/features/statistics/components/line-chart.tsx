import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface LineSeries {
  id: string;
  label: string;
  /** One value per category; null draws no point (a month without figures). */
  values: ReadonlyArray<number | null>;
  /** A colour with at least 3:1 contrast on white (WCAG 1.4.11); the dash pattern tells the series apart too. */
  color: string;
  dashed?: boolean;
}

interface LineChartProps {
  /** The chart's accessible name; the table beside it holds the same figures. */
  title: string;
  /** The x-axis labels, oldest first, already formatted. */
  categories: readonly string[];
  series: readonly LineSeries[];
  formatValue: (value: number) => string;
}

const WIDTH = 640;
const HEIGHT = 240;
const PAD = { top: 12, bottom: 28, axis: 56, end: 16 };

/** A "nice" upper bound and step for the y axis: 1, 2 or 5 times a power of ten. */
export function niceScale(max: number, ticks = 4): { top: number; step: number } {
  if (max <= 0) return { top: ticks, step: 1 };
  const rough = max / ticks;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  return { top: Math.ceil(max / step) * step, step };
}

/**
 * A hand-written SVG line chart (docs/statistics.md: lighter than any charting library for these few series).
 * In a right-to-left language time runs from right to left, as the text does: the x axis is mirrored and the
 * value axis stands on the right. Screen readers get the name and the table; the drawing itself is hidden.
 */
export function LineChart({ title, categories, series, formatValue }: LineChartProps) {
  const { i18n } = useTranslation();
  const rtl = i18n.dir() === 'rtl';
  const titleId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const { top, step } = niceScale(max);
  const plotWidth = WIDTH - PAD.axis - PAD.end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const startX = rtl ? PAD.end : PAD.axis;
  const gap = categories.length > 1 ? plotWidth / (categories.length - 1) : 0;
  const x = (index: number) =>
    categories.length > 1 ? (rtl ? startX + plotWidth - index * gap : startX + index * gap) : startX + plotWidth / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  const axisX = rtl ? WIDTH - PAD.axis + 8 : PAD.axis - 8;
  // Label every month up to 7, then every other one, so 12 labels do not collide on a phone.
  const labelEvery = categories.length > 7 ? 2 : 1;

  return (
    <figure className="grid gap-2">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        data-testid="line-chart"
      >
        <title id={titleId}>{title}</title>
        <g aria-hidden="true">
          {ticks.map((tick) => (
            <g key={tick}>
              <line x1={startX} x2={startX + plotWidth} y1={y(tick)} y2={y(tick)} stroke="#d6d3d1" strokeWidth={1} />
              <text
                x={axisX}
                y={y(tick)}
                dominantBaseline="middle"
                textAnchor={rtl ? 'start' : 'end'}
                fontSize={11}
                fill="#57534e"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, index) =>
            index % labelEvery === (categories.length - 1) % labelEvery ? (
              <text
                key={category}
                x={x(index)}
                y={HEIGHT - 8}
                // The newest month stands at the plot's far edge: centred, a long label ("Dezember 2026") ran off
                // the drawing, so it ends there instead (starts there in right-to-left).
                textAnchor={
                  index === categories.length - 1 && categories.length > 1 ? (rtl ? 'start' : 'end') : 'middle'
                }
                fontSize={11}
                fill="#57534e"
              >
                {category}
              </text>
            ) : null,
          )}
          {series.map((s) => {
            const points = s.values
              .map((value, index) => (value === null ? null : `${x(index)},${y(value)}`))
              .filter((point): point is string => point !== null);
            return (
              <g key={s.id} data-series={s.id}>
                <polyline
                  points={points.join(' ')}
                  fill="none"
                  stroke={s.color}
                  strokeWidth={2.5}
                  strokeDasharray={s.dashed ? '6 5' : undefined}
                  strokeLinejoin="round"
                />
                {s.values.map((value, index) =>
                  value === null ? null : (
                    <circle
                      key={index}
                      cx={x(index)}
                      cy={y(value)}
                      r={3.5}
                      fill={s.dashed ? '#ffffff' : s.color}
                      stroke={s.color}
                      strokeWidth={2}
                    >
                      <title>{`${s.label}, ${categories[index] ?? ''}: ${formatValue(value)}`}</title>
                    </circle>
                  ),
                )}
              </g>
            );
          })}
        </g>
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted">
          {series.map((s) => (
            <li key={s.id} className="flex items-center gap-2">
              <svg width="24" height="8" aria-hidden="true">
                <line
                  x1="0"
                  x2="24"
                  y1="4"
                  y2="4"
                  stroke={s.color}
                  strokeWidth={2.5}
                  strokeDasharray={s.dashed ? '6 5' : undefined}
                />
              </svg>
              {s.label}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
