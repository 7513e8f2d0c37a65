import dayjs from 'dayjs';
import { afterEach, describe, expect, it } from 'vitest';
import { localInputToIso, nowAsLocalInput } from './format';

const zone = process.env['TZ'];
afterEach(() => {
  if (zone === undefined) delete process.env['TZ'];
  else process.env['TZ'] = zone;
});

describe('the local date-time of a reminder or a call, as the API takes it', () => {
  it('keeps the wall-clock time and adds the offset of that moment, in and out of summer time', () => {
    process.env['TZ'] = 'Europe/Berlin';
    expect(localInputToIso('2026-11-24T18:30')).toBe('2026-11-24T18:30:00+01:00');
    expect(localInputToIso('2027-07-01T09:05')).toBe('2027-07-01T09:05:00+02:00');
  });

  it('gives what dayjs gave, on every hour of a year, in Berlin, Los Angeles and Kolkata', () => {
    for (const timeZone of ['Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata']) {
      process.env['TZ'] = timeZone;
      for (let moment = dayjs('2027-01-01T00:00'); moment.isBefore('2028-01-01'); moment = moment.add(1, 'hour')) {
        const input = moment.format('YYYY-MM-DDTHH:mm');
        expect(localInputToIso(input)).toBe(dayjs(input).format());
      }
    }
  });

  it('fills a datetime-local input with the current minute', () => {
    expect(nowAsLocalInput()).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Math.abs(new Date(nowAsLocalInput()).getTime() - Date.now())).toBeLessThan(61_000);
  });
});
