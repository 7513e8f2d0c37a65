// Templates: who may read and write the customer's mail templates and attachments, and their list order.
import { db } from '../../db';
import { forbidden } from '../../lib/errors';
import { sortBy } from '../../lib/paging';
import { requireAccountAdmin, requireProviderRight } from '../../lib/rights';
import { type Session } from '../../lib/session';

/**
 * Who may write a template or attachment (docs/security.md, "Templates, signatures and attachments"): one for a
 * provider needs can-manage on the user's active link to it (403 PROVIDER_MANAGE_REQUIRED, PROVIDER_NOT_LINKED
 * without a link; the read-only role never writes); one for every provider (null) is account-wide and needs an
 * account administrator (403 ACCOUNT_ADMIN_REQUIRED).
 */
export function requireTemplateRight(session: Session, providerId: number | null): void {
  if (providerId === null) {
    requireAccountAdmin(session, 'Vorlagen und Anhänge für alle Anbieter ändern nur Administratoren.');
    return;
  }
  requireProviderRight(session, providerId, 'manage', { unlinked: 'forbidden' });
}

/** 403 unless the provider is one of the customer's (another account's provider is never theirs to use). */
export function requireCustomerProvider(customerId: number, providerId: number): void {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (provider?.customerId !== customerId) throw forbidden('Dieser Anbieter gehört nicht zu Ihrem Konto.');
}

/**
 * The `providerId` filter of the lists: the records for that provider and those for every provider (null).
 * Without it, all of the customer's records.
 */
/**
 * The rows a user may read (docs/security.md, "Reading a provider … needs an active link"): the account-wide ones and
 * those of the providers the user has an active link to; with `providerId`, that provider's and the account-wide
 * ones (403 PROVIDER_NOT_LINKED for a provider of the account without an active link).
 */
export function readable<T extends { providerId: number | null }>(
  session: Session,
  customerId: number,
  rows: T[],
  providerId: number | undefined,
): T[] {
  if (providerId !== undefined) {
    requireCustomerProvider(customerId, providerId);
    requireProviderRight(session, providerId, 'read', { unlinked: 'forbidden' });
  }
  return rows.filter((row) =>
    row.providerId === null
      ? true
      : providerId === undefined
        ? session.providerIds.includes(row.providerId)
        : row.providerId === providerId,
  );
}

export function newestFirst<T extends { createdAt: string; id: number }>(items: T[]): T[] {
  return sortBy(items, '-createdAt');
}
