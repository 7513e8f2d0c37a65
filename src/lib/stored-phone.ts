// A stored number in a form's field, without libphonenumber-js in the page's code (issue 23). A form shows a stored
// E.164 number in national form with its country; that needs the library's code (about 9 KB gzipped) and the
// metadata of the number's world zone (about 3 KB). Both load only when there is a number to show: an empty field
// (an applicant who has not entered one yet, an info page tab without the phone) needs neither, and the form's rules
// bring the library with the whole metadata after the first paint anyway (src/lib/phone.ts).
//
// As with the metadata, reading is synchronous and throws when its code is not there, so a forgotten load fails a
// test instead of showing a number wrongly; a failed download is not remembered: the next call tries again.
import type { CountryCode } from 'libphonenumber-js/core';
import { DEFAULT_PHONE_COUNTRY, isCountryCode } from './phone-countries';
import { hasPhoneMetadataForNumbers, loadPhoneMetadataForNumbers, numberZone } from './phone-metadata';
import type * as PhoneModule from './phone';
import { fulfilled, suspendUntilSettled, trackSettlement } from './thenable';

type PhoneReading = typeof PhoneModule;

let reading: PhoneReading | undefined;
/** Each set of zones a page asked for, with the library's code: the same set gives the same promise. */
const downloads = new Map<string, Promise<void>>();
const LOADED = fulfilled(undefined);

const storedNumbers = (numbers: ReadonlyArray<string | null | undefined>): string[] =>
  numbers.filter((number): number is string => typeof number === 'string' && number !== '');

/**
 * Loads what showing these stored numbers in a form needs: the library's code and their zones' metadata. Nothing
 * when no number is stored; a fulfilled promise, which a render reads at once, when all is there.
 */
export function loadStoredPhones(numbers: ReadonlyArray<string | null | undefined>): Promise<void> {
  const stored = storedNumbers(numbers);
  if (stored.length === 0 || (reading && hasPhoneMetadataForNumbers(stored))) return LOADED;
  const key = [...new Set(stored.map((number) => numberZone(number)))].sort().join();
  let loading = downloads.get(key);
  if (!loading) {
    loading = trackSettlement(
      Promise.all([import('./phone'), loadPhoneMetadataForNumbers(stored)]).then(
        ([module]) => void (reading = module),
        (error: unknown) => {
          downloads.delete(key);
          throw error;
        },
      ),
    );
    downloads.set(key, loading);
  }
  return loading;
}

/** For a form whose default values show stored numbers: suspends until `loadStoredPhones` is done. */
export function useStoredPhones(numbers: ReadonlyArray<string | null | undefined>): void {
  // Not React's `use`: see src/lib/thenable.ts.
  suspendUntilSettled(loadStoredPhones(numbers));
}

/**
 * A stored number as a form's field shows it: the national form and its country (`countryCode` when the server
 * stores one). No number: an empty field in that country, or Germany. A number needs `loadStoredPhones` first.
 */
export function storedPhoneForm(
  e164: string | null | undefined,
  countryCode?: string | null,
): { number: string; country: CountryCode } {
  if (!e164)
    return { number: '', country: countryCode && isCountryCode(countryCode) ? countryCode : DEFAULT_PHONE_COUNTRY };
  if (!reading) throw new Error('The phone library is not loaded (loadStoredPhones)');
  return reading.fromE164(e164, countryCode ?? undefined);
}
