// Provider states of leads, their mail templates and signatures (contracts/consumer/leads-*).
import { db } from '../../mocks/db';
import { plain } from '../../mocks/db/collection';
import { addDays, addMinutes, isoDateTime, now } from '../../mocks/lib/clock';
import { BASIC_PLAN_LEADS_PER_MONTH, createIncomingLead, hiddenByPlan } from '../../mocks/db/leads';
import { berlinMonth } from '../../mocks/lib/response-time';
import { freshDatabase, logIn, type ProviderStates } from './support';

export const leadsStates: ProviderStates = {
  'the user basic is logged in with access token 1': async (params) => {
    await freshDatabase();
    return (await logIn(params, 'basic')).session;
  },
  'the providers of the user demo have leads in the last six months': async () => {
    const since = isoDateTime(addDays(now(), -182));
    if (!db.leads.all().some((l) => [101, 102, 103].includes(l.providerId) && l.createdAt >= since))
      throw new Error('The seed has no recent leads of the demo providers.');
    return {};
  },
  'a lead 42 with two unread messages exists': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    const unread = db.leadMessages.all().filter((m) => m.leadId === 42 && m.direction === 'incoming' && !m.isRead);
    if (lead?.status !== 'new' || lead.unreadMessageCount !== 2 || unread.length !== 2)
      throw new Error('Lead 42 is not new with two unread messages of the couple.');
    return {};
  },
  'no lead 999999 exists': async () => {
    if (db.leads.findFirst((q) => q.where({ id: 999999 }))) throw new Error('The seed has a lead 999999.');
    return {};
  },
  'lead 43 has an undeliverable e-mail address': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 43 }));
    if (lead?.providerId !== 101 || !lead.contactEmail?.endsWith('@ungueltig.de'))
      throw new Error('Lead 43 of provider 101 with an address @ungueltig.de is missing from the seed.');
    return {};
  },
  // Which seeded lead lies beyond the quota depends on the day; this state makes one with a fixed id.
  'the user basic has a lead 4990 beyond the monthly quota of the basic plan': async () => {
    await createLockedLead(4990, 201);
    return {};
  },
  'lead 42 has a note 4800 of Jonas Albrecht that demo has not read': async () => {
    await db.leadComments.deleteMany((q) => q.where({ id: 4800 }));
    await db.leadComments.create({
      id: 4800,
      leadId: 42,
      createdAt: isoDateTime(addMinutes(now(), -90)),
      body: 'Paar hat angerufen: Besichtigung am Samstagvormittag gewünscht, bitte Termin vorschlagen.',
      author: { id: 2, name: 'Jonas Albrecht' },
      readByUserIds: [2],
    });
    return {};
  },
  'the user jonas.albrecht is logged in with access token 1': async (params) => {
    await freshDatabase();
    return (await logIn(params, 'jonas.albrecht')).session;
  },
  'lead 42 has a note 4801 of Katharina Vogt (demo)': async () => {
    await db.leadComments.deleteMany((q) => q.where({ id: 4801 }));
    await db.leadComments.create({
      id: 4801,
      leadId: 42,
      createdAt: isoDateTime(addMinutes(now(), -45)),
      body: 'Rückruf am Montag, Paar fragt nach einem Termin im Juni.',
      author: { id: 1, name: 'Katharina Vogt' },
      readByUserIds: [1],
    });
    return {};
  },
  'no note 999999 exists': async () => {
    if (db.leadComments.findFirst((q) => q.where({ id: 999999 }))) throw new Error('The seed has a note 999999.');
    return {};
  },
  // The seed numbers lead data in order of arrival, which depends on the day; the contract needs a fixed id.
  'the lead data of lead 42 is record 4242 with 90 guests and a budget of 18000 EUR': async () => {
    const record = db.leadData.findFirst((q) => q.where({ leadId: 42 }));
    if (record?.capacity !== 90 || record.budget?.amount !== 18000)
      throw new Error('The seed has no lead data of lead 42 with 90 guests and a budget of 18000 EUR.');
    await db.leadData.deleteMany((q) => q.where({ leadId: 42 }));
    await db.leadData.create({ ...plain(record), id: 4242 });
    return {};
  },
  'the couple 1042 of lead 42 was active and seen on the website': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    const active = db.leadMessages.all().some((m) => m.leadId === 42 && m.direction === 'incoming');
    if (lead?.couple.id !== 1042 || !lead.coupleLastSeenAt || !active)
      throw new Error('The couple 1042 of lead 42 has no activity or was never seen.');
    return {};
  },
  'the customer 1 has mail templates': async () => {
    if (!db.mailTemplates.all().some((t) => t.customerId === 1)) throw new Error('Customer 1 has no mail templates.');
    return {};
  },
  'the customer 1 has attachments': async () => {
    if (!db.attachments.all().some((a) => a.customerId === 1)) throw new Error('Customer 1 has no attachments.');
    return {};
  },
  'the user demo has a signature for provider 101 only': async () => {
    const links = db.customerUsers.findFirst((q) => q.where({ id: 1 }))?.customerUserProviders ?? [];
    const signed = links.filter((l) => l.signatureContent).map((l) => l.providerId);
    if (links.length !== 3 || signed.length !== 1 || signed[0] !== 101)
      throw new Error('The user demo does not have exactly one signature, for provider 101, among three links.');
    return {};
  },
  'the colleague Jonas Albrecht has a signature for provider 101 with link id 4': async () => {
    const jonas = db.customerUsers.findFirst((q) => q.where({ id: 2, customerId: 1 }));
    const link = jonas?.customerUserProviders.find((l) => l.id === 4);
    if (jonas?.username !== 'jonas.albrecht' || link?.providerId !== 101 || !link.signatureContent)
      throw new Error('The seed has no signature of Jonas Albrecht (customer user 2) for provider 101 with link id 4.');
    return {};
  },
  'the link of the user demo to provider 101 has no edit rights': async () => {
    // Taken away by an administrator (docs/security.md, "Rights inside one account"); the rest of the seed stays.
    await db.customerUsers.update((q) => q.where({ id: 1 }), {
      data(user) {
        user.customerUserProviders = user.customerUserProviders.map((link) =>
          link.providerId === 101 ? { ...link, canManage: false } : link,
        );
      },
    });
    return {};
  },
  'the provider 101 has a call-tracking number': async () => {
    if (!db.redirectNumbers.findFirst((q) => q.where({ providerId: 101 })))
      throw new Error('The seed has no call-tracking number of provider 101.');
    return {};
  },
};

/**
 * A lead `id` of a basic-plan provider that arrives now, after as many couples of this month as the plan shows
 * (earlier ones are added when the month has fewer), so the plan withholds it (403 PLAN_LIMIT).
 */
async function createLockedLead(id: number, providerId: number): Promise<void> {
  const at = now();
  const month = berlinMonth(at);
  const counted = db.leads
    .all()
    .filter(
      (l) =>
        l.providerId === providerId && l.firstLeadType !== 'manual' && berlinMonth(new Date(l.createdAt)) === month,
    ).length;
  for (let missing = BASIC_PLAN_LEADS_PER_MONTH - counted; missing > 0; missing--)
    await createIncomingLead({ providerId, at: new Date(at.getTime() - missing * 1000) });
  const template = db.leads.all().find((l) => l.providerId === providerId && l.firstLeadType !== 'manual');
  if (!template) throw new Error(`The seed has no lead of provider ${providerId}.`);
  const created = isoDateTime(at);
  await db.leads.deleteMany((q) => q.where({ id }));
  await db.leads.create({
    ...plain(template),
    id,
    createdAt: created,
    updatedAt: created,
    lastActivityAt: created,
    couple: { ...plain(template.couple), id: 1000 + id },
    status: 'new',
    processState: null,
    rejectReasonId: null,
    dealConfirmed: false,
    firstLeadType: 'infoRequest',
    isRead: false,
    // No messages, items or reminders are copied along.
    unreadMessageCount: 0,
    itemCount: 0,
    reminderAt: null,
    appointmentAt: null,
    appointmentNeedsConfirmation: false,
    firstResponseAt: null,
    reportedReasonId: null,
    reportedAt: null,
    deletedAt: null,
  });
  await db.leadData.create({
    id: Math.max(0, ...db.leadData.all().map((d) => d.id)) + 1,
    leadId: id,
    budget: null,
    capacity: null,
    organizationType: 1,
    extraServices: [],
  });
  if (!hiddenByPlan(db.leads.all(), new Set([providerId])).has(id))
    throw new Error(`Lead ${id} is not beyond the monthly quota of provider ${providerId}.`);
}
