/**
 * libphonenumber-js's metadata split by world zone, the first digit of a calling code: each part is valid
 * metadata for the countries and non-geographic codes of its zone. Used by `npm run gen:phone-countries` and by the
 * test that compares the committed parts with the library (src/lib/phone-countries.test.ts).
 * @param {{ version: number, country_calling_codes: Record<string, string[]>, countries: Record<string, unknown>, nonGeographic?: Record<string, unknown> }} metadata
 * @returns {Map<string, object>}
 */
export function phoneMetadataZones(metadata) {
  const zones = new Map();
  for (const [callingCode, countries] of Object.entries(metadata.country_calling_codes)) {
    const zone = callingCode[0];
    if (!zones.has(zone))
      zones.set(zone, { version: metadata.version, country_calling_codes: {}, countries: {}, nonGeographic: {} });
    const part = zones.get(zone);
    part.country_calling_codes[callingCode] = countries;
    for (const country of countries)
      if (metadata.countries[country]) part.countries[country] = metadata.countries[country];
    if (metadata.nonGeographic?.[callingCode]) part.nonGeographic[callingCode] = metadata.nonGeographic[callingCode];
  }
  return new Map([...zones].sort(([a], [b]) => a.localeCompare(b)));
}
