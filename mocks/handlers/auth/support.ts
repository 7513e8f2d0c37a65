// Auth: what the logins share: a new session (access token) for a credential, the customer's unpaid payments it
// names, finding a login by name, random tokens and the Retry-After of a 429.
import type { z } from 'zod';
import { type zAccessTokenPendingPayment } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { addDays, isoDateTime, isoMonth, now } from '../../lib/clock';
import { forbidden } from '../../lib/errors';
import { type CredentialRecord } from '../../lib/session';

type PendingPayment = z.infer<typeof zAccessTokenPendingPayment>;

export function randomToken(prefix: string): string {
  const bytes = new Uint8Array(24);
  crypto.getRandomValues(bytes);
  return `${prefix}_${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
}

export function pendingPayments(customerId: number) {
  // The customer's payments not paid yet (pending, or failed and still owed: what GET /payments?state=pending lists),
  // with what each pays for, the most urgent first. The billing month is the due date's month (the document).
  const payments =
    'payments' in db ? (db as unknown as { payments: { all(): Array<Record<string, unknown>> } }).payments.all() : [];
  return payments
    .filter((p) => p.customerId === customerId && (p.status === 'pending' || p.status === 'failed'))
    .map((p) => ({
      id: p.id as number,
      providerId: p.providerId as number,
      type: p.type as PendingPayment['type'],
      servicePeriod: p.servicePeriod as PendingPayment['servicePeriod'],
      amount: p.amount as number,
      currency: 'EUR',
      dueDate: p.dueDate as string,
      recurringMonth: isoMonth(new Date(`${p.dueDate as string}T00:00:00Z`)),
    }))
    .sort((a, b) => a.dueDate.localeCompare(b.dueDate) || a.id - b.id);
}

export async function createSession(credential: CredentialRecord) {
  if (credential.customerUserId !== null) {
    const userId = credential.customerUserId;
    const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
    if (user?.status === 'pending_approval') {
      throw forbidden('Ihr Zugang wurde noch nicht von einem Administrator freigegeben.', 'USER_NOT_APPROVED');
    }
  }
  const created = now();
  const token = await db.accessTokens.create({
    id: nextId(db.accessTokens),
    token: randomToken('at'),
    consumerKey: randomToken('ck').slice(0, 32),
    credentialId: credential.id,
    createdAt: isoDateTime(created),
    expiresAt: isoDateTime(addDays(created, 30)),
    deleted: false,
  });
  const user =
    credential.customerUserId === null
      ? null
      : db.customerUsers.findFirst((q) => q.where({ id: credential.customerUserId as number }));
  return {
    id: token.id,
    accessToken: token.token,
    consumerKey: token.consumerKey,
    passwordChangeRequired: credential.passwordChangeRequired,
    pendingPayments: user ? pendingPayments(user.customerId) : [],
    // The admin acts through switch-user; its own token still names a customer for the document's shape.
    customerId: user?.customerId ?? 1,
    customerUserId: user?.id ?? 1,
  };
}

export function credentialByUsername(username: string): CredentialRecord | undefined {
  const wanted = username.trim().toLowerCase();
  return db.credentials.all().find((c) => c.username.toLowerCase() === wanted);
}

/** Headers of a 429 that says when to try again. */
export function retryAfter(seconds: number) {
  return { headers: { 'Retry-After': String(Math.max(1, Math.ceil(seconds))) } };
}
