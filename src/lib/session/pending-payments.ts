import { apiDate, currentInstant } from '../calendar-day';
import type { AccessToken } from './session-query';

export type PendingPayment = AccessToken['pendingPayments'][number];

/**
 * Whether a payment is overdue: its due date, a calendar day, has passed in the user's time zone; a payment due
 * today is not overdue yet (docs/payments.md, "Checkout"; docs/dates.md).
 */
export function isOverdue(payment: Pick<PendingPayment, 'dueDate'>, now: Date = currentInstant()): boolean {
  return payment.dueDate < apiDate(now);
}

/**
 * The login's pending payments that make /checkout required: overdue ones, except in the admin's switch-user
 * mode (support looks at the account; it does not pay for the customer).
 */
export function requiredCheckoutPayments(accessToken: AccessToken, now: Date = currentInstant()): PendingPayment[] {
  if (accessToken.isSwitchedUser) return [];
  return accessToken.pendingPayments.filter((payment) => isOverdue(payment, now));
}
