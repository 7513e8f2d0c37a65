// The chart's labels stay inside the drawing and clear of each other (issue 38, acceptance walk D1): at 1280 px
// "November 2026" and "Dezember 2026" overlapped in German, and in Arabic "ديسمبر 2026" ran off the left edge and
// the value axis stood over the points, since the drawing took right to left from the page and `text-anchor` follows
// the text's direction. Each label's box is worked out here as a browser draws it: from its x, its anchor, the
// direction it inherits and its width as Chromium measures it, for up to 13 months of long German, Turkish and
// Arabic month names.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import { formatMonth, formatNumber } from '@/lib/format';
import { type Locale, toLanguageTag } from '@/lib/locale';
import { LineChart } from './line-chart';

/**
 * Widths in em of the month names as Chromium draws them in DejaVu Sans, the face the portal's font stack
 * (`--font-sans`) comes to on the test machine and the widest of the faces it names (measured with a canvas's
 * `measureText`, rounded up to a hundredth).
 */
const NAME_EM: Record<string, number> = {
  ...{ Januar: 3.2, Februar: 3.84, März: 2.42, April: 2.29, Mai: 1.76, Juni: 1.85, Juli: 1.49, August: 3.5 },
  ...{ September: 5.53, Oktober: 4.04, November: 5.21, Dezember: 5.17 },
  ...{ Ocak: 2.53, Şubat: 2.91, Mart: 2.28, Nisan: 2.8, Mayıs: 2.87, Haziran: 3.83, Temmuz: 4.17, Ağustos: 4 },
  ...{ Eylül: 2.42, Ekim: 2.47, Kasım: 3.03, Aralık: 2.85 },
  ...{ يناير: 1.72, فبراير: 2.44, مارس: 2.55, أبريل: 2.15, مايو: 1.64, يونيو: 1.9, يوليو: 1.92, أغسطس: 3.79 },
  ...{ سبتمبر: 2.88, أكتوبر: 2.41, نوفمبر: 2.71, ديسمبر: 3.05 },
};
/** The other characters of the labels, in the same face: digits, the space and the digit group separators. */
const CHAR_EM: Record<string, number> = {
  ' ': 0.32,
  '.': 0.32,
  ',': 0.32,
  ...Object.fromEntries([...'0123456789'].map((d) => [d, 0.64])),
};

function widthOf(text: string, fontSize: number): number {
  let em = 0;
  for (const word of text.split(/(\s)/)) {
    if (word in NAME_EM) em += NAME_EM[word] ?? 0;
    else
      for (const char of word) {
        const width = CHAR_EM[char];
        if (width === undefined) throw new Error(`no measured width for "${char}" of "${text}"`);
        em += width;
      }
  }
  return em * fontSize;
}

/** The direction an element of the drawing lays its text out in: its own or the nearest ancestor's. */
function directionOf(element: Element): 'ltr' | 'rtl' {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const own =
      (node as HTMLElement | SVGElement).style.direction ||
      node.getAttribute('direction') ||
      (node.getAttribute('dir') === 'auto' ? null : node.getAttribute('dir'));
    if (own === 'ltr' || own === 'rtl') return own;
  }
  return 'ltr';
}

interface Box {
  text: string;
  left: number;
  right: number;
}

/**
 * Where a text's ends lie: `text-anchor` names the text's start or end in its own direction, so "start" puts the
 * left end at x left to right and the right end at x right to left.
 */
function boxOf(label: SVGTextElement): Box {
  const text = label.textContent;
  const x = Number(label.getAttribute('x'));
  const width = widthOf(text, Number(label.getAttribute('font-size')));
  const anchor = label.getAttribute('text-anchor') ?? 'start';
  if (anchor === 'middle') return { text, left: x - width / 2, right: x + width / 2 };
  const rightEndAtX = (anchor === 'end') === (directionOf(label) === 'ltr');
  return rightEndAtX ? { text, left: x - width, right: x } : { text, left: x, right: x + width };
}

/** The `count` months up to the given one, oldest first: ['2026-01', …, '2026-12'] for 12 and '2026-12'. */
function monthsUpTo(newest: number, count: number): string[] {
  return Array.from({ length: count }, (_, index) => {
    const date = new Date(2026, newest - (count - 1 - index), 1);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  });
}

afterEach(async () => {
  await changeLocale('de_DE');
});

const LOCALES: Locale[] = ['de_DE', 'tr_TR', 'ar_AE'];
const COUNTS = [1, 2, 7, 12, 13];

describe('LineChart labels', () => {
  describe.each(LOCALES)('in %s', (locale) => {
    it.each(COUNTS)(
      'draw the newest of %i months and no two month labels over each other or outside the drawing',
      async (count) => {
        await changeLocale(locale);
        const tag = toLanguageTag(locale);
        // Every month as the newest once, so each long name stands at the edge and next to the edge.
        for (let newest = 0; newest < 12; newest += 1) {
          const categories = monthsUpTo(newest, count).map((month) => formatMonth(month, tag));
          // Up to four-digit values: the axis shows "2.000" in German.
          const values = categories.map((_, index) => 150 + ((index * 731) % 1700));
          const { unmount } = render(
            <LineChart
              title="Besuche"
              categories={categories}
              series={[{ id: 'visits', label: 'Besuche', values, color: '#1d4ed8' }]}
              formatValue={(value) => formatNumber(value, tag)}
            />,
          );
          const chart = screen.getByTestId('line-chart');
          const width = Number(chart.getAttribute('viewBox')?.split(' ')[2]);
          const texts = [...chart.querySelectorAll('text')];
          const months = texts.filter((text) => categories.includes(text.textContent)).map(boxOf);
          const axis = texts.filter((text) => !categories.includes(text.textContent)).map(boxOf);
          const where = `${categories.join(', ')}: ${JSON.stringify(months)}`;

          expect(
            months.map((box) => box.text),
            where,
          ).toContain(categories.at(-1));
          for (const box of [...months, ...axis]) {
            expect(box.left, `${box.text} in ${where}`).toBeGreaterThanOrEqual(0);
            expect(box.right, `${box.text} in ${where}`).toBeLessThanOrEqual(width);
          }
          const fromLeft = months.toSorted((a, b) => a.left - b.left);
          fromLeft.slice(1).forEach((box, index) => {
            expect(box.left, `${fromLeft[index]?.text} before ${box.text} in ${where}`).toBeGreaterThanOrEqual(
              fromLeft[index]?.right ?? 0,
            );
          });

          // The value axis stands beside the points, not over them.
          const points = [...chart.querySelectorAll('circle')].map((point) => ({
            left: Number(point.getAttribute('cx')) - Number(point.getAttribute('r')),
            right: Number(point.getAttribute('cx')) + Number(point.getAttribute('r')),
          }));
          const plotLeft = Math.min(...points.map((point) => point.left));
          const plotRight = Math.max(...points.map((point) => point.right));
          for (const box of axis) {
            expect(box.right <= plotLeft || box.left >= plotRight, `${box.text} over the points in ${where}`).toBe(
              true,
            );
          }
          unmount();
        }
      },
    );
  });
});
