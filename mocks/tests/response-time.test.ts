import { describe, expect, it } from 'vitest';
import {
  addBusinessSeconds,
  berlinMonth,
  berlinOffsetMinutes,
  berlinParts,
  berlinTime,
  businessSecondsBetween,
  isBusinessTime,
} from '../lib/response-time';

const HOUR = 3600;

/** A German wall-clock time, e.g. berlin('2026-11-20 18:00'). */
function berlin(wallClock: string): Date {
  const [date = '', time = '00:00'] = wallClock.split(' ');
  const [y, m, d] = date.split('-').map(Number);
  const [hh, mm] = time.split(':').map(Number);
  return berlinTime(y as number, m as number, d as number, hh as number, mm as number);
}

describe('German local time', () => {
  it('is UTC+1 in winter and UTC+2 in summer, switching on the last Sundays of March and October at 01:00 UTC', () => {
    expect(berlinOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-03-29T00:59:59Z'))).toBe(60);
    expect(berlinOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T00:59:59Z'))).toBe(120);
    expect(berlinOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(60);
  });

  it('agrees with the time-zone database for every hour of 2025 to 2028', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2029, 0, 1); t += 3_600_000 + 17 * 60_000) {
      const date = new Date(t);
      const parts = Object.fromEntries(format.formatToParts(date).map((p) => [p.type, p.value]));
      const mine = berlinParts(date);
      expect([mine.year, mine.month, mine.day, mine.hour, mine.minute]).toEqual([
        Number(parts.year),
        Number(parts.month),
        Number(parts.day),
        Number(parts.hour),
        Number(parts.minute),
      ]);
    }
  });

  it('turns wall-clock times into instants on both sides of a change', () => {
    expect(berlin('2026-03-27 18:00').toISOString()).toBe('2026-03-27T17:00:00.000Z');
    expect(berlin('2026-03-30 09:00').toISOString()).toBe('2026-03-30T07:00:00.000Z');
    expect(berlinMonth(new Date('2026-10-31T23:30:00Z'))).toBe('2026-11');
  });
});

describe('businessSecondsBetween (Monday-Friday 08:00-19:00 Europe/Berlin)', () => {
  it('counts Friday 18:00 to Monday 09:00 as 2 business hours', () => {
    expect(businessSecondsBetween(berlin('2026-11-20 18:00'), berlin('2026-11-23 09:00'))).toBe(2 * HOUR);
  });

  it('starts counting at 08:00: a lead at 07:30 answered at 08:01 waited 60 seconds', () => {
    expect(businessSecondsBetween(berlin('2026-11-18 07:30'), berlin('2026-11-18 08:01'))).toBe(60);
  });

  it('stops counting at 19:00: a lead at 18:59 answered at 19:59 waited 60 seconds', () => {
    expect(businessSecondsBetween(berlin('2026-11-18 18:59'), berlin('2026-11-18 19:59'))).toBe(60);
  });

  it('counts nothing between 19:00 and 08:00 or at the weekend', () => {
    expect(businessSecondsBetween(berlin('2026-11-18 19:00'), berlin('2026-11-19 08:00'))).toBe(0);
    expect(businessSecondsBetween(berlin('2026-11-21 00:00'), berlin('2026-11-23 00:00'))).toBe(0);
    expect(businessSecondsBetween(berlin('2026-11-20 19:00'), berlin('2026-11-23 08:00'))).toBe(0);
  });

  it('counts a lead from Saturday evening answered on Monday at 08:30 as 30 minutes (document example)', () => {
    expect(businessSecondsBetween(berlin('2026-11-21 20:15'), berlin('2026-11-23 08:30'))).toBe(30 * 60);
  });

  it('counts a whole week as five days of eleven hours', () => {
    expect(businessSecondsBetween(berlin('2026-11-16 00:00'), berlin('2026-11-23 00:00'))).toBe(5 * 11 * HOUR);
  });

  it('counts inside one business day exactly', () => {
    expect(businessSecondsBetween(berlin('2026-11-18 10:00'), berlin('2026-11-18 10:00'))).toBe(0);
    expect(businessSecondsBetween(new Date('2026-11-18T09:00:00Z'), new Date('2026-11-18T09:00:59.600Z'))).toBe(60);
    expect(businessSecondsBetween(berlin('2026-11-18 10:00'), berlin('2026-11-18 12:30'))).toBe(2.5 * HOUR);
  });

  it('answers 0 when the answer is not after the request', () => {
    expect(businessSecondsBetween(berlin('2026-11-18 12:00'), berlin('2026-11-18 11:00'))).toBe(0);
  });

  it('is right in the week summer time begins (clocks jump on Sunday 29 March 2026)', () => {
    // 62 hours of UTC time, but only Friday 18-19 and Monday 08-09 count.
    expect(businessSecondsBetween(berlin('2026-03-27 18:00'), berlin('2026-03-30 09:00'))).toBe(2 * HOUR);
    // Monday 07:30 CEST is 05:30 UTC; a naive UTC+1 reading would call it 06:30 and count nothing.
    expect(businessSecondsBetween(new Date('2026-03-30T05:30:00Z'), new Date('2026-03-30T06:30:00Z'))).toBe(30 * 60);
    expect(businessSecondsBetween(berlin('2026-03-23 00:00'), berlin('2026-04-06 00:00'))).toBe(10 * 11 * HOUR);
  });

  it('is right in the week summer time ends (clocks go back on Sunday 25 October 2026)', () => {
    expect(businessSecondsBetween(berlin('2026-10-23 18:00'), berlin('2026-10-26 09:00'))).toBe(2 * HOUR);
    // Monday 07:30 CET is 06:30 UTC; reading it as CEST would count an hour too much.
    expect(businessSecondsBetween(new Date('2026-10-26T06:30:00Z'), new Date('2026-10-26T08:00:00Z'))).toBe(HOUR);
    expect(businessSecondsBetween(berlin('2026-10-19 00:00'), berlin('2026-11-02 00:00'))).toBe(10 * 11 * HOUR);
  });
});

describe('addBusinessSeconds', () => {
  it('moves through business time only', () => {
    expect(addBusinessSeconds(berlin('2026-11-20 18:30'), HOUR).toISOString()).toBe(
      berlin('2026-11-23 08:30').toISOString(),
    );
    expect(addBusinessSeconds(berlin('2026-11-21 12:00'), 60).toISOString()).toBe(
      berlin('2026-11-23 08:01').toISOString(),
    );
    expect(addBusinessSeconds(berlin('2026-03-27 18:00'), 2 * HOUR).toISOString()).toBe(
      berlin('2026-03-30 09:00').toISOString(),
    );
  });

  it('is the inverse of businessSecondsBetween', () => {
    const start = berlin('2026-10-21 16:45');
    for (const seconds of [1, 59, 3600, 11 * HOUR, 30 * HOUR + 17, 200 * HOUR]) {
      const end = addBusinessSeconds(start, seconds);
      expect(businessSecondsBetween(start, end)).toBe(seconds);
      expect(isBusinessTime(new Date(end.getTime() - 1))).toBe(true);
    }
  });
});
