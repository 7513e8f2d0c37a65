import { describe, expect, it } from 'vitest';
import { nativeLanguageNames } from './locale';

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
