// Types of ./phone-zones.mjs for src/lib/phone-countries.test.ts.
export function phoneMetadataZones(metadata: object): Map<string, object>;
