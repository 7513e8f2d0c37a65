import { describe, expect, it } from 'vitest';
import { formatDuration, waitingSeconds } from './format';

describe('formatDuration', () => {
  it('uses minutes below an hour, hours below two days, days after', () => {
    expect(formatDuration(30, 'de-DE')).toBe('1 Minute');
    expect(formatDuration(59 * 60, 'de-DE')).toBe('59 Minuten');
    expect(formatDuration(3 * 3600 + 1200, 'de-DE')).toBe('3 Stunden');
    expect(formatDuration(47 * 3600, 'de-DE')).toBe('47 Stunden');
    expect(formatDuration(5 * 86_400, 'de-DE')).toBe('5 Tage');
  });
});

describe('waitingSeconds', () => {
  const created = '2026-11-20T08:00:00Z';
  const now = Date.parse('2026-11-20T11:00:00Z');
  it('counts from arrival while a new or pending lead has no answer', () => {
    expect(waitingSeconds({ status: 'new', firstResponseAt: null, createdAt: created }, now)).toBe(3 * 3600);
    expect(waitingSeconds({ status: 'pending', firstResponseAt: null, createdAt: created }, now)).toBe(3 * 3600);
  });
  it('is null once answered, when the lead moved on, or while it is locked', () => {
    expect(waitingSeconds({ status: 'new', firstResponseAt: created, createdAt: created }, now)).toBeNull();
    expect(waitingSeconds({ status: 'rejected', firstResponseAt: null, createdAt: created }, now)).toBeNull();
    expect(
      waitingSeconds({ status: 'new', firstResponseAt: null, createdAt: created, isLocked: true }, now),
    ).toBeNull();
  });
});
