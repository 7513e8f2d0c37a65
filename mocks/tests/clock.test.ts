// The mock server's calendar (docs/dates.md): day windows count in the market's zone, month arithmetic keeps to the
// month's last day, and calendar rules accept what some time zone allows.
import { describe, expect, it } from 'vitest';
import { addMonths, calendarDaysOnEarth, isoDate, marketDay } from '../lib/clock';

describe('the mock server’s calendar', () => {
  it('puts an instant on its Berlin day, in winter and summer time and on the nights the clocks change', () => {
    expect(marketDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(marketDay('2026-12-31T22:59:59Z')).toBe('2026-12-31');
    expect(marketDay('2027-06-30T21:59:00Z')).toBe('2027-06-30');
    expect(marketDay('2027-06-30T22:00:00Z')).toBe('2027-07-01');
    expect(marketDay('2027-03-27T23:00:00Z')).toBe('2027-03-28');
    expect(marketDay('2027-10-30T22:30:00Z')).toBe('2027-10-31');
    expect(marketDay(new Date('2027-01-31T23:15:00Z'))).toBe('2027-02-01');
  });

  it('adds months to the same day, or the month’s last day when that month is shorter', () => {
    const day = (text: string, months: number) => isoDate(addMonths(new Date(`${text}T12:00:00Z`), months));
    expect(day('2027-08-31', -6)).toBe('2027-02-28');
    expect(day('2028-02-29', -12)).toBe('2027-02-28');
    expect(day('2028-02-29', -18 * 12)).toBe('2010-02-28');
    expect(day('2027-01-31', 1)).toBe('2027-02-28');
    expect(day('2027-12-31', 3)).toBe('2028-03-31');
  });

  it('knows the earliest and the latest calendar day on earth at an instant', () => {
    const { earliest, latest } = calendarDaysOnEarth(new Date('2026-12-31T23:30:00Z'));
    expect(isoDate(earliest)).toBe('2026-12-31');
    expect(isoDate(latest)).toBe('2027-01-01');
    const noon = calendarDaysOnEarth(new Date('2027-03-01T11:00:00Z'));
    expect(isoDate(noon.earliest)).toBe('2027-02-28');
    expect(isoDate(noon.latest)).toBe('2027-03-02');
  });
});
