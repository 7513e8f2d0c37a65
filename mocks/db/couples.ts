// Couples area: which couples worked with (or asked) which provider - the basis of review requests - and the
// visits of known couples to the providers' listings (visits statistics). About 60 % of the relations come from
// the leads area's leads (seeded before this area: the relation carries the lead id, the lead's couple and its
// real contact data); couples added by hand get couple ids from 88001 on, above every couple id of the leads.
import { z } from 'zod';
import { zCoupleProvider, zCoupleVisit, zPhoneNumber } from '../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDate, isoDateTime, parseDate, startOfDay } from '../lib/clock';
import type { Random } from '../lib/random';
import { collection } from './collection';
import { PROVIDER } from './core';
import type { Database } from './index';
import type { SeedContext } from './seed-context';

/** A stored relation: the API shape plus the customer and the couple's contact for review requests. */
const zCoupleProviderRecord = zCoupleProvider.extend({
  customerId: z.int().gte(1),
  email: z.email().nullable(),
  phone: zPhoneNumber.nullable(),
});

export const collections = {
  /** Couple-provider relations; `email`/`phone` are kept for review requests only and never answered. */
  coupleProviders: collection(zCoupleProviderRecord),
  /**
   * Visits of logged-in couples to a provider's listing (newest data: the last six months). The lead a visit links
   * to is looked up when answering (a couple that asks later links its earlier visits too), so it is not stored.
   */
  coupleVisits: collection(zCoupleVisit.omit({ leadId: true })),
};

// ---------------------------------------------------------------- the leads area, read through `db`

export type LeadView = ReturnType<Database['leads']['all']>[number];

/** The leads that exist for the portal (the leads area keeps deleted leads with `deletedAt`). */
export function leadsOf(db: Database): LeadView[] {
  return db.leads.all().filter((lead) => !lead.deletedAt);
}

/** Couple ids of couples added by hand start above this (and above every couple id of the leads). */
export const HAND_ADDED_COUPLE_ID_FLOOR = 88000;

/** The next couple id that belongs to no lead, relation or visit. */
export function nextCoupleId(db: Database): number {
  let max = HAND_ADDED_COUPLE_ID_FLOOR;
  for (const lead of leadsOf(db)) max = Math.max(max, lead.couple.id);
  for (const relation of db.coupleProviders.all()) max = Math.max(max, relation.couple.id);
  for (const visit of db.coupleVisits.all()) max = Math.max(max, visit.coupleId);
  return max + 1;
}

// ---------------------------------------------------------------- German couples

const FEMALE = [
  'Anna',
  'Julia',
  'Lena',
  'Sophie',
  'Marie',
  'Laura',
  'Lea',
  'Hannah',
  'Johanna',
  'Katharina',
  'Franziska',
  'Sarah',
  'Clara',
  'Charlotte',
  'Emilia',
  'Paula',
  'Theresa',
  'Nina',
  'Carolin',
  'Miriam',
];
const MALE = [
  'Lukas',
  'Jonas',
  'Tim',
  'Felix',
  'Maximilian',
  'Leon',
  'Paul',
  'David',
  'Niklas',
  'Moritz',
  'Sebastian',
  'Florian',
  'Tobias',
  'Philipp',
  'Jan',
  'Alexander',
  'Simon',
  'Benedikt',
  'Matthias',
  'Christian',
];
const SURNAMES = [
  'Schmidt',
  'Becker',
  'Müller',
  'Schneider',
  'Fischer',
  'Weber',
  'Wagner',
  'Hoffmann',
  'Schulz',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Werner',
  'Krause',
  'Lehmann',
  'Köhler',
  'Maier',
  'Herrmann',
  'Kaiser',
  'Peters',
];
const MAIL_DOMAINS = ['web.de', 'gmx.de', 't-online.de', 'gmail.com', 'posteo.de', 'outlook.de', 'freenet.de'];

function ascii(value: string): string {
  return value
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '');
}

interface GeneratedCouple {
  name: string;
  email: string;
  phone: z.infer<typeof zPhoneNumber>;
}

function germanCouple(random: Random): GeneratedCouple {
  // Most couples are a woman and a man; some are two women or two men.
  const kind = random.next();
  const firstNames = kind < 0.06 ? [FEMALE, FEMALE] : kind < 0.1 ? [MALE, MALE] : [FEMALE, MALE];
  const first = random.pick(firstNames[0] as string[]);
  const second = random.pick((firstNames[1] as string[]).filter((n) => n !== first));
  const firstSurname = random.pick(SURNAMES);
  const secondSurname = random.pick(SURNAMES.filter((n) => n !== firstSurname));
  const suffix = random.chance(0.3) ? String(random.int(80, 99)) : '';
  const email = `${ascii(first)}.${ascii(firstSurname)}${suffix}@${random.pick(MAIL_DOMAINS)}`;
  const prefix = random.pick([
    '151',
    '152',
    '157',
    '160',
    '162',
    '170',
    '171',
    '172',
    '173',
    '175',
    '176',
    '177',
    '178',
  ]);
  return {
    name: `${first} ${firstSurname} & ${second} ${secondSurname}`,
    email,
    phone: { number: `+49${prefix}${random.int(1000000, 99999999)}`, countryCode: 'DE' },
  };
}

// ---------------------------------------------------------------- seed

type CommentRequestStatus = z.infer<typeof zCoupleProvider>['commentRequestStatus'];
type CoupleProviderInput = z.input<typeof zCoupleProviderRecord>;

const PAGE_TYPES = [
  ['profile', 0.45],
  ['gallery', 0.25],
  ['prices', 0.2],
  ['discounts', 0.1],
] as const;

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  let roll = random.next();
  for (const [value, weight] of entries) {
    if (roll < weight) return value;
    roll -= weight;
  }
  return entries[entries.length - 1]?.[0] as T;
}

function minDate(a: Date, b: Date): Date {
  return a.getTime() < b.getTime() ? a : b;
}

/** Relations per provider: the demo customer's providers have history; the basic-plan venue a little. */
const RELATIONS_PER_PROVIDER: Record<number, number> = {
  [PROVIDER.havelblick]: 36,
  [PROVIDER.lichtwerk]: 28,
  [PROVIDER.brautsalon]: 18,
  [PROVIDER.elbblick]: 6,
};

/** Visits per day and provider (mean), only for providers with visit statistics worth showing. */
const VISITS_PER_DAY: Record<number, number> = {
  [PROVIDER.havelblick]: 3,
  [PROVIDER.lichtwerk]: 2,
  [PROVIDER.brautsalon]: 1.2,
  [PROVIDER.elbblick]: 0.5,
};

/** What the seed's phases share: the leads, the next ids and the relations so far. */
interface CoupleSeed {
  ctx: SeedContext;
  leads: LeadView[];
  /** The next couple id (of a couple that belongs to no lead) and the next relation id. */
  ids: { couple: number; relation: number };
  relations: CoupleProviderInput[];
  /** `providerId:coupleId` of the relations made from the leads and the generated couples. */
  taken: Set<string>;
  customerOf: (providerId: number) => number | undefined;
}

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, scenario } = ctx;
  if (scenario === 'empty') return;

  const s: CoupleSeed = {
    ctx,
    leads: leadsOf(db),
    ids: { couple: nextCoupleId(db), relation: 5001 },
    relations: [],
    taken: new Set<string>(),
    customerOf: (providerId) => db.providers.findFirst((q) => q.where({ id: providerId }))?.customerId,
  };
  addAnchorRelations(s);
  for (const [providerKey, count] of Object.entries(RELATIONS_PER_PROVIDER)) {
    addProviderRelations(s, Number(providerKey), count);
  }
  for (const relation of s.relations) await db.coupleProviders.create(relation);
  await seedVisits(s);
}

/** A few fixed relations first, so the demo (and the tests) always find each review-request state. */
const ANCHORS: Array<{
  providerId: number;
  name: string;
  status: CommentRequestStatus;
  workedTogether: boolean;
  weddingDaysAgo: number | null;
  createdDaysAgo: number;
  email: string | null;
  phone: string | null;
}> = [
  {
    providerId: PROVIDER.havelblick,
    name: 'Johanna Hartmann & Sebastian Lange',
    status: 'none',
    workedTogether: true,
    weddingDaysAgo: 21,
    createdDaysAgo: 240,
    email: 'johanna.hartmann@web.de',
    phone: '+4915112345678',
  },
  {
    providerId: PROVIDER.havelblick,
    name: 'Franziska Werner & Florian Kaiser',
    status: 'requested',
    workedTogether: true,
    weddingDaysAgo: 45,
    createdDaysAgo: 300,
    email: 'franziska.werner@gmx.de',
    phone: '+4917623456701',
  },
  {
    providerId: PROVIDER.havelblick,
    name: 'Theresa Koch & Benedikt Maier',
    status: 'commented',
    workedTogether: true,
    weddingDaysAgo: 90,
    createdDaysAgo: 380,
    email: 'theresa.koch@t-online.de',
    phone: null,
  },
  {
    providerId: PROVIDER.lichtwerk,
    name: 'Emilia Braun & Niklas Schröder',
    status: 'none',
    workedTogether: true,
    weddingDaysAgo: 12,
    createdDaysAgo: 150,
    email: 'emilia.braun@posteo.de',
    phone: null,
  },
  {
    providerId: PROVIDER.brautsalon,
    name: 'Paula Neumann & Simon Herrmann',
    status: 'none',
    workedTogether: false,
    weddingDaysAgo: null,
    createdDaysAgo: 30,
    email: null,
    phone: '+4916098765432',
  },
];

function addAnchorRelations(s: CoupleSeed): void {
  const { now } = s.ctx;
  for (const anchor of ANCHORS) {
    const createdAt = addMinutes(startOfDay(addDays(now, -anchor.createdDaysAgo)), 600 + anchor.createdDaysAgo);
    const requestedAt =
      anchor.status === 'none' || anchor.weddingDaysAgo === null ? null : addDays(now, -anchor.weddingDaysAgo + 7);
    s.relations.push({
      id: s.ids.relation++,
      customerId: s.customerOf(anchor.providerId) as number,
      couple: {
        id: s.ids.couple++,
        name: anchor.name,
        weddingDate: anchor.weddingDaysAgo === null ? null : isoDate(addDays(now, -anchor.weddingDaysAgo)),
      },
      providerId: anchor.providerId,
      leadId: null,
      workedTogether: anchor.workedTogether,
      commentRequestStatus: anchor.status,
      commentRequestedAt: requestedAt ? isoDateTime(requestedAt) : null,
      createdAt: isoDateTime(createdAt),
      email: anchor.email,
      phone: anchor.phone ? { number: anchor.phone, countryCode: 'DE' } : null,
    });
  }
}

/** The relations of one provider: about 60 % from its leads (booked ones first), the others generated couples. */
function addProviderRelations(s: CoupleSeed, providerId: number, count: number): void {
  const { random } = s.ctx;
  const customerId = s.customerOf(providerId);
  if (customerId === undefined) return;
  // About 60 % of the relations come from the provider's leads, booked ones (deal) first.
  const providerLeads = s.leads.filter((lead) => lead.provider.id === providerId && lead.status !== 'spam');
  const fromLeads = Math.round(count * 0.6);
  const deals = random.sample(
    providerLeads.filter((lead) => lead.status === 'deal'),
    fromLeads,
  );
  const leadPool = [
    ...deals,
    ...random.sample(
      providerLeads.filter((lead) => lead.status !== 'deal'),
      fromLeads - deals.length,
    ),
  ];
  for (let i = 0; i < count; i++) {
    const relation = nextRelation(s, providerId, customerId, leadPool[i]);
    if (relation) s.relations.push(relation);
  }
}

/**
 * A relation of the provider: with the couple of `lead` when given, else with a generated couple; null when the
 * provider has one with that couple already.
 */
function nextRelation(
  s: CoupleSeed,
  providerId: number,
  customerId: number,
  lead: LeadView | undefined,
): CoupleProviderInput | null {
  const { random, now } = s.ctx;
  let status = weighted<CommentRequestStatus>(random, [
    ['none', 0.4],
    ['requested', 0.25],
    ['commented', 0.35],
  ]);
  const generated = germanCouple(random);
  let leadId: number | null = null;
  let couple: { id: number; name: string; weddingDate: string | null };
  let createdAt: Date;
  let workedTogether: boolean;
  let email: string | null = random.chance(0.9) ? generated.email : null;
  let phone: z.infer<typeof zPhoneNumber> | null = random.chance(0.7) ? generated.phone : null;
  if (lead) {
    // The couple of one of the provider's leads; reviews are asked for only after the wedding.
    leadId = lead.id;
    couple = {
      id: lead.couple.id,
      name: lead.couple.name || lead.leadDetails.name || generated.name,
      weddingDate: lead.couple.weddingDate,
    };
    createdAt = parseDate(lead.createdAt);
    workedTogether = lead.status === 'deal';
    const married = couple.weddingDate !== null && couple.weddingDate < isoDate(now);
    if (!workedTogether || !married) status = 'none';
    email = lead.contactEmail;
    phone = lead.contactPhone
      ? { number: lead.contactPhone, ...(lead.contactPhone.startsWith('+49') && { countryCode: 'DE' }) }
      : null;
  } else {
    let wedding: Date | null;
    if (status === 'none') {
      createdAt = addMinutes(addDays(now, -random.int(20, 300)), -random.int(0, 1439));
      wedding = random.chance(0.15) ? null : addDays(createdAt, random.int(30, 420));
      workedTogether = random.chance(0.65);
    } else {
      // Reviews are asked for after the wedding.
      wedding = addDays(now, -random.int(7, 150));
      createdAt = addMinutes(addDays(wedding, -random.int(60, 330)), -random.int(0, 1439));
      workedTogether = true;
    }
    couple = { id: s.ids.couple++, name: generated.name, weddingDate: wedding ? isoDate(wedding) : null };
  }
  const key = `${providerId}:${couple.id}`;
  if (s.taken.has(key)) return null;
  s.taken.add(key);

  let requestedAt: Date | null = null;
  if (status !== 'none') {
    const wedding = couple.weddingDate ? parseDate(couple.weddingDate) : addDays(createdAt, 30);
    const start = wedding.getTime() > createdAt.getTime() ? wedding : createdAt;
    requestedAt = minDate(addMinutes(addDays(start, random.int(2, 21)), random.int(480, 1200)), addMinutes(now, -90));
    if (requestedAt.getTime() < createdAt.getTime()) requestedAt = addMinutes(createdAt, 30);
  }
  return {
    id: s.ids.relation++,
    customerId,
    couple,
    providerId,
    leadId,
    workedTogether,
    commentRequestStatus: status,
    commentRequestedAt: requestedAt ? isoDateTime(requestedAt) : null,
    createdAt: lead ? lead.createdAt : isoDateTime(createdAt),
    email,
    phone,
  };
}

/** Visits over the last six months: couples of the provider's leads and relations, some anonymous. */
async function seedVisits(s: CoupleSeed): Promise<void> {
  const { db, random, now } = s.ctx;
  const visits: Array<Omit<z.input<typeof zCoupleVisit>, 'leadId'>> = [];
  for (const [providerKey, perDay] of Object.entries(VISITS_PER_DAY)) {
    const providerId = Number(providerKey);
    if (s.customerOf(providerId) === undefined) continue;
    const known = new Map<number, string | null>();
    for (const lead of s.leads) {
      if (lead.provider.id === providerId && known.size < 120) known.set(lead.couple.id, lead.couple.name || null);
    }
    for (const relation of s.relations)
      if (relation.providerId === providerId) known.set(relation.couple.id, relation.couple.name);
    const pool = [...known.entries()];
    for (let day = 182; day >= 0; day--) {
      const count = Math.floor(perDay * 2 * random.next() + (random.chance(0.5) ? 0.5 : 0));
      for (let n = 0; n < count; n++) {
        // Couples browse between 7 a.m. and 11:30 p.m. German time.
        const visitedAt = addMinutes(startOfDay(addDays(now, -day)), random.int(360, 1350) + random.next());
        if (visitedAt.getTime() > now.getTime()) continue;
        const anonymous = pool.length === 0 || random.chance(0.2);
        const [id, name] = anonymous ? [s.ids.couple++, null] : random.pick(pool);
        visits.push({
          id: 0,
          coupleId: id,
          coupleName: name,
          providerId,
          visitedAt: isoDateTime(visitedAt),
          pageType: weighted(random, PAGE_TYPES),
        });
      }
    }
  }
  visits.sort((a, b) => a.visitedAt.localeCompare(b.visitedAt));
  let visitId = 910001;
  for (const visit of visits) await db.coupleVisits.create({ ...visit, id: visitId++ });
}
