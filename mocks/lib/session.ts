// Who is calling: the access token (and in admin switch-user mode the switch-user header) decide.
import { isoDateTime, now } from './clock';
import { forbidden, notFound, unauthorized } from './errors';
import { db } from '../db';
import type { CustomerUserRecord } from './views';

export const HEADER_ACCESS_TOKEN = 'x-access-token';
export const HEADER_SWITCH_USER = 'x-switch-user';

export type AccessTokenRecord = ReturnType<typeof db.accessTokens.all>[number];
export type CredentialRecord = ReturnType<typeof db.credentials.all>[number];

export interface Session {
  token: AccessTokenRecord;
  /** The credential the session acts as (the switched-to user in switch-user mode). */
  credential: CredentialRecord;
  user: CustomerUserRecord;
  customerId: number;
  /** Providers the user is linked to and still works for: the only ones they see. */
  providerIds: number[];
  isSwitchedUser: boolean;
}

function activeToken(request: Request): AccessTokenRecord {
  const token = request.headers.get(HEADER_ACCESS_TOKEN);
  if (!token) throw unauthorized('Bitte melden Sie sich an.');
  const record = db.accessTokens.findFirst((q) => q.where({ token }));
  if (!record || record.deleted || record.expiresAt < isoDateTime(now())) throw unauthorized();
  return record;
}

export function linkedProviderIds(user: CustomerUserRecord): number[] {
  return user.customerUserProviders.filter((link) => !link.hasLeftJob).map((link) => link.providerId);
}

/** The session of the request, or a 401 answer (missing, unknown, expired or deleted token). */
export function requireSession(request: Request): Session {
  const token = activeToken(request);
  let credential = db.credentials.findFirst((q) => q.where({ id: token.credentialId }));
  if (!credential) throw unauthorized();
  let isSwitchedUser = false;
  const switchUser = request.headers.get(HEADER_SWITCH_USER);
  if (switchUser) {
    if (!credential.isAdmin) throw unauthorized('Der Benutzerwechsel ist nur für Administratoren möglich.');
    const target = db.credentials.findFirst((q) => q.where({ username: switchUser }));
    if (!target || target.isAdmin) throw unauthorized('Der Benutzer für den Benutzerwechsel existiert nicht.');
    credential = target;
    isSwitchedUser = true;
  }
  if (credential.customerUserId === null) throw unauthorized('Bitte wechseln Sie zu einem Kundenbenutzer.');
  const userId = credential.customerUserId;
  const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
  if (!user) throw unauthorized();
  return { token, credential, user, customerId: user.customerId, providerIds: linkedProviderIds(user), isSwitchedUser };
}

/**
 * Marketplace admins (the `admin` demo login without switch-user) pass; anyone else is answered 401 without a
 * session, 403 with one.
 */
export function requireMarketplaceAdmin(request: Request): void {
  const token = request.headers.get(HEADER_ACCESS_TOKEN);
  const record = token ? db.accessTokens.findFirst((q) => q.where({ token, deleted: false })) : undefined;
  const credential = record ? db.credentials.findFirst((q) => q.where({ id: record.credentialId })) : undefined;
  if (credential?.isAdmin && !request.headers.get(HEADER_SWITCH_USER)) return;
  requireSession(request);
  throw forbidden('Nur das Team des Marktplatzes kann Städte und Stadtteile bearbeiten.');
}

/** 404 unless the path's customer is the session's own customer. */
export function requireOwnCustomer(session: Session, customerId: number): void {
  if (session.customerId !== customerId) throw notFound('Der Kunde wurde nicht gefunden.');
}

/** Restricts a `providerIds` filter to the user's providers (no filter means all of them). */
export function visibleProviderIds(session: Session, requested?: readonly number[]): number[] {
  if (!requested || requested.length === 0) return session.providerIds;
  return requested.filter((id) => session.providerIds.includes(id));
}
