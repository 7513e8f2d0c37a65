// The types of the rights table (index.ts) and the helpers more than one of its areas uses.
//
// Rights:
//   read    a provider-scoped read: allowed exactly with an active link (GET /providers/{id}/permissions answers 200)
//   link    a write that is work with couples (answering, notes, adding a couple): an active link is enough
//   manage  a change of the provider's data: allowed exactly when the permissions answer says canManage
//   admin   users, links, company data, saved cards, account-wide templates: the account administrators' (role 1)
//   filter  a list or count filtered by provider: always 200, and without an active link no record of the provider
//
// A builder returns undefined when the database holds no record it could address for that provider (the test
// then starts again from the seed, and a provider whose seed has none is not applicable).
import type { Database } from '../../db';
import { addDays, isoDate, now, startOfDay } from '../../lib/clock';

export interface RightsRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  /** JSON body, or FormData for multipart operations. */
  body?: unknown;
}

export interface RightsContext {
  db: Database;
  /** The provider the case is about. */
  providerId: number;
  /** The customer (account) of the provider and of the caller. */
  customerId: number;
  /** The caller's customer-user id. */
  userId: number;
  /** A number unique to the case, for names that must not repeat (usernames, coupon codes). */
  seq: number;
}

export type Right = 'read' | 'link' | 'manage' | 'admin' | 'filter';

export interface RightsCase {
  right: Right;
  /** What the case does, when an operation has more than one (e.g. a template for one provider or for all). */
  name?: string;
  /** Admin operations that are about the account, not one provider, run once per user. */
  perAccount?: boolean;
  /** The builder changes the database itself (puts a record into the state the call needs). */
  prepares?: boolean;
  build: (ctx: RightsContext) => RightsRequest | undefined | Promise<RightsRequest | undefined>;
}

export type RightsEntry = RightsCase[] | { notScoped: string };

export const day = (offset: number) => isoDate(addDays(startOfDay(now()), offset));

export const withProvider = (providerId: number) => ({ query: { providerIds: String(providerId) } });

/** A PNG header of 1920 x 1280 pixels (the mock reads the size from the IHDR chunk). */
export function png(): File {
  const bytes = new Uint8Array(2048);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 1920);
  view.setUint32(20, 1280);
  return new File([bytes], 'rechte.png', { type: 'image/png' });
}

export function activeImage(db: Database, providerId: number) {
  return db.medias
    .all()
    .find((m) => m.providerId === providerId && m.type === 'image' && m.status === 'active' && !m.isMain);
}
