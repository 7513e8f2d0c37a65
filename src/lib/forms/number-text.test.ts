import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES, toLanguageTag } from '@/lib/locale';
import { formatNumberText, parseNumberText } from './number-text';

describe('number texts in the UI language', () => {
  it('reads German amounts with thousands dots and a decimal comma', () => {
    expect(parseNumberText('18.000,50', 'de-DE')).toBe(18000.5);
    expect(parseNumberText('18000', 'de-DE')).toBe(18000);
    expect(parseNumberText(' 1.234.567 ', 'de-DE')).toBe(1234567);
    expect(parseNumberText('-5', 'de-DE')).toBe(-5);
    expect(parseNumberText('', 'de-DE')).toBeNull();
  });

  it('refuses what is not a number in the language instead of guessing', () => {
    expect(parseNumberText('18000.5', 'de-DE')).toBeNaN();
    expect(parseNumberText('18.00', 'de-DE')).toBeNaN();
    expect(parseNumberText('1,2,3', 'de-DE')).toBeNaN();
    expect(parseNumberText('zwölf', 'de-DE')).toBeNaN();
    expect(parseNumberText('5,', 'de-DE')).toBeNaN();
    expect(parseNumberText('2.000 000', 'de-DE')).toBeNaN();
  });

  it('reads what a German reader means by thousands dots, a decimal comma or spaces (issue 35)', () => {
    expect(parseNumberText('2.000', 'de-DE')).toBe(2000);
    expect(parseNumberText('1.760', 'de-DE')).toBe(1760);
    expect(parseNumberText('1.760,50', 'de-DE')).toBe(1760.5);
    expect(parseNumberText('1760,5', 'de-DE')).toBe(1760.5);
    expect(parseNumberText('2 000', 'de-DE')).toBe(2000);
    expect(parseNumberText('2\u00a0000,50', 'de-DE')).toBe(2000.5);
    expect(parseNumberText('2 000.50', 'en-US')).toBe(2000.5);
  });

  it("reads each language's own separators and digits", () => {
    expect(parseNumberText('18,000.50', 'en-US')).toBe(18000.5);
    expect(parseNumberText('18.000,50', 'tr-TR')).toBe(18000.5);
    expect(parseNumberText('18,000.50', 'ar-SA')).toBe(18000.5);
    expect(parseNumberText('18000', 'ar-SA')).toBe(18000);
  });

  it('reads what an Arabic keyboard types, though the portal writes Latin digits', () => {
    expect(parseNumberText('١٨٬٠٠٠٫٥٠', 'ar-SA')).toBe(18000.5);
    expect(parseNumberText('۱۸۰۰۰', 'ar-AE')).toBe(18000);
    expect(formatNumberText(18000.5, 'ar-SA', { decimals: 2, fixedDecimals: true })).toBe('18,000.50');
  });

  it('writes numbers back in the same notation, amounts with both cent digits', () => {
    expect(formatNumberText(18000.5, 'de-DE', { decimals: 2, fixedDecimals: true })).toBe('18.000,50');
    expect(formatNumberText(18000, 'de-DE', { decimals: 2, fixedDecimals: true })).toBe('18.000');
    expect(formatNumberText(18000.5, 'en-US', { decimals: 2, fixedDecimals: true })).toBe('18,000.50');
    expect(formatNumberText(90, 'de-DE')).toBe('90');
    expect(formatNumberText(null, 'de-DE')).toBe('');
    expect(parseNumberText(formatNumberText(-1234.5, 'ar-SA', { decimals: 1 }), 'ar-SA')).toBe(-1234.5);
  });
});

describe('number texts in every language, over generated values', () => {
  const languageTags = SUPPORTED_LOCALES.map(toLanguageTag);
  const languageTag = fc.constantFrom(...languageTags);
  /** Amounts as the portal keeps them: whole cents, up to ten million euros either way. */
  const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });

  it('reads back every amount it writes, with both cent digits', () => {
    fc.assert(
      fc.property(languageTag, cents, (tag, amountInCents) => {
        const amount = amountInCents / 100;
        expect(parseNumberText(formatNumberText(amount, tag, { decimals: 2, fixedDecimals: true }), tag)).toBe(amount);
      }),
    );
  });

  it('reads every whole number written with, without or with spaces for its thousands separators', () => {
    fc.assert(
      fc.property(languageTag, fc.integer({ min: 0, max: 2_000_000_000 }), (tag, value) => {
        const written = formatNumberText(value, tag);
        const digitsOnly = String(value);
        const bySpaces = digitsOnly.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
        expect([written, digitsOnly, bySpaces].map((text) => parseNumberText(text, tag))).toEqual([
          value,
          value,
          value,
        ]);
      }),
    );
  });

  it('never reads a number from a written number spoilt by a letter, a second decimal separator or a short group', () => {
    const spoil = fc.constantFrom(
      (text: string) => `${text}a`,
      (text: string) => `x${text}`,
      (text: string, decimal: string) => `${text}${decimal}5${decimal}5`,
      (text: string, decimal: string) => `${text}${decimal}`,
      (text: string, _decimal: string, group: string) => `1${group}23${group}456${text.replace(/\D/g, '')}`,
    );
    fc.assert(
      fc.property(languageTag, fc.integer({ min: 1_000, max: 99_999_999 }), spoil, (tag, value, spoilt) => {
        const parts = new Intl.NumberFormat(tag).formatToParts(1234.5);
        const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
        const group = parts.find((part) => part.type === 'group')?.value ?? ',';
        expect(parseNumberText(spoilt(formatNumberText(value, tag), decimal, group), tag)).toBeNaN();
      }),
    );
  });
});
