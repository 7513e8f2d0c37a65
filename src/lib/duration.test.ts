import { describe, expect, it } from 'vitest';
import { durationParts, formatDuration } from './duration';

const MINUTE = 60;
const HOUR = 3600;
const DAY = 86_400;

describe('formatDuration: one rule for every duration the portal shows', () => {
  it.each([
    ['no time at all', 0, '0 Min.', '0 د'],
    ['a few seconds: at least a minute, never "0 Min."', 20, '1 Min.', '1 د'],
    ['59 minutes 29 seconds: down to the minute', 59 * MINUTE + 29, '59 Min.', '59 د'],
    ['59.5 minutes: up to the hour, never "60 Min."', 59.5 * MINUTE, '1 Std.', '1 س'],
    ['an exact hour', HOUR, '1 Std.', '1 س'],
    ['exact hours', 6 * HOUR, '6 Std.', '6 س'],
    ['hours and minutes', 6 * HOUR + 58 * MINUTE, '6 Std. 58 Min.', '6 س و58 د'],
    ['minutes rounded to the nearest', 6 * HOUR + 57 * MINUTE + 40, '6 Std. 58 Min.', '6 س و58 د'],
    ['23 hours 59 minutes 20 seconds', 23 * HOUR + 59 * MINUTE + 20, '23 Std. 59 Min.', '23 س و59 د'],
    ['23 hours 59.6 minutes: a day, never "24 Std."', 23 * HOUR + 59.6 * MINUTE, '1 Tag', 'يوم'],
    ['a day and hours, to the nearest hour', DAY + 3 * HOUR + 20 * MINUTE, '1 Tag 3 Std.', 'يوم و3 س'],
    ['a day and 23 hours 40 minutes: two days', DAY + 23 * HOUR + 40 * MINUTE, '2 Tage', 'يومان'],
    ['days', 5 * DAY + 2 * HOUR, '5 Tage 2 Std.', '5 أيام و2 س'],
  ])('%s', (_case, seconds, german, arabic) => {
    expect(formatDuration(seconds, 'de-DE')).toBe(german);
    expect(formatDuration(seconds, 'ar-SA')).toBe(arabic);
  });

  it('writes the units out in the long form with the same figures', () => {
    expect(formatDuration(6 * HOUR + 58 * MINUTE, 'de-DE', { unitDisplay: 'long' })).toBe('6 Stunden 58 Minuten');
    expect(formatDuration(59.5 * MINUTE, 'de-DE', { unitDisplay: 'long' })).toBe('1 Stunde');
    expect(formatDuration(6 * HOUR + 58 * MINUTE, 'ar-AE', { unitDisplay: 'long' })).toBe('6 ساعات و58 دقيقة');
  });

  it('speaks every language of the portal with Latin digits', () => {
    const seconds = 6 * HOUR + 58 * MINUTE;
    expect(formatDuration(seconds, 'en-US')).toBe('6 hr 58 min');
    expect(formatDuration(seconds, 'en-AU')).toBe('6 hrs 58 mins');
    expect(formatDuration(seconds, 'en-CA')).toBe('6 hrs 58 mins');
    expect(formatDuration(seconds, 'en-SA')).toBe('6 hr 58 min');
    expect(formatDuration(seconds, 'tr-TR')).toBe('6 sa. 58 dk.');
    expect(formatDuration(seconds, 'ar-AE')).toBe('6 س و58 د');
    expect(formatDuration(DAY + HOUR, 'en-US')).toBe('1 day 1 hr');
  });

  it('gives the figures largest unit first, without a zero part', () => {
    expect(durationParts(2 * HOUR)).toEqual([{ unit: 'hour', value: 2 }]);
    expect(durationParts(2 * DAY)).toEqual([{ unit: 'day', value: 2 }]);
    expect(durationParts(HOUR + 30)).toEqual([
      { unit: 'hour', value: 1 },
      { unit: 'minute', value: 1 },
    ]);
    // Nothing to show for a value that is not a duration: no time.
    expect(durationParts(Number.NaN)).toEqual([{ unit: 'minute', value: 0 }]);
    expect(durationParts(-5)).toEqual([{ unit: 'minute', value: 0 }]);
  });
});
