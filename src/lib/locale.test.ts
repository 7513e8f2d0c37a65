import { describe, expect, it } from 'vitest';
import { localeChain, nativeLanguageNames } from './locale';

describe('nativeLanguageNames', () => {
  it('names each language in itself', () => {
    const names = nativeLanguageNames(['de_DE', 'tr_TR', 'ar_SA', 'en_US']);
    expect([...names.values()]).toEqual(['Deutsch', 'Türkçe', 'العربية', 'English']);
  });

  it('adds the region where two locales share a language', () => {
    const names = nativeLanguageNames(['de_DE', 'en_US', 'en_AU']);
    expect(names.get('de_DE')).toBe('Deutsch');
    expect(names.get('en_US')).toBe('English (United States)');
    expect(names.get('en_AU')).toBe('English (Australia)');
  });
});

describe('localeChain', () => {
  it('reads a regional variant over its parent (src/lib/locale-parents.json), German left to i18next', () => {
    expect(localeChain('en_AU')).toEqual(['en_AU', 'en_US']);
    expect(localeChain('ar_SA')).toEqual(['ar_SA', 'ar_AE']);
    expect(localeChain('tr_TR')).toEqual(['tr_TR']);
    expect(localeChain('de_DE')).toEqual(['de_DE']);
  });
});
