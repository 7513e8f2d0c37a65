// Spec point 8: each payment failure has its own message and way out. The codes are the document's
// (POST /payments/{id}/pay and /three-d-secure); the texts are `payments.errors.<kind>.*` (message and recovery).
import { isApiError } from '@/api/api-error';
import { getRuntimeConfig } from '@/lib/runtime-config';

export type PaymentErrorKind =
  'alreadyPaid' | 'paymentFailed' | 'invalidRedirect' | 'threeDFormNotFound' | 'cardNotFound' | 'threeDExpired';

/** The point-8 failure behind an error of paying, or null for any other (field errors, network, rights). */
export function paymentErrorKind(error: unknown): PaymentErrorKind | null {
  if (!isApiError(error)) return null;
  switch (error.code) {
    case 'ALREADY_PAID':
      return 'alreadyPaid';
    case 'PAYMENT_FAILED':
      return 'paymentFailed';
    case 'INVALID_3D_REDIRECT_URL':
      return 'invalidRedirect';
    case 'THREE_D_FORM_NOT_FOUND':
      return 'threeDFormNotFound';
    case 'CARD_NOT_FOUND':
      return 'cardNotFound';
    default:
      // The 3-D Secure token was refused (used, expired): error format 1 on redirectResult.
      return 'redirectResult' in error.fieldErrors ? 'threeDExpired' : null;
  }
}

/**
 * Whether the portal may send the browser to the bank's 3-D Secure address: https on another origin; an origin
 * the runtime configuration lists in `threeDSecureOrigins` (the production preview's mock bank, docs/payments.md);
 * in mock mode also the mock's bank page (`/__mock/…`). Anything else is the point-8 failure "invalid
 * 3D redirect URL": the portal never leaves for an address it cannot vouch for.
 */
export function isAllowedThreeDSecureUrl(value: string | null, origin = window.location.origin): value is string {
  if (!value) return false;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const config = getRuntimeConfig();
  if (/^https?:$/.test(url.protocol) && config.threeDSecureOrigins.includes(url.origin)) return true;
  // The mock's bank page: in the browser beside the portal, in Node tests on the mock's own address.
  if (config.mockApi && /^https?:$/.test(url.protocol) && url.pathname.startsWith('/__mock/')) return true;
  return url.protocol === 'https:' && url.origin !== origin;
}
