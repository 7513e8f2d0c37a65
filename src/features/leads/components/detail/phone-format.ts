import { hasPhoneMetadataForNumbers, loadPhoneMetadataForNumbers } from '@/lib/phone-metadata';
import { fulfilled, suspendUntilSettled, trackSettlement } from '@/lib/thenable';
import type { LeadDetail } from '../../api/leads';

type FormatPhone = (e164: string) => string;

// libphonenumber-js (9 KB gzipped of code, and about 3 KB of metadata for a number's world zone, src/lib/phone.ts)
// is needed on the lead page only where a number is visible: the couple's after the provider's first answer (spec
// point 5), the call-tracking number on the calls tab. It loads then, not with every lead page (issue 23).
let codeLoading: Promise<FormatPhone> | undefined;
let code: FormatPhone | undefined;
const ready = new Map<string, Promise<FormatPhone>>();

/**
 * Starts loading the formatting of these numbers (once per set of numbers); a fulfilled promise when it is there.
 */
export function loadPhoneFormat(e164s: readonly string[]): Promise<FormatPhone> {
  if (code && hasPhoneMetadataForNumbers(e164s)) return fulfilled(code);
  codeLoading ??= import('./phone').then(
    ({ formatPhone }) => (code = formatPhone),
    (error: unknown) => {
      codeLoading = undefined;
      throw error;
    },
  );
  const key = [...e164s].sort().join(',');
  let loading = ready.get(key);
  if (!loading) {
    const formatting = codeLoading;
    // A failed download is not remembered: the next render tries again.
    loading = trackSettlement(
      Promise.all([formatting, loadPhoneMetadataForNumbers(e164s)]).then(
        ([format]) => format,
        (error: unknown) => {
          ready.delete(key);
          throw error;
        },
      ),
    );
    ready.set(key, loading);
  }
  return loading;
}

/** Whether the details tab shows the couple's phone number, and so needs the formatting. */
export function showsPhone(lead: LeadDetail): lead is LeadDetail & { leadDetails: { phone: string } } {
  return lead.leadDetails.contactVisible && Boolean(lead.leadDetails.phone);
}

/** The formatting of these numbers; suspends until it has loaded. */
export function usePhoneFormat(e164s: readonly string[]): FormatPhone {
  // Not React's `use`: see src/lib/thenable.ts.
  return suspendUntilSettled(loadPhoneFormat(e164s));
}

/**
 * For the lead page's first render: suspends while a lead that shows a number waits for the formatting, so the page
 * stays in its loading state instead of showing the raw number and then reflowing.
 */
export function useWaitForPhoneFormat(lead: LeadDetail): void {
  // Not React's `use`: see src/lib/thenable.ts.
  if (showsPhone(lead)) suspendUntilSettled(loadPhoneFormat([lead.leadDetails.phone]));
}
