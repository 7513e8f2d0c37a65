// The portal's calendar days (docs/dates.md): today is the day in the user's time zone, and the rules built on it
// hold at the edges of months, years and leap years. `npm run test:clock` runs these in several time zones.
import dayjs from 'dayjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { birthDateRange } from '@/components/customer-user/customer-user-form';
import { expireWindow } from '@/components/catalogs/price-rules';
import {
  addDays,
  addMonths,
  apiDate,
  isApiDate,
  marketDay,
  marketToday,
  monthIndex,
  monthOfIndex,
  parseInstant,
  today,
  yearsBefore,
} from './calendar-day';
import { weekday } from './calendar-weeks';
import { secondsSince } from './date-time';

/** The calendar day of an instant in the process's time zone, by the Intl API: an oracle independent of the code. */
function dayInOwnZone(instant: Date): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );
}

afterEach(() => {
  vi.useRealTimers();
});

describe('today', () => {
  it('is the calendar day in the user’s time zone, not in UTC, around New Year and the clock changes', () => {
    for (const instant of [
      '2026-12-31T23:30:00Z', // Berlin, Istanbul and Riyadh already in 2027
      '2027-01-01T00:30:00Z',
      '2027-03-28T00:50:00Z', // Berlin's clocks go forward at 01:00 UTC
      '2027-10-31T00:50:00Z', // and back at 01:00 UTC
      '2028-02-29T22:30:00Z', // 1 March east of UTC
    ]) {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(instant) });
      expect(today()).toBe(dayInOwnZone(new Date(instant)));
    }
  });

  it('has the market’s day (Berlin) for the statistics, whatever the user’s time zone', () => {
    // 00:30 in Riyadh on 1 July is 23:30 on 30 June in Berlin.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2027-06-30T21:30:00Z') });
    expect(marketToday()).toBe('2027-06-30');
    vi.setSystemTime(new Date('2027-06-30T22:00:00Z'));
    expect(marketToday()).toBe('2027-07-01');
  });

  it('follows a pinned clock: one instant for every rule', () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2027, 0, 1, 0, 30) });
    expect(today()).toBe('2027-01-01');
    expect(expireWindow()).toEqual({ min: '2026-12-31', max: '2027-04-01' });
    expect(birthDateRange()).toEqual({ min: '1927-01-01', max: '2009-01-01' });
  });
});

describe('calendar arithmetic', () => {
  it('counts days across month, year and leap-day edges, whatever the clocks do that night', () => {
    expect(addDays('2027-01-31', 1)).toBe('2027-02-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-03-28', 1)).toBe('2027-03-29');
    expect(addDays('2027-10-31', -1)).toBe('2027-10-30');
  });

  it('goes back whole years to the same day, 29 February to 28 February', () => {
    expect(yearsBefore('2028-02-29', 18)).toBe('2010-02-28');
    expect(yearsBefore('2028-02-29', 4)).toBe('2024-02-29');
    expect(yearsBefore('2027-12-31', 100)).toBe('1927-12-31');
  });

  it('writes a local day with Latin digits', () => {
    expect(apiDate(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });

  // dayjs (the card's date library, docs/decisions/0008) is the oracle: the module counts as it does.
  it('adds days and months, and names the weekday, as dayjs does on every day of two years', () => {
    for (let day = dayjs('2027-01-01'); day.isBefore('2029-01-01'); day = day.add(1, 'day')) {
      const iso = day.format('YYYY-MM-DD');
      expect(weekday(iso)).toBe(day.day());
      for (const days of [-7, -1, 1, 7, 29]) expect(addDays(iso, days)).toBe(day.add(days, 'day').format('YYYY-MM-DD'));
      for (const months of [-12, -6, -1, 1, 3, 12])
        expect(addMonths(iso, months)).toBe(day.add(months, 'month').format('YYYY-MM-DD'));
    }
  });

  it('counts months as numbers and writes them back', () => {
    expect(monthIndex('2027-01-31')).toBe(2027 * 12);
    expect(monthIndex('2026-12')).toBe(2027 * 12 - 1);
    expect(monthOfIndex(monthIndex('2027-01-15') - 1)).toBe('2026-12');
    expect(monthOfIndex(monthIndex('2027-12-01') + 1)).toBe('2028-01');
  });
});

describe('reading dates', () => {
  it('takes an API date only when the day exists', () => {
    for (const day of ['2027-01-31', '2028-02-29', '2027-12-31']) expect(isApiDate(day)).toBe(true);
    for (const text of ['2027-02-29', '2027-02-30', '2027-04-31', '2027-13-01', '2027-00-10', '2027-1-5', '', 'x'])
      expect(isApiDate(text)).toBe(false);
  });

  it('reads an API date as local midnight and a date-time as its instant', () => {
    expect(parseInstant('2027-06-14')).toEqual(new Date(2027, 5, 14));
    expect(parseInstant('2027-06-14T08:30:00Z').toISOString()).toBe('2027-06-14T08:30:00.000Z');
    expect(parseInstant('2027-06-14T10:30')).toEqual(new Date(2027, 5, 14, 10, 30));
    expect(Number.isNaN(parseInstant('gestern').getTime())).toBe(true);
  });

  it('counts whole seconds since an instant, never below 0', () => {
    const now = Date.parse('2027-06-14T08:30:00Z');
    expect(secondsSince('2027-06-14T08:00:00.900Z', now)).toBe(1799);
    expect(secondsSince('2027-06-14T09:00:00Z', now)).toBe(0);
  });

  it('puts an instant on the market’s day (Berlin) on the nights the clocks change', () => {
    expect(marketDay(new Date('2027-03-27T22:59:00Z'))).toBe('2027-03-27');
    expect(marketDay(new Date('2027-03-27T23:00:00Z'))).toBe('2027-03-28');
    expect(marketDay(new Date('2027-10-30T21:59:00Z'))).toBe('2027-10-30');
    expect(marketDay(new Date('2027-10-30T22:00:00Z'))).toBe('2027-10-31');
  });
});

describe('date rules at the edges', () => {
  it('lets a catalogue expire from yesterday to three months ahead, shortened to the month’s last day', () => {
    expect(expireWindow('2027-01-31')).toEqual({ min: '2027-01-30', max: '2027-04-30' });
    expect(expireWindow('2027-03-01')).toEqual({ min: '2027-02-28', max: '2027-06-01' });
    expect(expireWindow('2027-11-30')).toEqual({ min: '2027-11-29', max: '2028-02-29' });
    expect(expireWindow('2027-01-01')).toEqual({ min: '2026-12-31', max: '2027-04-01' });
  });

  it('takes a birth date from 100 to 18 years ago: not someone whose 18th birthday is tomorrow', () => {
    expect(birthDateRange('2027-01-01')).toEqual({ min: '1927-01-01', max: '2009-01-01' });
    // On a leap day: born on 1 March 2010, 18 tomorrow; born on 28 February 2010, 18 since yesterday.
    expect(birthDateRange('2028-02-29')).toEqual({ min: '1928-02-29', max: '2010-02-28' });
  });
});
