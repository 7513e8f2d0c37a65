import { describe, expect, it } from 'vitest';
import { FIRST_WEEKDAY, monthWeeks, monthWindow, movedDay } from './month';

describe('the month view in the week of each language', () => {
  it('starts November 2026 on Monday in German, Saturday in the Emirates and Sunday in the US', () => {
    // 1 November 2026 is a Sunday.
    expect(monthWindow('2026-11-01', FIRST_WEEKDAY.de_DE)).toEqual({ startDate: '2026-10-26', endDate: '2026-12-06' });
    expect(monthWindow('2026-11-01', FIRST_WEEKDAY.ar_AE)).toEqual({ startDate: '2026-10-31', endDate: '2026-12-04' });
    expect(monthWindow('2026-11-01', FIRST_WEEKDAY.en_US)).toEqual({ startDate: '2026-11-01', endDate: '2026-12-05' });
  });

  it('shows whole weeks of seven days that cover the month', () => {
    for (const firstWeekday of new Set(Object.values(FIRST_WEEKDAY))) {
      const weeks = monthWeeks('2027-02-01', firstWeekday);
      const days = weeks.flat();
      expect(weeks.every((week) => week.length === 7)).toBe(true);
      expect(days).toContain('2027-02-01');
      expect(days).toContain('2027-02-28');
      expect(new Date(`${days[0]}T12:00:00`).getDay()).toBe(firstWeekday);
    }
  });

  it("moves Home and End to the start and end of the language's week", () => {
    // Wednesday, 18 November 2026.
    expect(movedDay('2026-11-18', 'Home', false, FIRST_WEEKDAY.de_DE)).toBe('2026-11-16');
    expect(movedDay('2026-11-18', 'End', false, FIRST_WEEKDAY.de_DE)).toBe('2026-11-22');
    expect(movedDay('2026-11-18', 'Home', true, FIRST_WEEKDAY.ar_AE)).toBe('2026-11-14');
    expect(movedDay('2026-11-18', 'End', true, FIRST_WEEKDAY.ar_AE)).toBe('2026-11-20');
    expect(movedDay('2026-11-18', 'ArrowRight', true, FIRST_WEEKDAY.ar_AE)).toBe('2026-11-17');
  });
});
