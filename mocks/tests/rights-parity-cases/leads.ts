// Rights cases (see index.ts) of the leads: the lead, its messages, notes, calls, reminders and data, and the counts.
import type { Database } from '../../db';
import { nextId } from '../../db/collection';
import { hiddenByPlan } from '../../db/leads/rules';
import { addDays, isoDateTime, now } from '../../lib/clock';
import { day, type RightsContext, type RightsEntry, withProvider } from './shared';

function basicProviderIds(db: Database): Set<number> {
  return new Set(
    db.providers
      .all()
      .filter((p) => p.productFeatures.planTier === 'basic')
      .map((p) => p.id),
  );
}

type LeadRow = ReturnType<Database['leads']['all']>[number];

/** A lead of the provider that its users can open (not deleted, not withheld by the basic plan). */
function leadOf(db: Database, providerId: number, predicate: (lead: LeadRow) => boolean = () => true) {
  const hidden = hiddenByPlan(db.leads.all(), basicProviderIds(db));
  return db.leads
    .all()
    .find((l) => l.providerId === providerId && l.deletedAt === null && !hidden.has(l.id) && predicate(l));
}

function leadParams(db: Database, providerId: number, predicate?: (lead: LeadRow) => boolean) {
  const lead = leadOf(db, providerId, predicate);
  return lead ? { params: { id: lead.id } } : undefined;
}

/** A note the caller wrote on a lead of the provider: the path parameters of changing or deleting it. */
async function ownNote({ db, providerId, userId }: RightsContext) {
  const lead = leadOf(db, providerId);
  const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
  if (!lead || !user) return undefined;
  const note = await db.leadComments.create({
    id: nextId(db.leadComments),
    leadId: lead.id,
    createdAt: isoDateTime(addDays(now(), -1)),
    body: 'Paar wünscht ein vegetarisches Menü.',
    author: { id: user.id, name: user.name },
    readByUserIds: [user.id],
  });
  return { id: lead.id, commentId: note.id };
}

// ---- leads: reading and answering couples needs an active link
export const LEAD_CASES: Record<string, RightsEntry> = {
  listLeads: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  createLead: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: {
          providerId,
          coupleName: `Julia Wagner & Tim Hoffmann ${seq}`,
          weddingDate: day(180),
          email: 'julia.wagner@beispiel.de',
          phone: '+4917623456789',
        },
      }),
    },
  ],
  getLead: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  updateLead: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { isRead: true } };
      },
    },
  ],
  deleteLead: [{ right: 'link', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadItems: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadHistories: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  listLeadMessages: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  sendLeadMessage: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(
          db,
          providerId,
          (l) => l.contactEmail !== null && !l.contactEmail.endsWith('@ungueltig.de'),
        );
        return found && { ...found, body: { body: '<p>Vielen Dank für Ihre Anfrage!</p>' } };
      },
    },
  ],
  updateLeadMessage: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadMessages.all().some((m) => m.leadId === l.id));
        const message = lead && db.leadMessages.all().find((m) => m.leadId === lead.id);
        return lead && message ? { params: { id: lead.id, messageId: message.id }, body: { isRead: true } } : undefined;
      },
    },
  ],
  sendLeadSms: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId, (l) => l.contactPhone !== null);
        return found && { ...found, body: { body: 'Guten Tag, Ihr Wunschtermin ist bei uns noch frei.' } };
      },
    },
  ],
  applyLeadMessageAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { type: 'mark_all_read' } };
      },
    },
  ],
  listLeadComments: [{ right: 'read', build: ({ db, providerId }) => leadParams(db, providerId) }],
  createLeadComment: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { body: 'Paar wünscht ein vegetarisches Menü.' } };
      },
    },
  ],
  // Changing and deleting a note is the author's (src/lib/lead-note-rights.ts): each case first writes a note of
  // the caller on a lead of the provider, so the link decides, as for every note.
  updateLeadComment: [
    {
      right: 'link',
      prepares: true,
      build: async (ctx) => {
        const note = await ownNote(ctx);
        return note && { params: note, body: { body: 'Paar wünscht ein vegetarisches Menü, Trauung im Park.' } };
      },
    },
  ],
  deleteLeadComment: [
    {
      right: 'link',
      prepares: true,
      build: async (ctx) => {
        const note = await ownNote(ctx);
        return note && { params: note };
      },
    },
  ],
  markCommentRead: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadComments.all().some((c) => c.leadId === l.id));
        const comment = lead && db.leadComments.all().find((c) => c.leadId === lead.id);
        return comment ? { params: { id: comment.id } } : undefined;
      },
    },
  ],
  createLeadInteraction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return (
          found && {
            ...found,
            body: {
              type: 'phone_call',
              callResult: 'TALKED',
              note: 'Besichtigung vereinbart.',
              occurredAt: isoDateTime(addDays(now(), -1)),
            },
          }
        );
      },
    },
  ],
  createLeadReminder: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId);
        return found && { ...found, body: { remindAt: isoDateTime(addDays(now(), 3)), note: 'Angebot nachfassen.' } };
      },
    },
  ],
  applyLeadAction: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const found = leadParams(db, providerId, (l) => l.status === 'new' || l.status === 'pending');
        return found && { ...found, body: { type: 'mark_negotiating' } };
      },
    },
  ],
  getLeadCountsByCalls: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getLeadCountsByReadStatus: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getCoupleStats: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getAverageResponseTime: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  getProviderAverageResponseTime: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  listLeadData: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId);
        return lead && { query: { leadId: String(lead.id) } };
      },
    },
  ],
  updateLeadData: [
    {
      right: 'link',
      build: ({ db, providerId }) => {
        const lead = leadOf(db, providerId, (l) => db.leadData.all().some((d) => d.leadId === l.id));
        const data = lead && db.leadData.all().find((d) => d.leadId === lead.id);
        return data ? { params: { id: data.id }, body: { capacity: 90 } } : undefined;
      },
    },
  ],
  searchCouples: { notScoped: "searches the couples of the caller's active providers only; takes no provider" },
  getCoupleLastActivity: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        // A couple that wrote to this provider only, so no other link of the caller opens it.
        const lead = leadOf(db, providerId, (l) =>
          db.leads.all().every((other) => other.couple.id !== l.couple.id || other.providerId === providerId),
        );
        return lead && { params: { id: lead.couple.id } };
      },
    },
  ],
  createMarketplaceLead: [
    {
      right: 'link',
      build: ({ providerId, seq }) => ({
        body: {
          providerId,
          coupleName: `Lena Fischer & Jan Schulz ${seq}`,
          phone: '+4916098765432',
          weddingDate: day(260),
          source: 'fair',
        },
      }),
    },
  ],
};
