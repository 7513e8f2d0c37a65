// Rights inside one customer account (spec point 6, issue 12; the table is in docs/security.md, section
// "Rights inside one account"). One place decides them, so no handler keeps its own copy of a rule:
//   - provider-scoped reads need an active link to the provider (linked, not "left the job");
//   - provider-scoped writes (the provider's listing, media, catalogues, calendar, discounts, reviews, payments)
//     need an active link with can-manage, and a role that may write (not "Nur Lesen");
//   - users, provider links and the rights and flags of a link are managed by account administrators only.
// Leads and their conversation are the daily work of every linked user: reading them is enough.
import { db } from '../db';
import { forbidden, notFound } from './errors';
import type { Session } from './session';

/** Account administrators have role 1, read-only users role 3 (config customer_user_role). */
export const ADMIN_ROLE = 1;
export const READ_ONLY_ROLE = 3;

/** The `code` of the 403 answers of rights, as the API document lists them. */
export const RIGHTS_CODES = {
  /** Only account administrators manage users, provider links and the rights of a link. */
  adminRequired: 'ACCOUNT_ADMIN_REQUIRED',
  /** A provider write without can-manage on that provider (or with the read-only role). */
  manageRequired: 'PROVIDER_MANAGE_REQUIRED',
  /** The provider is addressed in the body or query, and the user has no active link to it. */
  notLinked: 'PROVIDER_NOT_LINKED',
} as const;

export type ProviderRight = 'read' | 'manage';

const NOT_LINKED_MESSAGE = 'Sie haben keine Berechtigung für diesen Anbieter.';
const MANAGE_MESSAGE = 'Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.';
const READ_ONLY_MESSAGE = 'Mit der Rolle „Nur Lesen“ können Sie Anbieter nicht bearbeiten.';

export function isAccountAdmin(session: Session): boolean {
  return session.user.roleId === ADMIN_ROLE;
}

/** The user's link to the provider while they still work for it (a link marked "left the job" is no link). */
export function activeLink(session: Session, providerId: number) {
  return session.user.customerUserProviders.find((link) => link.providerId === providerId && !link.hasLeftJob);
}

/** Whether the user may change the provider's data (an active link with can-manage, a role that may write). */
export function canManageProvider(session: Session, providerId: number): boolean {
  return session.user.roleId !== READ_ONLY_ROLE && activeLink(session, providerId)?.canManage === true;
}

interface RightOptions {
  /**
   * How a provider the user has no active link to is answered: `not-found` when the provider is in the path
   * (another provider does not exist for the user), `forbidden` when it is named in the body or query
   * (403 PROVIDER_NOT_LINKED).
   */
  unlinked?: 'not-found' | 'forbidden';
}

/**
 * The user's right on one provider, or the answer that refuses it: 404 / 403 PROVIDER_NOT_LINKED without an
 * active link, 403 PROVIDER_MANAGE_REQUIRED for a write without can-manage (or with the read-only role).
 */
export function requireProviderRight(
  session: Session,
  providerId: number,
  right: ProviderRight,
  { unlinked = 'not-found' }: RightOptions = {},
): void {
  const link = activeLink(session, providerId);
  if (!link) {
    if (unlinked === 'forbidden') throw forbidden(NOT_LINKED_MESSAGE, RIGHTS_CODES.notLinked);
    throw notFound('Der Anbieter wurde nicht gefunden.');
  }
  if (right === 'read') return;
  if (session.user.roleId === READ_ONLY_ROLE) throw forbidden(READ_ONLY_MESSAGE, RIGHTS_CODES.manageRequired);
  if (!link.canManage) throw forbidden(MANAGE_MESSAGE, RIGHTS_CODES.manageRequired);
}

/**
 * The user's right on a provider named in a query or body (a list filter, the provider of a new record), answered
 * as the document's `Forbidden` answer says: 403 PROVIDER_NOT_LINKED for a provider of the user's account without
 * an active link, 403 FORBIDDEN for any other provider id (another account's is none of the user's business), 403
 * PROVIDER_MANAGE_REQUIRED for a write without can-manage.
 */
export function requireNamedProvider(session: Session, providerId: number, right: ProviderRight = 'read'): void {
  if (!activeLink(session, providerId)) {
    const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
    if (provider?.customerId === session.customerId) throw forbidden(NOT_LINKED_MESSAGE, RIGHTS_CODES.notLinked);
    throw forbidden(NOT_LINKED_MESSAGE);
  }
  requireProviderRight(session, providerId, right);
}

/** 403 ACCOUNT_ADMIN_REQUIRED unless the user is an administrator of the account. */
export function requireAccountAdmin(session: Session, message: string): void {
  if (!isAccountAdmin(session)) throw forbidden(message, RIGHTS_CODES.adminRequired);
}
