import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadFeatureTexts } from '@/i18n';
import { formatDuration, formatWaitingTime, waitingSeconds } from './format';

// These texts belong to features and load with their pages; here they are read without one.
beforeAll(() => loadFeatureTexts('leads'));

describe('formatDuration', () => {
  it('uses minutes below an hour, hours below two days, days after', () => {
    expect(formatDuration(30, 'de-DE')).toBe('1 Minute');
    expect(formatDuration(59 * 60, 'de-DE')).toBe('59 Minuten');
    expect(formatDuration(3 * 3600 + 1200, 'de-DE')).toBe('3 Stunden');
    expect(formatDuration(47 * 3600, 'de-DE')).toBe('47 Stunden');
    expect(formatDuration(5 * 86_400, 'de-DE')).toBe('5 Tage');
  });
});

describe('formatWaitingTime', () => {
  afterEach(() => changeLocale('de_DE', { persist: false }));
  const waiting = (seconds: number) => `wartet seit ${formatWaitingTime(seconds, i18n.t)}`;

  it('writes the German dative after "seit", singular and plural', () => {
    expect(waiting(30)).toBe('wartet seit 1 Minute');
    expect(waiting(5 * 60)).toBe('wartet seit 5 Minuten');
    expect(waiting(3600)).toBe('wartet seit 1 Stunde');
    expect(waiting(2 * 3600)).toBe('wartet seit 2 Stunden');
    expect(waiting(47 * 3600)).toBe('wartet seit 47 Stunden');
    expect(waiting(3 * 86_400)).toBe('wartet seit 3 Tagen');
  });

  it('writes "seit 1 Tag" for a single day', () => {
    // Below two days the time is told in hours; a day count of one is reached through the plural form only.
    expect(i18n.t('leads.waitingTime.days', { count: 1 })).toBe('1 Tag');
  });

  it("follows each language's plural forms, with the portal's Latin digits in Arabic", async () => {
    await changeLocale('en_US', { persist: false });
    expect(formatWaitingTime(3600, i18n.t)).toBe('1 hour');
    expect(formatWaitingTime(3 * 86_400, i18n.t)).toBe('3 days');
    await changeLocale('ar_SA', { persist: false });
    expect(formatWaitingTime(2 * 3600, i18n.t)).toBe('ساعتين');
    expect(formatWaitingTime(3 * 86_400, i18n.t)).toBe('3 أيام');
    expect(formatWaitingTime(31 * 86_400, i18n.t)).toBe('31 يومًا');
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
