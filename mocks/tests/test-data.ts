// What several mock test files look up or change in the database the same way: a lead by id or by status, the
// market's days, a month moved, the demo user's right to manage a provider.
import { db } from '../db';
import { USER } from '../db/core';
import { addDays, isoMonth, marketDay, now } from '../lib/clock';

/** The stored lead with this id. */
export function stored(id: number) {
  const lead = db.leads.findFirst((q) => q.where({ id }));
  if (!lead) throw new Error(`lead ${id} missing`);
  return lead;
}

/** A lead of the demo customer in a given status (not one of the well-known ones). */
export function leadIn(status: string, providerId = 101) {
  const lead = db.leads.all().find((l) => l.status === status && l.providerId === providerId && l.id > 43);
  if (!lead) throw new Error(`no ${status} lead of ${providerId}`);
  return lead;
}

export const sixMonthsAgo = () => marketDay(addDays(now(), -183));
/** Today in the market's calendar (Europe/Berlin), as the API's day windows count (docs/dates.md). */
export const today = () => marketDay(now());

/** The month `delta` months after `month` ("2026-11", -1 → "2026-10"). */
export function monthShift(month: string, delta: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + delta);
  return isoMonth(date);
}

/** Takes the demo user's right to manage the provider (the link stays, read-only). */
export async function revokeManage(providerId: number): Promise<void> {
  await db.customerUsers.update((q) => q.where({ id: USER.demo }), {
    data(user) {
      user.customerUserProviders = user.customerUserProviders.map((link) =>
        link.providerId === providerId ? { ...link, canManage: false } : link,
      );
    },
  });
}
