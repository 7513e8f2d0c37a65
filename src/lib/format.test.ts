import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '@/i18n';
import {
  formatDate,
  formatDateTime,
  formatFileSize,
  formatMoney,
  formatMonth,
  formatNumber,
  formatPercent,
  formatToastDate,
} from './format';

// The test setup starts i18n in German; a test that switches the language switches back.
afterEach(() => changeLocale('de_DE', { persist: false }));

describe('dates', () => {
  it('writes the display date, date-time, toast date and month in German', () => {
    expect(formatDate('2027-06-14')).toBe('14 Juni 2027');
    expect(formatDate('2027-03-02T10:00:00')).toBe('02 März 2027');
    expect(formatDateTime('2027-06-14T09:30:00')).toBe('14 Juni 2027, 09:30');
    expect(formatToastDate('2027-06-14')).toBe('14.06.2027');
    expect(formatMonth('2027-06')).toBe('Juni 2027');
  });

  it('gives nothing for a missing date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it('follows the UI language', async () => {
    await changeLocale('en_US', { persist: false });
    expect(formatDate('2027-06-14')).toBe('14 Jun 2027');
    expect(formatMonth('2027-06')).toBe('June 2027');
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

  it('writes file sizes in kilobytes below a megabyte', () => {
    expect(formatFileSize(812_000)).toBe('812 kB');
    expect(formatFileSize(200)).toBe('1 kB');
    expect(formatFileSize(1_240_000)).toBe('1,2 MB');
  });
});
