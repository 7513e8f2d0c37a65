import { use } from 'react';
import type { LeadDetail } from '../../api/leads';

type FormatPhone = (e164: string) => string;

// libphonenumber-js with its metadata (28 KB gzipped) is needed on the details tab only when the couple's number is
// visible (after the provider's first answer, spec point 5): it loads then, not with every lead page (issue 23).
let loading: Promise<FormatPhone> | undefined;
let loaded: FormatPhone | undefined;

/** Starts loading the phone formatting (once). */
export function loadPhoneFormat(): Promise<FormatPhone> {
  loading ??= import('./phone').then(({ formatPhone }) => (loaded = formatPhone));
  return loading;
}

/** Whether the details tab shows the couple's phone number, and so needs the formatting. */
export function showsPhone(lead: LeadDetail): boolean {
  return lead.leadDetails.contactVisible && Boolean(lead.leadDetails.phone);
}

/** The phone formatting; suspends until it has loaded. */
export function usePhoneFormat(): FormatPhone {
  return loaded ?? use(loadPhoneFormat());
}

/**
 * For the lead page's first render: suspends while a lead that shows a number waits for the formatting, so the page
 * stays in its loading state instead of showing the raw number and then reflowing.
 */
export function useWaitForPhoneFormat(lead: LeadDetail): void {
  if (!loaded && showsPhone(lead)) use(loadPhoneFormat());
}
