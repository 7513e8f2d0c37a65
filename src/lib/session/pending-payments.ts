import type { AccessToken } from './session-query';

export type PendingPayment = AccessToken['pendingPayments'][number];

/** Today's date (`YYYY-MM-DD`) in the user's time zone: a payment due today is not overdue yet. */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Whether a pending payment of the login is overdue: its due date has passed (docs/payments.md, "Checkout"). */
export function isOverdue(payment: Pick<PendingPayment, 'dueDate'>, now: Date): boolean {
  return payment.dueDate < localIsoDate(now);
}

/**
 * The login's pending payments that make /checkout required: overdue ones, except in the admin's switch-user
 * mode (support looks at the account; it does not pay for the customer).
 */
export function requiredCheckoutPayments(accessToken: AccessToken, now: Date): PendingPayment[] {
  if (accessToken.isSwitchedUser) return [];
  return accessToken.pendingPayments.filter((payment) => isOverdue(payment, now));
}
