// Leads area: the seed of a scenario (which leads arrive when, for whom, in which state).
//
// Seed (default): 400 leads of customer 1 over the last six months (260 for 101, 88 for 102, 52 for 103) and 30
// for 201 (basic plan; leads beyond its 3 per month stay `new` and unworked). Lead ids count up in order of
// arrival from 1, except 42 ("Anna Schmidt & Lukas Becker", 101, new, two unread messages, couple 1042) and 43
// (couple e-mail @ungueltig.de: sending an e-mail fails with 502). Couple ids are 1000 + the id of the couple's
// first lead; about one in ten photographer or bridal-gown leads shares its couple with a venue lead. Lead items
// refer to provider item ids 2201-2205 (101), 2301-2304 (102), 2401-2404 (103) and 2501-2502 (201). 'large': 10,000
// leads, messages, notes and reminders only for the newest 500. 'empty': none.
import { addDays, isoDate } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { mediaPath } from '../../lib/media-placeholder';
import { berlinParts, berlinTime } from '../../lib/response-time';
import { CUSTOMER, PROVIDER } from '../core';
import { LEAD_ARCHIVE_DAYS, type SeedContext } from '../seed-context';
import { buildLead } from './build-lead';
import { hiddenByPlan } from './rules';
import {
  type BuiltLead,
  type IdCounters,
  type LeadPlan,
  PROCESS_STATES,
  profileOf,
  randomCouple,
  writeLead,
} from './seed-builder';
import { COUPLE, LEAD } from './seed-data';
import type { LeadStatus, LeadType } from './store';
import { DAY, HOUR, MINUTE, germanDate, historyTexts, ts, tsm } from './texts';

// ---------------------------------------------------------------- seed

/** Time of day a couple writes (evenings and weekends are busier), as German wall-clock hour and minute. */
function arrivalTime(random: Random, daysAgo: number, now: Date): number {
  const day = berlinParts(addDays(now, -daysAgo));
  const roll = random.next();
  const hour = roll < 0.1 ? random.int(6, 8) : roll < 0.45 ? random.int(9, 17) : roll < 0.9 ? random.int(18, 22) : 23;
  return berlinTime(day.year, day.month, day.day, hour, random.int(0, 59)).getTime();
}

function statusByAge(random: Random, ageDays: number): LeadStatus {
  const table: Array<[LeadStatus, number]> =
    ageDays < 3
      ? [
          ['new', 55],
          ['pending', 30],
          ['negotiating', 8],
          ['spam', 4],
          ['rejected', 3],
        ]
      : ageDays < 14
        ? [
            ['new', 14],
            ['pending', 28],
            ['negotiating', 24],
            ['offered', 15],
            ['rejected', 7],
            ['not_reached', 6],
            ['spam', 3],
            ['unreachable', 3],
          ]
        : ageDays < 60
          ? [
              ['new', 4],
              ['pending', 12],
              ['negotiating', 22],
              ['offered', 17],
              ['deal', 14],
              ['rejected', 16],
              ['not_reached', 7],
              ['unreachable', 4],
              ['spam', 4],
            ]
          : [
              ['new', 2],
              ['pending', 5],
              ['negotiating', 10],
              ['offered', 10],
              ['deal', 28],
              ['rejected', 28],
              ['not_reached', 8],
              ['unreachable', 5],
              ['spam', 4],
            ];
  const total = table.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [status, weight] of table) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return 'pending';
}

function leadTypeRoll(random: Random): { firstLeadType: LeadType; isPrepaid: boolean } {
  const roll = random.next();
  const firstLeadType: LeadType =
    roll < 0.62 ? 'infoRequest' : roll < 0.76 ? 'plusLead' : roll < 0.86 ? 'call' : roll < 0.95 ? 'whatsapp' : 'manual';
  const isPrepaid = firstLeadType !== 'manual' && random.chance(firstLeadType === 'plusLead' ? 0.35 : 0.07);
  return { firstLeadType, isPrepaid };
}

/** A lead's provider profile by the provider's id. */
type ProfileOf = (providerId: number) => LeadPlan['profile'];

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, random, scenario } = ctx;
  if (scenario === 'empty') return;
  const now = ctx.now.getTime();
  const users = db.customerUsers.all();
  const profiles = new Map(db.providers.all().map((p) => [p.id, profileOf(p, users)]));
  const profile: ProfileOf = (id) => {
    const p = profiles.get(id);
    if (!p) throw new Error(`Leads seed: unknown provider ${id}`);
    return p;
  };

  const large = scenario === 'large';
  const plans = plansOf(arrivals(ctx, large), profile, ctx);
  shareVenueCouples(plans, random);
  addWellKnownPlans(plans, profile, ctx);
  plans.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);

  // Large scenario: messages only for the newest 500 leads.
  if (large) plans.forEach((plan, index) => (plan.detail = index >= plans.length - 500 ? 'full' : 'light'));
  keepHiddenLeadsNew(plans, [...profiles.values()]);
  spreadProcessStates(plans);
  await writeLeads(plans, random, now);
}

/** When each lead arrives (milliseconds), for which provider, in order of arrival. */
function arrivals(ctx: SeedContext, large: boolean): Array<{ providerId: number; createdAt: number }> {
  const { random } = ctx;
  const now = ctx.now.getTime();
  const counts: Array<[number, number]> = large
    ? [
        [PROVIDER.havelblick, 6498],
        [PROVIDER.lichtwerk, 2200],
        [PROVIDER.brautsalon, 1270],
        [PROVIDER.elbblick, 30],
      ]
    : [
        [PROVIDER.havelblick, 258],
        [PROVIDER.lichtwerk, 88],
        [PROVIDER.brautsalon, 52],
        [PROVIDER.elbblick, 30],
      ];

  const drafts: Array<{ providerId: number; createdAt: number }> = [];
  for (const [providerId, count] of counts) {
    for (let i = 0; i < count; i++) {
      // Slightly more requests in recent weeks.
      const daysAgo = Math.floor(Math.pow(random.next(), 1.15) * LEAD_ARCHIVE_DAYS);
      let createdAt = arrivalTime(random, daysAgo, ctx.now);
      if (createdAt > now - 10 * MINUTE) createdAt = now - random.int(10, 600) * MINUTE;
      drafts.push({ providerId, createdAt });
    }
  }
  return drafts.sort((a, b) => a.createdAt - b.createdAt || a.providerId - b.providerId);
}

/** A plan per arrival: ids in order of arrival, 42 and 43 reserved for the well-known leads. */
function plansOf(
  drafts: ReadonlyArray<{ providerId: number; createdAt: number }>,
  profile: ProfileOf,
  ctx: SeedContext,
): LeadPlan[] {
  const { random } = ctx;
  const now = ctx.now.getTime();
  const plans: LeadPlan[] = [];
  let id = 1;
  for (const draft of drafts) {
    if (id === LEAD.wellKnown) id = LEAD.undeliverable + 1;
    const p = profile(draft.providerId);
    const types = leadTypeRoll(random);
    const ageDays = (now - draft.createdAt) / DAY;
    plans.push({
      id,
      profile: p,
      createdAt: draft.createdAt,
      couple: randomCouple(random, 1000 + id, p.kind, ctx.now),
      status: statusByAge(random, ageDays),
      ...types,
      detail: 'full',
    });
    id++;
  }
  return plans;
}

/** The same couple sometimes asks the venue and the photographer or gown shop of the demo customer. */
function shareVenueCouples(plans: LeadPlan[], random: Random): void {
  const venuePlans = plans.filter((p) => p.profile.id === PROVIDER.havelblick);
  for (const plan of plans) {
    if (plan.profile.customerId !== CUSTOMER.schlossgut || plan.profile.kind === 'venue' || !random.chance(0.1))
      continue;
    const candidates = venuePlans.filter(
      (v) =>
        v.createdAt < plan.createdAt &&
        plan.createdAt - v.createdAt < 30 * DAY &&
        v.couple.id === 1000 + v.id &&
        v.couple.isWedding,
    );
    if (candidates.length === 0) continue;
    plan.couple = { ...random.pick(candidates).couple };
  }
}

/** The two well-known leads: 42 (Anna Schmidt & Lukas Becker) and 43 (an e-mail address that bounces). */
function addWellKnownPlans(plans: LeadPlan[], profile: ProfileOf, ctx: SeedContext): void {
  const { random } = ctx;
  const now = ctx.now.getTime();
  const recent = (daysAgo: number, hour: number, minute: number) => {
    const p = berlinParts(addDays(ctx.now, -daysAgo));
    return Math.min(now - 30 * MINUTE, berlinTime(p.year, p.month, p.day, hour, minute).getTime());
  };
  let annaDay = addDays(ctx.now, 240);
  while (annaDay.getUTCDay() !== 6) annaDay = addDays(annaDay, 1);
  const annaWedding = isoDate(annaDay);
  plans.push({
    id: LEAD.wellKnown,
    profile: profile(PROVIDER.havelblick),
    createdAt: recent(2, 19, 42),
    couple: {
      id: COUPLE.annaUndLukas,
      name: 'Anna Schmidt & Lukas Becker',
      first1: 'Anna',
      female1: true,
      female2: false,
      first2: 'Lukas',
      email: 'anna.schmidt@web.de',
      phone: '+4915112345678',
      weddingDate: annaWedding,
      organizationDate: null,
      organizationType: 1,
      isWedding: true,
      guests: 90,
    },
    status: 'new',
    firstLeadType: 'infoRequest',
    isPrepaid: false,
    detail: 'full',
    message: `Hallo liebes Team vom Schlossgut Havelblick, wir heiraten am ${germanDate(annaWedding)} und suchen eine Location für etwa 90 Gäste mit freier Trauung am Wasser. Ist der Termin bei Ihnen noch frei? Viele Grüße, Anna & Lukas`,
  });
  plans.push({
    id: LEAD.undeliverable,
    profile: profile(PROVIDER.havelblick),
    createdAt: recent(4, 11, 5),
    couple: {
      ...randomCouple(random, 1000 + LEAD.undeliverable, 'venue', ctx.now, 'Sophie Wagner & Jonas Klein'),
      first1: 'Sophie',
      female1: true,
      female2: false,
      first2: 'Jonas',
      email: 'sophie.wagner@ungueltig.de',
      organizationType: 1,
      isWedding: true,
      organizationDate: null,
    },
    status: 'new',
    firstLeadType: 'infoRequest',
    isPrepaid: false,
    detail: 'full',
  });
}

/** Basic plan: couples beyond the monthly quota were never shown, so nobody has worked on them. */
function keepHiddenLeadsNew(plans: LeadPlan[], profiles: ReadonlyArray<LeadPlan['profile']>): void {
  const basic = new Set(profiles.filter((p) => p.basic).map((p) => p.id));
  const hidden = hiddenByPlan(
    plans.map((p) => ({
      id: p.id,
      providerId: p.profile.id,
      createdAt: tsm(p.createdAt),
      firstLeadType: p.firstLeadType,
    })),
    basic,
  );
  for (const plan of plans) if (hidden.has(plan.id)) plan.status = 'new';
}

/** Every process state appears on some negotiating lead. */
function spreadProcessStates(plans: LeadPlan[]): void {
  let stateIndex = 0;
  for (const plan of plans) {
    if (plan.status === 'negotiating' && plan.id !== LEAD.wellKnown)
      plan.processState = PROCESS_STATES[stateIndex++ % PROCESS_STATES.length] ?? null;
  }
}

/** Builds and stores each lead, 42 and 43 shaped as the tests know them. */
async function writeLeads(plans: readonly LeadPlan[], random: Random, now: number): Promise<void> {
  const ids: IdCounters = { message: 1, interaction: 1, history: 1, comment: 1, reminder: 1, item: 1, data: 1 };
  for (const plan of plans) {
    const built = buildLead(plan, random, ids, now);
    if (plan.id === LEAD.wellKnown) shapeWellKnownLead(built, ids, now);
    if (plan.id === LEAD.undeliverable) {
      built.lead.isRead = true;
      built.messages = built.messages.slice(0, 1).map((m) => ({ ...m, isRead: true }));
      built.histories = built.histories.filter((h) => h.type !== 'message_received');
      built.lead.unreadMessageCount = 0;
      built.lead.lastActivityAt = built.lead.createdAt;
    }
    await writeLead(built);
  }
}

/** Lead 42: exactly two unread incoming messages (the request and a follow-up), one item, complete lead data. */
function shapeWellKnownLead(built: BuiltLead, ids: IdCounters, now: number): void {
  const { lead } = built;
  const created = new Date(lead.createdAt).getTime();
  const request = built.messages[0];
  built.messages = request ? [{ ...request, isRead: false }] : [];
  built.histories = built.histories.filter((h) => h.type === 'created');
  const followUpAt = Math.min(now - 20 * MINUTE, created + 14 * HOUR + 33 * MINUTE);
  built.messages.push({
    id: ids.message++,
    leadId: lead.id,
    createdAt: ts(followUpAt),
    direction: 'incoming',
    channel: 'email',
    subject: request?.subject ? `Re: ${request.subject}` : 'Re: Anfrage Hochzeit',
    body: '<p>Hallo nochmal, wir hätten auch am Freitag davor Zeit, falls der Samstag schon vergeben ist. Und gibt es bei Ihnen Übernachtungsmöglichkeiten für unsere Familien?</p><p>Liebe Grüße<br>Anna &amp; Lukas</p>',
    isRead: false,
    attachments: [],
    senderName: 'Anna Schmidt & Lukas Becker',
    deliveryStatus: 'delivered',
  });
  built.histories.push({
    id: ids.history++,
    leadId: lead.id,
    createdAt: ts(followUpAt),
    type: 'message_received',
    fromStatus: null,
    toStatus: null,
    text: historyTexts.messageReceived().de,
    texts: historyTexts.messageReceived(),
    customerUser: null,
  });
  built.interactions = built.interactions.filter((i) => i.type === 'info_request');
  built.interactions.push({
    id: ids.interaction++,
    leadId: lead.id,
    type: 'like',
    callResult: null,
    note: null,
    occurredAt: ts(created - 26 * HOUR),
    createdAt: ts(created - 26 * HOUR),
    customerUser: null,
  });
  built.comments = [];
  built.reminders = [];
  built.items = [
    {
      id: ids.item++,
      leadId: lead.id,
      providerItemId: 2201,
      name: 'Hochzeitspaket Orangerie (bis 80 Gäste)',
      price: 8900,
      currency: 'EUR',
      imagePath: mediaPath('providers', PROVIDER.havelblick, 'items', '2201.jpg'),
    },
  ];
  built.data = {
    ...built.data,
    budget: { amount: 18000, currency: 'EUR' },
    capacity: 90,
    organizationType: 1,
    extraServices: ['Freie Trauung am Havelufer', 'Übernachtung für Gäste'],
  };
  Object.assign(lead, {
    isRead: false,
    unreadMessageCount: 2,
    itemCount: 1,
    isPrepaid: false,
    processState: null,
    appointmentAt: null,
    appointmentNeedsConfirmation: false,
    reminderAt: null,
    firstResponseAt: null,
    lastActivityAt: ts(followUpAt),
    updatedAt: ts(followUpAt),
    coupleLastSeenAt: ts(Math.min(now - 5 * MINUTE, followUpAt + 3 * HOUR)),
  });
}
