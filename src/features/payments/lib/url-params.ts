// The URL state of the payments pages (src/lib/search-params.ts).
import { defineSearchParams, searchParam } from '@/lib/search-params';

/** The tabs of /providers/{id}/payments, in their order. */
export const PAYMENT_TABS = ['pending', 'past', 'cards'] as const;
export type PaymentTab = (typeof PAYMENT_TABS)[number];

/** /providers/{id}/payments: the open tab (`?tab=`), the pending payments unless it names another. */
export const paymentsParams = defineSearchParams({ tab: searchParam.oneOf(PAYMENT_TABS, 'pending') });

/**
 * Where a payment flow continues (`?next=`, a path of the portal checked by safeRedirect where it is followed) and,
 * on the return from the bank's 3-D Secure page, its `redirectResult`.
 */
export const paymentReturnParams = defineSearchParams({
  next: searchParam.string(),
  redirectResult: searchParam.string(),
});
