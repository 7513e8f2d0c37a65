// A couple writes in: new requests and messages on demand, for the developer panel, browser tests and the HTTP
// server. They go through the same database functions as everything else, so the realtime entries, the
// badges and the lists all follow.
import { db } from '../db';
import {
  createIncomingLead,
  createIncomingMessage,
  type IncomingLead,
  type IncomingLeadInput,
  type LeadMessageRecord,
} from '../db/leads';

const SAMPLE_MESSAGES = [
  'Vielen Dank für Ihre schnelle Antwort! Wäre eine Besichtigung am kommenden Samstagvormittag möglich?',
  'Wir haben noch eine Frage zur Getränkepauschale: Sind alkoholfreie Cocktails enthalten?',
  'Können wir den Termin für das Vorgespräch um eine Woche verschieben?',
  'Unsere Gästeliste ist jetzt fast fertig, wir rechnen mit etwa 85 Personen.',
];
let nextSample = 0;

/** The providers a customer user works for (linked, not left the job). */
export function providersOfUser(customerUserId: number): number[] {
  const user = db.customerUsers.findFirst((q) => q.where({ id: customerUserId }));
  if (!user) throw new Error(`Unbekannter Benutzer ${customerUserId}.`);
  return user.customerUserProviders.filter((link) => !link.hasLeftJob).map((link) => link.providerId);
}

/** A couple's new request to the user's first provider (or the one given). */
export async function simulateIncomingLead(
  customerUserId: number,
  input: IncomingLeadInput = {},
): Promise<IncomingLead> {
  const providerId = input.providerId ?? providersOfUser(customerUserId)[0];
  if (providerId === undefined) throw new Error('Der Benutzer ist mit keinem Anbieter verknüpft.');
  return createIncomingLead({ ...input, providerId });
}

/** A couple's new message on a lead; without one, on the most recent lead of the user's providers. */
export async function simulateIncomingMessage(
  customerUserId: number,
  leadId?: number,
  text?: string,
): Promise<LeadMessageRecord> {
  const providers = new Set(providersOfUser(customerUserId));
  const target =
    leadId ??
    db.leads
      .all()
      .filter((lead) => providers.has(lead.providerId) && !lead.deletedAt)
      .reduce<{ id: number; createdAt: string } | null>(
        (newest, lead) => (newest === null || lead.createdAt > newest.createdAt ? lead : newest),
        null,
      )?.id;
  if (target === undefined) throw new Error('Der Benutzer hat keine Anfragen.');
  const body = text ?? SAMPLE_MESSAGES[nextSample++ % SAMPLE_MESSAGES.length] ?? '';
  return createIncomingMessage(target, body);
}
