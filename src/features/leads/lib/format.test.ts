import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadFeatureTexts } from '@/i18n';
import { formatWaitingTime, waitingSeconds } from './format';

// These texts belong to features and load with their pages; here they are read without one.
beforeAll(() => loadFeatureTexts('leads'));

describe('formatWaitingTime', () => {
  afterEach(() => changeLocale('de_DE', { persist: false }));
  const waiting = (seconds: number) => `wartet seit ${formatWaitingTime(seconds, i18n.t, 'de-DE')}`;

  it('writes the German dative after "seit", singular and plural', () => {
    expect(waiting(30)).toBe('wartet seit 1 Minute');
    expect(waiting(5 * 60)).toBe('wartet seit 5 Minuten');
    expect(waiting(3600)).toBe('wartet seit 1 Stunde');
    expect(waiting(2 * 3600)).toBe('wartet seit 2 Stunden');
    expect(waiting(86_400)).toBe('wartet seit 1 Tag');
    expect(waiting(3 * 86_400)).toBe('wartet seit 3 Tagen');
  });

  it("tells the time by the portal's one rule for durations: hours with minutes, days with hours", () => {
    // The same figures as a response time ("6 Std. 58 Min."), in the words that follow "seit".
    expect(waiting(6 * 3600 + 58 * 60)).toBe('wartet seit 6 Stunden 58 Minuten');
    expect(waiting(59.5 * 60)).toBe('wartet seit 1 Stunde');
    expect(waiting(23 * 3600 + 59.6 * 60)).toBe('wartet seit 1 Tag');
    expect(waiting(47 * 3600 + 20 * 60)).toBe('wartet seit 1 Tag 23 Stunden');
    expect(waiting(2 * 86_400 + 3600)).toBe('wartet seit 2 Tagen 1 Stunde');
  });

  it("follows each language's plural forms, with the portal's Latin digits in Arabic", async () => {
    await changeLocale('en_US', { persist: false });
    expect(formatWaitingTime(3600, i18n.t, 'en-US')).toBe('1 hour');
    expect(formatWaitingTime(3 * 86_400, i18n.t, 'en-US')).toBe('3 days');
    expect(formatWaitingTime(6 * 3600 + 58 * 60, i18n.t, 'en-US')).toBe('6 hours 58 minutes');
    await changeLocale('ar_SA', { persist: false });
    expect(formatWaitingTime(2 * 3600, i18n.t, 'ar-SA')).toBe('ساعتين');
    expect(formatWaitingTime(3 * 86_400, i18n.t, 'ar-SA')).toBe('3 أيام');
    expect(formatWaitingTime(31 * 86_400, i18n.t, 'ar-SA')).toBe('31 يومًا');
    expect(formatWaitingTime(2 * 86_400 + 3 * 3600, i18n.t, 'ar-SA')).toBe('يومين و3 ساعات');
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
