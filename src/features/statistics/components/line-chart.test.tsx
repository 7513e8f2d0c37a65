// The chart's month labels stay inside the drawing (issue 38.4): the newest month stands at the plot's far edge,
// where a centred "Dezember 2026" ran off the picture (on the left in Arabic, where time runs right to left).
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import { LineChart } from './line-chart';

const months = ['Juli 2026', 'August 2026', 'September 2026', 'Oktober 2026', 'November 2026', 'Dezember 2026'];
const series = [{ id: 'visits', label: 'Besuche', values: [10, 20, 30, 25, 40, 35], color: '#1d4ed8' }];

function monthLabel(name: string): Element {
  const label = [...screen.getByTestId('line-chart').querySelectorAll('text')].find((t) => t.textContent === name);
  if (!label) throw new Error(`no label ${name}`);
  return label;
}

afterEach(async () => {
  await changeLocale('de_DE');
});

describe('LineChart', () => {
  it('ends the newest month’s label at the plot’s edge and centres the others under their points', () => {
    render(<LineChart title="Besuche" categories={months} series={series} formatValue={String} />);
    expect(monthLabel('Dezember 2026')).toHaveAttribute('text-anchor', 'end');
    expect(Number(monthLabel('Dezember 2026').getAttribute('x'))).toBeLessThanOrEqual(640);
    expect(monthLabel('Juli 2026')).toHaveAttribute('text-anchor', 'middle');
  });

  it('starts the newest month’s label at the left edge in right-to-left', async () => {
    await changeLocale('ar_SA');
    render(<LineChart title="Besuche" categories={months} series={series} formatValue={String} />);
    const newest = monthLabel('Dezember 2026');
    expect(newest).toHaveAttribute('text-anchor', 'start');
    expect(Number(newest.getAttribute('x'))).toBeGreaterThanOrEqual(0);
  });
});
