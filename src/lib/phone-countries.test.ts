import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import metadata from 'libphonenumber-js/metadata.min.json';
import { describe, expect, it } from 'vitest';
import { phoneMetadataZones } from '../../scripts/lib/phone-zones.mjs';
import { isCountryCode, phoneCountries } from './phone-countries';

describe('phone countries without the metadata', () => {
  it('are the countries and calling codes libphonenumber-js knows (else run npm run gen:phone-countries)', () => {
    const fromLibrary = getCountries().map((code) => [code, getCountryCallingCode(code)] as const);
    const ours = phoneCountries('de-DE').map((country) => [country.code, country.callingCode] as const);
    expect(new Map(ours)).toEqual(new Map(fromLibrary));
    expect(ours).toHaveLength(fromLibrary.length);
  });

  it('have their metadata in one part per world zone, as the library has it (else run npm run gen:phone-countries)', () => {
    const committed = import.meta.glob<object>('./phone-metadata/zone-*.json', { eager: true, import: 'default' });
    const expected = Object.fromEntries(
      [...phoneMetadataZones(metadata)].map(([zone, part]) => [`./phone-metadata/zone-${zone}.json`, part]),
    );
    expect(committed).toEqual(expected);
    expect(Object.keys(committed)).toHaveLength(9);
  });

  it('are named in the UI language and sorted by name', () => {
    const german = phoneCountries('de-DE');
    expect(german.find((country) => country.code === 'DE')).toEqual({
      code: 'DE',
      name: 'Deutschland',
      callingCode: '49',
    });
    const names = german.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de-DE')));
    expect(phoneCountries('tr-TR').find((country) => country.code === 'DE')?.name).toBe('Almanya');
  });

  it('tell a known country code from anything else', () => {
    expect(isCountryCode('TR')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
    expect(isCountryCode('toString')).toBe(false);
  });
});
