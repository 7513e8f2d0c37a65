import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { metadataFor, numberZone, registerPhoneFormatter } from './phone-metadata';

/**
 * "+49 151 12345678": a stored E.164 number in international form; left as it is when it does not parse. Needs the
 * part of the number's zone (`loadPhoneMetadataForNumbers`). Apart from `./phone`, so a page that only shows numbers
 * does not load the countries' calling codes the forms need.
 */
export function formatInternational(e164: string): string {
  const zone = numberZone(e164);
  return (zone && parsePhoneNumberFromString(e164, metadataFor(zone))?.formatInternational()) || e164;
}

registerPhoneFormatter(formatInternational);
