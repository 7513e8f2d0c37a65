import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLocale, i18n, loadFeatureTexts } from '@/i18n';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatToastDate,
  formatWallClockRange,
} from './format';

// These texts belong to features and load with their pages; here they are read without one.
beforeAll(() => loadFeatureTexts('leads', 'dashboard'));

// The test setup starts i18n in German; a test that switches the language switches back.
afterEach(() => changeLocale('de_DE', { persist: false }));

describe('dates', () => {
  it('writes the display date, date-time, toast date and month in German', () => {
    expect(formatDate('2028-05-20')).toBe('20. Mai 2028');
    expect(formatDate('2026-11-24')).toBe('24. Nov. 2026');
    expect(formatDate('2027-03-02T10:00:00')).toBe('2. März 2027');
    expect(formatDateTime('2027-06-14T09:30:00')).toBe('14. Juni 2027, 09:30');
    expect(formatToastDate('2027-06-14')).toBe('14.06.2027');
    expect(formatMonth('2027-06')).toBe('Juni 2027');
  });

  it('reads a date without a time as that day in the time zone of the user, also west of Greenwich', () => {
    const zone = process.env['TZ'];
    process.env['TZ'] = 'America/Los_Angeles';
    try {
      // A language tag no other test formats with, so its formatter is built in this time zone.
      expect(formatDate('2027-06-14', 'de-AT')).toBe('14. Juni 2027');
      expect(formatToastDate('2027-06-14')).toBe('14.06.2027');
      expect(formatToastDate('2027-06-14T23:30:00-07:00')).toBe('14.06.2027');
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('writes wall-clock spans as they are, on one day and over two, in any time zone of the reader', () => {
    const zone = process.env['TZ'];
    process.env['TZ'] = 'Pacific/Kiritimati';
    try {
      const afternoon = [
        { date: '2027-03-28', time: '14:00' },
        { date: '2027-03-28', time: '18:00' },
      ] as const;
      // 28 March 2027 is the night the clocks change in Berlin: a wall-clock time is not moved by it.
      expect(formatWallClockRange(...afternoon, 'de-DE')).toBe('28. März 2027, 14:00–18:00 Uhr');
      expect(formatWallClockRange({ date: '2027-05-15', time: '18:00' }, { date: '2027-05-16', time: '02:00' })).toBe(
        // Intl sets thin spaces around the dash between two days.
        '15. Mai 2027, 18:00\u2009–\u200916. Mai 2027, 02:00',
      );
      expect(formatWallClockRange(...afternoon, 'ar-AE')).toBe('28 مارس 2027، 14:00–18:00');
      expect(formatWallClockRange(...afternoon, 'en-US')).toBe('Mar 28, 2027, 14:00\u2009–\u200918:00');
    } finally {
      if (zone === undefined) delete process.env['TZ'];
      else process.env['TZ'] = zone;
    }
  });

  it('gives nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('follows the UI language', async () => {
    await changeLocale('en_US', { persist: false });
    expect(formatDate('2027-06-14')).toBe('Jun 14, 2027');
    expect(formatMonth('2027-06')).toBe('June 2027');
    await changeLocale('en_AU', { persist: false });
    expect(formatDate('2026-11-24')).toBe('24 Nov 2026');
    await changeLocale('tr_TR', { persist: false });
    expect(formatDate('2026-11-24')).toBe('24 Kas 2026');
    expect(formatDateTime('2026-11-24T18:05:00')).toBe('24 Kas 2026 18:05');
  });

  it('writes Arabic dates with the same Latin digits in both Arabic locales', async () => {
    for (const locale of ['ar_AE', 'ar_SA'] as const) {
      await changeLocale(locale, { persist: false });
      expect(formatDate('2028-05-20')).toBe('20 مايو 2028');
      expect(formatDateTime('2028-05-20T09:30:00')).toBe('20 مايو 2028، 09:30');
      expect(formatToastDate('2028-05-20')).toBe('20.05.2028');
      expect(formatMonth('2028-05')).toBe('مايو 2028');
    }
  });
});

describe('numbers', () => {
  it('writes euros, numbers and percents in the UI language', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50\u00a0€');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPercent(0.425)).toBe('43\u00a0%');
  });

  it('writes another currency an item names, and another language when asked', () => {
    expect(formatMoney(99, 'CHF')).toBe('99,00\u00a0CHF');
    expect(formatMoney(1234.5, 'EUR', 'en-US')).toBe('€1,234.50');
    expect(formatNumber(1234.5, 'en-US')).toBe('1,234.5');
  });

  it('writes Latin digits in Arabic, in formatted numbers and in the numbers texts interpolate', async () => {
    for (const locale of ['ar_AE', 'ar_SA'] as const) {
      await changeLocale(locale, { persist: false });
      expect(formatNumber(31)).toBe('31');
      expect(formatMoney(12)).toMatch(/^[^\u0660-\u0669]*12[^\u0660-\u0669]*$/);
      // "in the last 6 months, 31 of them unread": the 6 of the text and the interpolated 31 share one system.
      expect(i18n.t('dashboard.pendingLeads.body', { unread: 31 })).toBe('خلال آخر 6 أشهر، منها 31 غير مقروءة');
      expect(i18n.t('leads.list.lockedHint', { count: 12 })).toContain('12');
    }
  });

  it('writes file sizes in kilobytes below a megabyte', () => {
    expect(formatFileSize(812_000)).toBe('812 kB');
    expect(formatFileSize(200)).toBe('1 kB');
    expect(formatFileSize(1_240_000)).toBe('1,2 MB');
  });

  it('writes both units of a file size the same way in Arabic (CLDR abbreviates only the megabyte)', () => {
    const megabytes = formatFileSize(2_500_000, 'ar-AE');
    const kilobytes = formatFileSize(340_000, 'ar-AE');
    expect(megabytes).toContain('ميغابايت');
    expect(kilobytes).toContain('كيلوبايت');
    expect(megabytes).not.toContain('م.ب');
  });
});
