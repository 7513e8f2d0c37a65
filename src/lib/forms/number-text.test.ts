import { describe, expect, it } from 'vitest';
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
