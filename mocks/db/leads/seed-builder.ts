// Leads area: how the seed generates records: a couple, a provider's profile and every record of one lead
// (messages, interactions, histories, notes, reminders, items, lead data) from a plan and the random sequence.
import { addDays, isoDate } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { type collections as core, configSeedLabels } from '../core';
import type { Labels } from '../../lib/labels';
import {
  CALL_MESSAGES,
  CIVIL_MESSAGES,
  FEMALE,
  FIRST_MESSAGES,
  type ItemSeed,
  MAIL_DOMAINS,
  MALE,
  MANUAL_MESSAGES,
  MOBILE_PREFIXES,
  PARTY_MESSAGES,
  PLACES,
  PROVIDER_ITEMS,
  type ProviderKind,
  SURNAMES,
  WHATSAPP_FIRST,
} from './seed-data';
import {
  type LeadCommentRecord,
  type LeadDataRecord,
  type LeadHistoryRecord,
  type LeadInteractionRecord,
  type LeadItemRecord,
  type LeadMessageRecord,
  type LeadRecord,
  type LeadReminderRecord,
  type LeadStatus,
  type LeadType,
  type ProcessState,
  type UserRef,
  collections,
} from './store';
import { escapeHtml, germanDate, monthYear, transliterate } from './texts';

/** The labels of a seeded config entry the seed names (a reported reason). */
export function configLabels(type: Parameters<typeof configSeedLabels>[0], itemId: number | string): Labels {
  const labels = configSeedLabels(type, itemId);
  if (!labels) throw new Error(`No config ${type} ${itemId} in the seed.`);
  return labels;
}

export interface CoupleIdentity {
  id: number;
  name: string | null;
  first1: string;
  female1: boolean;
  female2: boolean;
  first2: string;
  email: string;
  phone: string;
  weddingDate: string | null;
  organizationDate: string | null;
  organizationType: number;
  isWedding: boolean;
  guests: number;
}

function dateOnWeekend(random: Random, base: Date, minDays: number, maxDays: number): string {
  let date = addDays(base, random.int(minDays, maxDays));
  const roll = random.next();
  const target = roll < 0.72 ? 6 : roll < 0.92 ? 5 : -1;
  if (target >= 0) {
    while (date.getUTCDay() !== target) date = addDays(date, 1);
  }
  return isoDate(date);
}

export function randomCouple(
  random: Random,
  id: number,
  kind: ProviderKind,
  now: Date,
  fixedName?: string | null,
): CoupleIdentity {
  const roll = random.next();
  const firstPool1 = roll < 0.05 ? FEMALE : roll < 0.08 ? MALE : FEMALE;
  const firstPool2 = roll < 0.05 ? FEMALE : MALE;
  const first1 = random.pick(firstPool1);
  let first2 = random.pick(firstPool2);
  if (first2 === first1) first2 = random.pick(firstPool2.filter((n) => n !== first1));
  const last1 = random.pick(SURNAMES);
  const last2 = random.chance(0.15) ? last1 : random.pick(SURNAMES);
  const generated = last1 === last2 ? `${first1} & ${first2} ${last1}` : `${first1} ${last1} & ${first2} ${last2}`;
  const name = fixedName === undefined ? (random.chance(0.08) ? null : generated) : fixedName;
  const mailStyle = random.int(0, 3);
  const local =
    mailStyle === 0
      ? `${transliterate(first1)}.${transliterate(last1)}`
      : mailStyle === 1
        ? `${transliterate(first1)}${transliterate(last1)}${random.int(80, 99)}`
        : mailStyle === 2
          ? `${transliterate(first1).slice(0, 1)}.${transliterate(last1)}`
          : `${transliterate(first1)}.und.${transliterate(first2)}`;
  const email = `${local}@${random.pick(MAIL_DOMAINS)}`;
  const phone = `+49${random.pick(MOBILE_PREFIXES)}${String(random.int(1000000, 99999999)).padStart(8, '0')}`;
  const typeRoll = random.next();
  const organizationType =
    kind === 'venue' ? (typeRoll < 0.7 ? 1 : typeRoll < 0.85 ? 2 : typeRoll < 0.92 ? 3 : 4) : typeRoll < 0.8 ? 1 : 2;
  const isWedding = organizationType <= 2;
  let weddingDate: string | null = dateOnWeekend(random, now, 61, 548);
  let organizationDate: string | null = null;
  if (!isWedding) {
    organizationDate = dateOnWeekend(random, now, 30, 240);
    weddingDate = random.chance(0.6) ? dateOnWeekend(random, new Date(`${organizationDate}T12:00:00Z`), 60, 300) : null;
  } else if (random.chance(0.04)) {
    weddingDate = null;
  }
  const guests =
    organizationType === 2
      ? random.int(12, 40)
      : organizationType === 3
        ? random.int(20, 50)
        : organizationType === 4
          ? random.int(40, 120)
          : random.int(40, 160);
  const female1 = firstPool1 === FEMALE;
  const female2 = firstPool2 === FEMALE;
  return {
    id,
    name,
    first1,
    first2,
    female1,
    female2,
    email,
    phone,
    weddingDate,
    organizationDate,
    organizationType,
    isWedding,
    guests,
  };
}

export function fill(
  template: string,
  couple: CoupleIdentity,
  random: Random,
  extra: Record<string, string> = {},
): string {
  const date = couple.weddingDate ?? couple.organizationDate;
  const values: Record<string, string> = {
    date: date ? germanDate(date) : 'nächsten Sommer',
    orgDate: couple.organizationDate ? germanDate(couple.organizationDate) : date ? germanDate(date) : 'im Frühjahr',
    monthYear: date ? monthYear(date) : 'nächsten Jahr',
    guests: String(couple.guests),
    guestsMore: String(couple.guests + 10),
    place: random.pick(PLACES),
    first1: couple.first1,
    first2: couple.first2,
    budget: String(random.int(12, 30) * 100),
    ...extra,
  };
  return template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');
}

// ---------------------------------------------------------------- providers and teams

export interface ProviderProfile {
  id: number;
  customerId: number;
  name: string;
  kind: ProviderKind;
  basic: boolean;
  summary: LeadRecord['provider'];
  items: ItemSeed[];
  team: Array<UserRef & { active: boolean }>;
}

type ProviderRow = ReturnType<typeof core.providers.all>[number];
type UserRow = ReturnType<typeof core.customerUsers.all>[number];

export function profileOf(provider: ProviderRow, users: readonly UserRow[]): ProviderProfile {
  const categoryType = provider.category.categoryType;
  const kind: ProviderKind =
    categoryType === 'photographer' ? 'photographer' : categoryType === 'bridal_gown' ? 'gown' : 'venue';
  const team = users
    .filter((u) => u.customerId === provider.customerId)
    .flatMap((u) => {
      const link = u.customerUserProviders.find((l) => l.providerId === provider.id);
      return link ? [{ id: u.id, name: u.name, active: !link.hasLeftJob }] : [];
    });
  if (team.length === 0) {
    const anyUser = users.find((u) => u.customerId === provider.customerId);
    if (anyUser) team.push({ id: anyUser.id, name: anyUser.name, active: true });
  }
  return {
    id: provider.id,
    customerId: provider.customerId,
    name: provider.name,
    kind,
    basic: provider.productFeatures.planTier === 'basic',
    summary: {
      id: provider.id,
      name: provider.name,
      category: structuredClone(provider.category),
      city: structuredClone(provider.city),
      district: provider.district ? structuredClone(provider.district) : null,
      listingProductName: provider.productFeatures.listingProductName,
    },
    items: PROVIDER_ITEMS[provider.id] ?? [],
    team,
  };
}

// ---------------------------------------------------------------- building one lead

export interface IdCounters {
  message: number;
  interaction: number;
  history: number;
  comment: number;
  reminder: number;
  item: number;
  data: number;
}

export interface LeadPlan {
  id: number;
  profile: ProviderProfile;
  createdAt: number;
  couple: CoupleIdentity;
  status: LeadStatus;
  firstLeadType: LeadType;
  isPrepaid: boolean;
  /**
   * full: every record; light (the bulk of the large scenario): no messages, notes, reminders or couple
   * interactions, and only the `created` and final status history entries, so 10,000 leads seed in about 2 s.
   */
  detail: 'full' | 'light';
  /** The couple's first message (plain text); generated when missing. */
  message?: string;
  processState?: ProcessState | null;
}

export interface BuiltLead {
  lead: LeadRecord;
  messages: LeadMessageRecord[];
  interactions: LeadInteractionRecord[];
  histories: LeadHistoryRecord[];
  comments: LeadCommentRecord[];
  reminders: LeadReminderRecord[];
  items: LeadItemRecord[];
  data: LeadDataRecord;
}

export const PROCESS_STATES: ProcessState[] = [
  'first_contact',
  'appointment_planned',
  'appointment_done',
  'offer_preparing',
  'contract_sent',
];

/** Which statuses a lead passes on its way to the final one (after `new`). */
export function statusPath(final: LeadStatus, random: Random): LeadStatus[] {
  switch (final) {
    case 'new':
      return [];
    case 'pending':
      return ['pending'];
    case 'negotiating':
      return ['pending', 'negotiating'];
    case 'offered':
      return random.chance(0.6) ? ['pending', 'negotiating', 'offered'] : ['pending', 'offered'];
    case 'deal':
      return random.chance(0.7) ? ['pending', 'negotiating', 'offered', 'deal'] : ['pending', 'negotiating', 'deal'];
    case 'rejected': {
      const roll = random.next();
      return roll < 0.3 ? ['rejected'] : roll < 0.7 ? ['pending', 'rejected'] : ['pending', 'negotiating', 'rejected'];
    }
    case 'not_reached':
      return random.chance(0.5) ? ['not_reached'] : ['pending', 'not_reached'];
    case 'spam':
      return ['spam'];
    case 'unreachable':
      return ['unreachable'];
  }
}

/** A realistic delay to the first answer, in business seconds. */
export function responseDelay(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return random.int(5 * 60, 90 * 60);
  if (roll < 0.8) return random.int(90 * 60, 11 * 3600);
  if (roll < 0.95) return random.int(11 * 3600, 33 * 3600);
  return random.int(33 * 3600, 66 * 3600);
}

export function firstMessageText(plan: LeadPlan, random: Random): string {
  const { couple, profile } = plan;
  if (plan.firstLeadType === 'call') return fill(random.pick(CALL_MESSAGES), couple, random);
  if (plan.firstLeadType === 'manual') return fill(random.pick(MANUAL_MESSAGES), couple, random);
  if (plan.firstLeadType === 'whatsapp') return fill(random.pick(WHATSAPP_FIRST), couple, random);
  if (profile.kind === 'venue' && couple.organizationType === 2)
    return fill(random.pick(CIVIL_MESSAGES), couple, random);
  if (profile.kind === 'venue' && PARTY_MESSAGES[couple.organizationType]) {
    return fill(PARTY_MESSAGES[couple.organizationType] as string, couple, random);
  }
  return fill(random.pick(FIRST_MESSAGES[profile.kind]), couple, random);
}

function greeting(couple: CoupleIdentity): string {
  if (!couple.name) return 'Liebes Brautpaar,';
  return `${couple.female1 ? 'Liebe' : 'Lieber'} ${couple.first1}, ${couple.female2 ? 'liebe' : 'lieber'} ${couple.first2},`;
}

export function providerReply(
  kind: ProviderKind,
  step: 'first' | 'follow' | 'offer' | 'deal' | 'decline',
  couple: CoupleIdentity,
  sender: string,
  provider: string,
): string {
  const date = couple.weddingDate ?? couple.organizationDate;
  const when = date ? `der ${germanDate(date)}` : 'Ihr Wunschtermin';
  const bodies: Record<ProviderKind, Record<typeof step, string>> = {
    venue: {
      first: `vielen Dank für Ihre Anfrage und herzlichen Glückwunsch! ${when.charAt(0).toUpperCase()}${when.slice(1)} ist bei uns derzeit noch frei. Gern zeigen wir Ihnen den Festsaal und die Orangerie bei einer Besichtigung. Unsere aktuelle Preisliste finden Sie im Anhang.`,
      follow:
        'sehr gern, wir haben den Termin für Sie vorgemerkt. Bringen Sie zur Besichtigung gern Ihre Trauzeugen mit.',
      offer: `anbei unser Angebot für ${couple.guests} Gäste inklusive Menü, Getränkepauschale und Raummiete. Die Reservierung halten wir Ihnen zwei Wochen lang frei.`,
      deal: 'wir freuen uns riesig, dass Sie bei uns feiern! Den Vertrag haben wir Ihnen soeben per E-Mail geschickt.',
      decline: `vielen Dank für Ihre Anfrage! Leider ist ${when} bei uns bereits vergeben. Wir wünschen Ihnen eine wunderschöne Hochzeit.`,
    },
    photographer: {
      first: `vielen Dank für Ihre Nachricht! ${when.charAt(0).toUpperCase()}${when.slice(1)} ist bei uns noch frei. Im Anhang finden Sie unsere Pakete für Reportagen und Hochzeitsfilme.`,
      follow: 'gern können wir uns vorab per Videoanruf kennenlernen. Passt Ihnen Donnerstag um 18 Uhr?',
      offer: 'anbei unser Angebot für die Ganztagesreportage inklusive Online-Galerie und Fotobuch.',
      deal: 'wunderbar, wir haben Ihren Termin fest eingetragen. Die Anzahlungsrechnung folgt separat.',
      decline: `vielen Dank für Ihre Anfrage! Leider sind wir für ${when} schon ausgebucht. Gern empfehlen wir Ihnen befreundete Fotografinnen.`,
    },
    gown: {
      first:
        'vielen Dank für Ihre Anfrage! Gern reservieren wir Ihnen einen zweistündigen Beratungstermin in unserem Salon. Bitte planen Sie sechs bis acht Monate Lieferzeit ein.',
      follow: 'sehr gern, der Termin ist für Sie reserviert. Bringen Sie gern passende Schuhe zur Anprobe mit.',
      offer: 'anbei das Angebot für Ihr Wunschkleid inklusive Änderungen und Schleier.',
      deal: 'herzlichen Glückwunsch zu Ihrem Traumkleid! Die erste Anprobe vereinbaren wir etwa acht Wochen vor der Hochzeit.',
      decline:
        'vielen Dank für Ihre Anfrage! Leider können wir Ihren Wunsch in der verbleibenden Zeit nicht mehr umsetzen.',
    },
  };
  return `<p>${escapeHtml(greeting(couple))}</p><p>${escapeHtml(bodies[kind][step])}</p><p>Herzliche Grüße<br>${escapeHtml(sender)}<br>${escapeHtml(provider)}</p>`;
}

export function subjectFor(couple: CoupleIdentity, isReply: boolean): string {
  const date = couple.weddingDate ?? couple.organizationDate;
  const base = date
    ? couple.isWedding
      ? `Anfrage Hochzeit ${germanDate(date)}`
      : `Anfrage Feier am ${germanDate(date)}`
    : 'Anfrage über das Hochzeitsportal';
  return isReply ? `Re: ${base}` : base;
}

export async function writeLead(built: BuiltLead): Promise<void> {
  await collections.leads.create(built.lead);
  for (const record of built.messages) await collections.leadMessages.create(record);
  for (const record of built.interactions) await collections.leadInteractions.create(record);
  for (const record of built.histories) await collections.leadHistories.create(record);
  for (const record of built.comments) await collections.leadComments.create(record);
  for (const record of built.reminders) await collections.leadReminders.create(record);
  for (const record of built.items) await collections.leadItems.create(record);
  await collections.leadData.create(built.data);
}
