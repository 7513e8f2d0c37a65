// Spec point 8: each payment failure has its own message and way out. The codes are the document's
// (POST /payments/{id}/pay and /three-d-secure); the texts are `payments.errors.<kind>.*` (message and recovery).
import { isApiError } from '@/api/api-error';
import { CreditCardLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { getRuntimeConfig } from '@/lib/runtime-config';

type CreditCard = components['schemas']['CreditCard'];

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

const BRANDS: ReadonlySet<unknown> = new Set(CreditCardLimits.properties.brand.enum);

function isSavedCard(value: unknown): value is CreditCard {
  if (typeof value !== 'object' || value === null) return false;
  const card = new Map(Object.entries(value));
  const is = (key: keyof CreditCard, type: 'number' | 'string' | 'boolean') => typeof card.get(key) === type;
  return (
    is('id', 'number') &&
    is('name', 'string') &&
    is('holderName', 'string') &&
    is('maskedNumber', 'string') &&
    BRANDS.has(card.get('brand')) &&
    is('expiryMonth', 'number') &&
    is('expiryYear', 'number') &&
    is('isPrimary', 'boolean')
  );
}

/**
 * The saved card behind a refusal to save a card a second time (409 CARD_ALREADY_SAVED, its `details.savedCard`),
 * or null for any other error. The API document: POST /customers/{customerId}/credit-cards.
 */
export function alreadySavedCard(error: unknown): CreditCard | null {
  if (!isApiError(error) || error.code !== 'CARD_ALREADY_SAVED') return null;
  const savedCard = error.details?.savedCard;
  return isSavedCard(savedCard) ? savedCard : null;
}
