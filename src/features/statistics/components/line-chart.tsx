import { type RefObject, useEffect, useId, useRef, useState } from 'react';
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

/** The drawing's width where its box is not measured (before layout, in tests): its units are pixels up to it. */
const WIDTH = 640;
/** The narrowest drawing: below it the labels would crowd out the plot; a narrower box scales it down. */
const MIN_WIDTH = 300;
const HEIGHT = 240;
/** `end` is the least room beyond the newest point; more when half the newest month's label needs it. */
const PAD = { top: 12, bottom: 28, axis: 56, end: 16 };
const FONT_SIZE = 11;
/** The least room between two month labels: a space of the label font, so two labels never read as one. */
const LABEL_GAP = FONT_SIZE;

type Side = 'left' | 'right';

/** The `text-anchor` that puts the given end (left or right) of a text at its x, in the text's direction. */
function anchorAt(side: Side, rtl: boolean): 'start' | 'end' {
  // `text-anchor` names the text's start or end, and right to left the start is the right end.
  return (side === 'left') !== rtl ? 'start' : 'end';
}

/**
 * A label's width in the chart's units, estimated from its characters, so the labels can be chosen before anything
 * is drawn. The widths per character are those of a wide sans-serif, rounded up: DejaVu Sans, which the portal's
 * font stack comes to on Linux, draws no Latin letter or digit wider; other faces of the stack are narrower. Arabic
 * letters join, and joined most are far narrower than alone: the seen family (س ش ص ض) is the widest, alef, waw,
 * reh and dal the narrowest ("أغسطس" 3.8 em in DejaVu Sans against 4.2 here, "ديسمبر" 3.1 against 4.4).
 */
function estimateTextWidth(text: string, fontSize: number): number {
  let em = 0;
  // Direction marks and isolates (U+200E, U+200F, U+061C, U+2066…U+2069) take no room.
  for (const char of text.replace(/[\u200e\u200f\u061c\u2066-\u2069]/gu, '')) {
    if (/[\s.,:'’]/u.test(char)) em += 0.33;
    else if (/\p{Nd}/u.test(char)) em += 0.65;
    else if (/[سشصض]/u.test(char)) em += 1.1;
    else if (/[اأإآدذرزو]/u.test(char)) em += 0.5;
    else if (/[\u0600-\u06ff]/u.test(char)) em += 0.75;
    else if (/[iIjlıİftr]/u.test(char)) em += 0.42;
    else if (/[mwMW%]/u.test(char)) em += 1;
    else if (/\p{Lu}/u.test(char)) em += 0.8;
    else em += 0.65;
  }
  return em * fontSize;
}

/** Where a month label stands: its x, which of its ends stands there (or its middle), and its left and right end. */
interface LabelPlace {
  index: number;
  x: number;
  at: Side | 'middle';
  left: number;
  right: number;
}

/**
 * Which month labels to draw, and where (issue 38, D1): every n-th month counted back from the newest, which is
 * always drawn, with the smallest n for which no two drawn labels come closer than a space and none leaves the
 * drawing. Each label stands centred under its point; one too wide for the room beside its point ends at the
 * drawing's edge instead. Chosen from the labels' estimated widths, so it holds for any number of months and for
 * long names ("September 2026", "Eylül 2026", "أغسطس 2026").
 */
function placeMonthLabels(
  labels: readonly string[],
  pointX: (index: number) => number,
  width = WIDTH,
  fontSize = FONT_SIZE,
): LabelPlace[] {
  const last = labels.length - 1;
  const places = labels.map((label, index): LabelPlace => {
    const x = pointX(index);
    const size = estimateTextWidth(label, fontSize);
    if (x - size / 2 < 0) return { index, x: 0, at: 'left', left: 0, right: size };
    if (x + size / 2 > width) return { index, x: width, at: 'right', left: width - size, right: width };
    return { index, x, at: 'middle', left: x - size / 2, right: x + size / 2 };
  });
  const fits = (drawn: readonly LabelPlace[]) => {
    const fromLeft = drawn.toSorted((a, b) => a.left - b.left);
    return fromLeft.every((place, i) => i === 0 || place.left >= (fromLeft[i - 1]?.right ?? 0) + LABEL_GAP);
  };
  for (let every = 1; every < labels.length; every += 1) {
    const drawn = places.filter((place) => (last - place.index) % every === 0);
    if (fits(drawn)) return drawn;
  }
  return places.slice(-1);
}

/**
 * The drawing's width in its own units: the width of its box (at most `WIDTH`, at least `MIN_WIDTH`), so a unit is a
 * pixel and its 11-unit labels are 11 px on a phone too. A fixed 640-unit drawing scaled down to a phone's 350 px drew
 * them 6 px high.
 */
function useDrawingWidth(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(WIDTH);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const box = element.getBoundingClientRect().width;
      if (box > 0) setWidth(Math.round(Math.min(WIDTH, Math.max(MIN_WIDTH, box))));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}

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
  const figureRef = useRef<HTMLElement>(null);
  const width = useDrawingWidth(figureRef);
  const rtl = i18n.dir() === 'rtl';
  const titleId = useId();
  const max = Math.max(0, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const { top, step } = niceScale(max);
  // Beyond the newest point there is room for half its label (and a little), so it can stand centred under it like
  // the others: at the drawing's edge "Dezember 2026" ended at its point and left no room for "November 2026"
  // (issue 38, D1).
  const newestHalf = estimateTextWidth(categories.at(-1) ?? '', FONT_SIZE) / 2;
  const end = Math.min(PAD.axis, Math.max(PAD.end, newestHalf + 2));
  const plotWidth = width - PAD.axis - end;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const startX = rtl ? end : PAD.axis;
  const gap = categories.length > 1 ? plotWidth / (categories.length - 1) : 0;
  const x = (index: number) =>
    categories.length > 1 ? (rtl ? startX + plotWidth - index * gap : startX + index * gap) : startX + plotWidth / 2;
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  // The value axis stands on the start side, its numbers ending just before the plot (its right end left to right,
  // its left end right to left).
  const axisX = rtl ? width - PAD.axis + 8 : PAD.axis - 8;
  const axisAnchor = anchorAt(rtl ? 'left' : 'right', rtl);
  const monthLabels = placeMonthLabels(categories, x, width);

  return (
    <figure ref={figureRef} className="grid gap-2">
      <svg
        viewBox={`0 0 ${width} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={titleId}
        data-testid="line-chart"
        // The drawing says its direction rather than taking it from the page, as the anchors below are chosen for
        // it: `text-anchor` follows the text's direction (issue 38, D1: taken from the page, "start" put the right
        // end of "ديسمبر 2026" at the left edge, and the value axis over the points).
        direction={rtl ? 'rtl' : 'ltr'}
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
                textAnchor={axisAnchor}
                fontSize={FONT_SIZE}
                fill="#57534e"
                data-axis="value"
              >
                {formatValue(tick)}
              </text>
            </g>
          ))}
          {monthLabels.map((place) => (
            <text
              key={place.index}
              x={place.x}
              y={HEIGHT - 8}
              textAnchor={place.at === 'middle' ? 'middle' : anchorAt(place.at, rtl)}
              fontSize={FONT_SIZE}
              fill="#57534e"
              data-axis="month"
            >
              {categories[place.index]}
            </text>
          ))}
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
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
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
