// What the messages tab's tests (src/features/leads/components/messages/) read from the mock the same way.
import { draftKey } from '@/lib/drafts';
import { db, resetDatabase } from '@mocks/db';
import { USER } from '@mocks/db/core';

/** Where the composer keeps the demo user's draft. */
export function demoDraftKey(channel: string, leadId: number): string {
  return draftKey(USER.demo, 'lead', channel, leadId);
}

export const NOT_SENT = 'Ihre Nachricht konnte nicht gesendet werden.';
export const TECHNICAL = 'Ein technischer Fehler ist aufgetreten. Bitte versuchen Sie es noch einmal.';

/** The messages the vendor's side sent to a lead's couple, as stored. */
export const outgoing = (leadId: number) =>
  db.leadMessages.all().filter((m) => m.leadId === leadId && m.direction === 'outgoing');

/**
 * A lead of the demo venue (101) whose couple already got an answer, so their phone number is visible. Read from
 * a fresh seed; renderApp seeds the same data again (the seed is fixed).
 */
export async function leadWithVisiblePhone(providerId = 101) {
  await resetDatabase('default');
  const lead = db.leads
    .all()
    .find(
      (l) =>
        l.providerId === providerId &&
        l.deletedAt === null &&
        l.leadDetails.contactVisible &&
        l.leadDetails.phone !== null &&
        l.contactEmail !== null &&
        !l.contactEmail.endsWith('@ungueltig.de'),
    );
  if (!lead?.leadDetails.phone) throw new Error(`the seed has no answered lead of provider ${providerId}`);
  return { id: lead.id, phone: lead.leadDetails.phone };
}
