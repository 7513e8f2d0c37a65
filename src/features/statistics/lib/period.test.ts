// The statistics' comparison window: as many calendar months as the chosen window touches, just before them
// (issue 35, point 4: 1.3.–31.5. was compared with November to February, four months against three).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays } from '@/lib/calendar-day';
import { PERIOD_PRESETS, rangeProblem, resolvePeriod } from './period';

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

function monthBefore(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

describe('resolvePeriod', () => {
  it('compares the custom range 1.3.–31.5. with the three months December to February', () => {
    const period = resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-05-31' }, '2026-12-06');
    expect(period.current.monthList).toEqual(['2026-03', '2026-04', '2026-05']);
    expect(period.previous.monthList).toEqual(['2025-12', '2026-01', '2026-02']);
    expect(period.previous.days).toEqual({ createdAtStart: '2025-12-01', createdAtEnd: '2026-02-28' });
    expect(period.endsInRunningMonth).toBe(false);
  });

  it('says when the window ends in the running month', () => {
    expect(resolvePeriod({ period: '6m', from: null, to: null }, '2026-12-06').endsInRunningMonth).toBe(true);
    expect(resolvePeriod({ period: '30d', from: null, to: null }, '2026-12-31').endsInRunningMonth).toBe(true);
  });

  it('gives every preset and every valid custom range a comparison of as many whole months, just before', () => {
    const choice = fc.oneof(
      fc.constantFrom(...PERIOD_PRESETS).map((period) => ({ period, from: null, to: null })),
      fc
        .tuple(fc.integer({ min: 0, max: 400 }), fc.integer({ min: 0, max: 400 }))
        .map(([back, length]) => ({ period: 'custom' as const, back, length })),
    );
    fc.assert(
      fc.property(day, choice, (today, picked) => {
        const request =
          'back' in picked
            ? {
                period: 'custom' as const,
                from: addDays(today, -(picked.back + picked.length)),
                to: addDays(today, -picked.back),
              }
            : picked;
        const { current, previous } = resolvePeriod(request, today);
        expect(previous.monthList).toHaveLength(current.monthList.length);
        expect(current.monthList.length).toBeLessThanOrEqual(12);
        expect(previous.monthList.at(-1)).toBe(monthBefore(current.monthList[0] ?? ''));
        expect(previous.days.createdAtStart).toBe(`${previous.monthList[0]}-01`);
        expect(addDays(previous.days.createdAtEnd, 1)).toBe(`${current.monthList[0]}-01`);
        if (request.period === 'custom' && rangeProblem(request.from, request.to, today) === null) {
          expect(current.days).toEqual({ createdAtStart: request.from, createdAtEnd: request.to });
        }
      }),
    );
  });
});
