// Leads area: couples' quote requests with their messages, notes (comments), interactions, histories,
// reminders, items and lead data.
//
// Storage notes (other areas read these collections through `db`):
// - `leads` holds the API's Lead plus storage-only keys: `customerId`, `providerId`, the couple's real contact
//   data (`contactEmail`, `contactPhone`), `deletedAt` (a deleted lead is kept but never answered), the report
//   (`reportedReasonId`, `reportedAt`), `source` (createMarketplaceLead) and `coupleLastSeenAt`.
//   `leadDetails.email`/`phone` are stored exactly as the API shows them: null until the provider has written to
//   the couple (`contactVisible`, spec point 5). `provider` is a snapshot; answers use the current summary.
// - `leadComments` keep per-user read state in `readByUserIds` instead of `isRead` (read by the current user).
// - `leadHistories` carry `leadId` and `texts` ({de, en}); `text` is the German one.
// - `unreadMessageCount` = unread incoming `leadMessages`; `itemCount` = `leadItems` of the lead.
// - Every lead has exactly one `leadData` record.
//
// Seed (default): 400 leads of customer 1 over the last six months (260 for 101, 88 for 102, 52 for 103) and 30
// for 201 (basic plan; leads beyond its 3 per month stay `new` and unworked). Lead ids count up in order of
// arrival from 1, except 42 ("Anna Schmidt & Lukas Becker", 101, new, two unread messages, couple 1042) and 43
// (couple e-mail @ungueltig.de: sending an e-mail fails with 502). Couple ids are 1000 + the id of the couple's
// first lead; about one in ten photographer or bridal-gown leads shares its couple with a venue lead. Lead items
// refer to provider item ids 2201-2205 (101), 2301-2304 (102), 2401-2404 (103) and 2501-2502 (201). 'large': 10,000
// leads, messages, notes and reminders only for the newest 500. 'empty': none.
import { z } from 'zod';
import {
  zLead,
  zLeadComment,
  zLeadData,
  zLeadHistory,
  zLeadInteraction,
  zLeadItem,
  zLeadMessage,
  zLeadReminder,
  zMarketplaceLeadSource,
} from '../../src/api/generated/zod/zod.gen';
import { addDays, isoDate, isoDateTime, now as clockNow } from '../lib/clock';
import { createRandom, type Random } from '../lib/random';
import { addBusinessSeconds, berlinMonth, berlinParts, berlinTime, isBusinessTime } from '../lib/response-time';
import { publishLeadActivity } from '../realtime/events';
import { collection, nextId } from './collection';
import { collections as core, CUSTOMER, PROVIDER } from './core';
import type { SeedContext } from './seed-context';

const zDateTime = z.iso.datetime({ offset: true });
const zTexts = z.object({ de: z.string().min(1), en: z.string().min(1) });
const E164 = /^\+[1-9][0-9]{6,14}$/;

// isLocked is computed per request from the plan quota, not stored.
const zLeadRecord = zLead.omit({ isLocked: true }).extend({
  customerId: z.int().gte(1),
  providerId: z.int().gte(1),
  contactEmail: z.email().nullable(),
  contactPhone: z.string().regex(E164).nullable(),
  coupleLastSeenAt: zDateTime.nullable(),
  reportedReasonId: z.int().gte(1).nullable(),
  reportedAt: zDateTime.nullable(),
  source: zMarketplaceLeadSource.nullable(),
  deletedAt: zDateTime.nullable(),
});
const zLeadCommentRecord = zLeadComment.omit({ isRead: true }).extend({ readByUserIds: z.array(z.int().gte(1)) });
const zLeadHistoryRecord = zLeadHistory.extend({ leadId: z.int().gte(1), texts: zTexts });
const zLeadReminderRecord = zLeadReminder.extend({ customerUserId: z.int().gte(1).nullable() });
const zLeadItemRecord = zLeadItem.extend({ leadId: z.int().gte(1) });

export const collections = {
  leads: collection(zLeadRecord),
  leadMessages: collection(zLeadMessage),
  leadComments: collection(zLeadCommentRecord),
  leadInteractions: collection(zLeadInteraction),
  leadHistories: collection(zLeadHistoryRecord),
  leadReminders: collection(zLeadReminderRecord),
  leadItems: collection(zLeadItemRecord),
  leadData: collection(zLeadData),
};

export type LeadRecord = z.infer<typeof zLeadRecord>;
export type LeadMessageRecord = z.infer<typeof zLeadMessage>;
export type LeadCommentRecord = z.infer<typeof zLeadCommentRecord>;
export type LeadInteractionRecord = z.infer<typeof zLeadInteraction>;
export type LeadHistoryRecord = z.infer<typeof zLeadHistoryRecord>;
export type LeadReminderRecord = z.infer<typeof zLeadReminderRecord>;
export type LeadItemRecord = z.infer<typeof zLeadItemRecord>;
export type LeadDataRecord = z.infer<typeof zLeadData>;
export type Texts = z.infer<typeof zTexts>;
type LeadStatus = LeadRecord['status'];
type ProcessState = NonNullable<LeadRecord['processState']>;
type LeadType = LeadRecord['firstLeadType'];
type InteractionType = LeadInteractionRecord['type'];
type CallResult = NonNullable<LeadInteractionRecord['callResult']>;
type HistoryType = LeadHistoryRecord['type'];
type Channel = LeadMessageRecord['channel'];
export interface UserRef {
  id: number;
  name: string;
}

/** Well-known records for tests and docs. */
export const LEAD = {
  /** "Anna Schmidt & Lukas Becker" at Schlossgut Havelblick (101), status new, two unread incoming messages. */
  wellKnown: 42,
  /** Couple e-mail ends with @ungueltig.de: sending an e-mail answers 502 MESSAGE_NOT_SENT. */
  undeliverable: 43,
} as const;
/** The couple of lead 42 (couple ids are 1000 + the id of the couple's first lead). */
export const COUPLE = { annaUndLukas: 1042 } as const;

/** The basic plan shows at most this many couples per calendar month and provider (spec point 9). */
export const BASIC_PLAN_LEADS_PER_MONTH = 3;

// ---------------------------------------------------------------- small helpers

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `DD.MM.YYYY` of an API date. */
export function germanDate(date: string): string {
  return `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;
}

function monthYear(date: string, language: 'de' | 'en' = 'de'): string {
  const names = language === 'de' ? GERMAN_MONTHS : ENGLISH_MONTHS;
  return `${names[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** German wall-clock date and time of an instant, e.g. `28.11.2026, 14:00 Uhr`. */
export function germanDateTime(instant: string | Date): { de: string; en: string } {
  const p = berlinParts(typeof instant === 'string' ? new Date(instant) : instant);
  const two = (n: number) => String(n).padStart(2, '0');
  const date = `${two(p.day)}.${two(p.month)}.${p.year}`;
  const time = `${two(p.hour)}:${two(p.minute)}`;
  return { de: `${date}, ${time} Uhr`, en: `${p.year}-${two(p.month)}-${two(p.day)} ${time}` };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Plain text as the HTML body of a message. */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

function transliterate(text: string): string {
  return text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '');
}

/** Unique five-digit extension number of a lead (shown when the couple's name is missing). */
export function extensionNumberFor(leadId: number): string {
  return String(40000 + ((leadId * 7919) % 60000));
}

/** Seeded times are whole minutes. */
function tsm(ms: number): string {
  return ts(Math.floor(ms / MINUTE) * MINUTE);
}

function ts(ms: number | Date): string {
  return isoDateTime(typeof ms === 'number' ? new Date(ms) : ms);
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;

// ---------------------------------------------------------------- labels

const STATUS_LABELS: Record<LeadStatus, Texts> = {
  new: { de: 'Neu', en: 'New' },
  pending: { de: 'Offen', en: 'Pending' },
  negotiating: { de: 'In Verhandlung', en: 'Negotiating' },
  offered: { de: 'Angebot gesendet', en: 'Offer sent' },
  deal: { de: 'Zusage', en: 'Deal' },
  rejected: { de: 'Abgesagt', en: 'Rejected' },
  spam: { de: 'Spam', en: 'Spam' },
  not_reached: { de: 'Nicht erreicht', en: 'Not reached' },
  unreachable: { de: 'Nicht erreichbar', en: 'Unreachable' },
};

const INTERACTION_LABELS: Record<InteractionType, Texts> = {
  phone_call: { de: 'Anruf', en: 'Phone call' },
  manual_add: { de: 'Manuell hinzugefügt', en: 'Added manually' },
  info_request: { de: 'Anfrage', en: 'Info request' },
  visit: { de: 'Besuch', en: 'Visit' },
  like: { de: 'Auf der Merkliste', en: 'Like' },
  sms: { de: 'SMS', en: 'SMS' },
  email: { de: 'E-Mail', en: 'E-mail' },
  whatsapp: { de: 'WhatsApp', en: 'WhatsApp' },
  facebook: { de: 'Facebook', en: 'Facebook' },
};

const CALL_RESULT_LABELS: Record<CallResult, Texts> = {
  BUSY: { de: 'besetzt', en: 'busy' },
  LINE_CLOSED: { de: 'Anschluss nicht erreichbar', en: 'line closed' },
  NO_ANSWER: { de: 'keine Antwort', en: 'no answer' },
  TALKED: { de: 'Gespräch geführt', en: 'talked' },
  WAITING: { de: 'Rückruf ausstehend', en: 'waiting for call-back' },
};

const MARKETPLACE_SOURCE_LABELS: Record<z.infer<typeof zMarketplaceLeadSource>, Texts> = {
  phone: { de: 'telefonisch', en: 'by phone' },
  fair: { de: 'auf einer Hochzeitsmesse', en: 'at a wedding fair' },
  walk_in: { de: 'persönlich vor Ort', en: 'in person' },
  other: { de: 'außerhalb des Portals', en: 'outside the portal' },
};

/** Texts of history entries in German and English (answered by Accept-Language). */
export const historyTexts = {
  created(type: LeadType, user: UserRef | null): Texts {
    switch (type) {
      case 'plusLead':
        return {
          de: 'Plus-Anfrage über das Hochzeitsportal eingegangen.',
          en: 'Plus request received via the wedding portal.',
        };
      case 'whatsapp':
        return { de: 'Anfrage per WhatsApp eingegangen.', en: 'Request received via WhatsApp.' };
      case 'call':
        return { de: 'Anruf über die Vermittlungsnummer eingegangen.', en: 'Call received via the forwarding number.' };
      case 'manual':
        return {
          de: `Paar von ${user?.name ?? 'einem Mitarbeiter'} manuell hinzugefügt.`,
          en: `Couple added manually by ${user?.name ?? 'a team member'}.`,
        };
      default:
        return { de: 'Anfrage über das Hochzeitsportal eingegangen.', en: 'Request received via the wedding portal.' };
    }
  },
  registered(source: z.infer<typeof zMarketplaceLeadSource>): Texts {
    const label = MARKETPLACE_SOURCE_LABELS[source];
    return {
      de: `Paar ${label.de} kennengelernt und beim Portal registriert.`,
      en: `Couple met ${label.en} and registered with the portal.`,
    };
  },
  statusChanged(from: LeadStatus, to: LeadStatus, extra?: Texts): Texts {
    const base = {
      de: `Status von „${STATUS_LABELS[from].de}“ auf „${STATUS_LABELS[to].de}“ geändert.`,
      en: `Status changed from “${STATUS_LABELS[from].en}” to “${STATUS_LABELS[to].en}”.`,
    };
    return extra ? { de: `${base.de} ${extra.de}`, en: `${base.en} ${extra.en}` } : base;
  },
  processState(label: Texts): Texts {
    return { de: `Bearbeitungsstand: ${label.de}.`, en: `Process state: ${label.en}.` };
  },
  messageSent: (): Texts => ({ de: 'Nachricht an das Paar gesendet.', en: 'Message sent to the couple.' }),
  whatsappSent: (): Texts => ({
    de: 'WhatsApp-Nachricht an das Paar gesendet.',
    en: 'WhatsApp message sent to the couple.',
  }),
  smsSent: (): Texts => ({ de: 'SMS an das Paar gesendet.', en: 'SMS sent to the couple.' }),
  messageReceived: (): Texts => ({
    de: 'Neue Nachricht des Paares erhalten.',
    en: 'New message received from the couple.',
  }),
  noteAdded: (): Texts => ({ de: 'Notiz hinzugefügt.', en: 'Note added.' }),
  reminderSet(remindAt: string): Texts {
    const at = germanDateTime(remindAt);
    return { de: `Erinnerung für den ${at.de} gesetzt.`, en: `Reminder set for ${at.en}.` };
  },
  interactionAdded(type: InteractionType, callResult: CallResult | null): Texts {
    const label = INTERACTION_LABELS[type];
    const result = callResult ? CALL_RESULT_LABELS[callResult] : null;
    return {
      de: `Kontakt erfasst: ${label.de}${result ? ` (${result.de})` : ''}.`,
      en: `Interaction recorded: ${label.en}${result ? ` (${result.en})` : ''}.`,
    };
  },
  reported(reason: Texts): Texts {
    return {
      de: `Anfrage an das Hochzeitsportal gemeldet: ${reason.de}.`,
      en: `Request reported to the wedding portal: ${reason.en}.`,
    };
  },
  dealConfirmed: (): Texts => ({ de: 'Zusage bestätigt.', en: 'Deal confirmed.' }),
  appointmentConfirmed(appointmentAt: string): Texts {
    const at = germanDateTime(appointmentAt);
    return { de: `Termin am ${at.de} bestätigt.`, en: `Appointment on ${at.en} confirmed.` };
  },
  withNote(texts: Texts, note: string | undefined): Texts {
    if (!note) return texts;
    return { de: `${texts.de} Notiz: ${note}`, en: `${texts.en} Note: ${note}` };
  },
};

// ---------------------------------------------------------------- German data pools

const FEMALE = [
  'Anna',
  'Laura',
  'Julia',
  'Lena',
  'Sophie',
  'Marie',
  'Lea',
  'Hannah',
  'Katharina',
  'Sarah',
  'Lisa',
  'Johanna',
  'Clara',
  'Emma',
  'Paula',
  'Charlotte',
  'Franziska',
  'Carolin',
  'Miriam',
  'Nina',
  'Theresa',
  'Vanessa',
  'Jana',
  'Melanie',
  'Leonie',
  'Annika',
  'Kristina',
  'Selin',
  'Aylin',
  'Friederike',
  'Luisa',
  'Svenja',
];
const MALE = [
  'Lukas',
  'Jonas',
  'Felix',
  'Maximilian',
  'Tim',
  'Jan',
  'Leon',
  'Paul',
  'Niklas',
  'Tobias',
  'David',
  'Florian',
  'Moritz',
  'Philipp',
  'Simon',
  'Alexander',
  'Sebastian',
  'Daniel',
  'Fabian',
  'Julian',
  'Matthias',
  'Benedikt',
  'Christian',
  'Kai',
  'Emre',
  'Deniz',
  'Henrik',
  'Malte',
];
const SURNAMES = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Schäfer',
  'Koch',
  'Bauer',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schulze',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
  'Scholz',
  'Möller',
  'Weiß',
  'Jung',
  'Hahn',
  'Vogel',
  'Friedrich',
  'Keller',
  'Günther',
  'Berger',
  'Winkler',
  'Roth',
  'Beck',
  'Baumann',
  'Franke',
  'Yılmaz',
  'Kaya',
  'Öztürk',
  'Nowak',
  'Jansen',
];
const MAIL_DOMAINS = [
  'web.de',
  'gmx.de',
  't-online.de',
  'gmail.com',
  'posteo.de',
  'outlook.de',
  'icloud.com',
  'freenet.de',
];
const MOBILE_PREFIXES = [
  '151',
  '152',
  '157',
  '160',
  '162',
  '163',
  '170',
  '171',
  '172',
  '173',
  '175',
  '176',
  '177',
  '178',
  '179',
];

type ProviderKind = 'venue' | 'photographer' | 'gown';

interface ItemSeed {
  id: number;
  name: string;
  price: number;
}

const PROVIDER_ITEMS: Record<number, ItemSeed[]> = {
  [PROVIDER.havelblick]: [
    { id: 2201, name: 'Hochzeitspaket Orangerie (bis 80 Gäste)', price: 8900 },
    { id: 2202, name: 'Festsaal ganztags inkl. Bestuhlung', price: 6500 },
    { id: 2203, name: 'Freie Trauung am Havelufer', price: 1450 },
    { id: 2204, name: 'Menü „Havelland“ pro Person', price: 89 },
    { id: 2205, name: 'Übernachtung Kavaliershaus (40 Betten)', price: 3200 },
  ],
  [PROVIDER.lichtwerk]: [
    { id: 2301, name: 'Ganztagesreportage (10 Stunden)', price: 2890 },
    { id: 2302, name: 'Standesamt-Paket (3 Stunden)', price: 890 },
    { id: 2303, name: 'Verlobungsshooting im Tiergarten', price: 290 },
    { id: 2304, name: 'Hochzeitsfilm (Highlight-Video)', price: 1900 },
  ],
  [PROVIDER.brautsalon]: [
    { id: 2401, name: 'Brautkleid „Elina“ in A-Linie mit Spitze', price: 1890 },
    { id: 2402, name: 'Brautkleid „Marlene“ aus Crêpe mit offenem Rücken', price: 2650 },
    { id: 2403, name: 'Schleier aus Tüll, kathedrallang', price: 240 },
    { id: 2404, name: 'Änderungspauschale Schneiderei', price: 180 },
  ],
  [PROVIDER.elbblick]: [
    { id: 2501, name: 'Wintergarten-Paket (bis 70 Gäste)', price: 5900 },
    { id: 2502, name: 'Sommerfest auf der Terrasse mit Elbstrand', price: 2400 },
  ],
};

const EXTRA_SERVICES: Record<ProviderKind, string[]> = {
  venue: [
    'Freie Trauung im Park',
    'Übernachtung für Gäste',
    'Kinderbetreuung',
    'Sektempfang am Bootssteg',
    'Mitternachtssnack',
    'Hochzeitstorte',
    'DJ und Tanzfläche',
    'Blumendekoration',
    'Shuttle vom Bahnhof',
    'Vegetarisches Menü',
  ],
  photographer: [
    'Verlobungsshooting',
    'Hochzeitsfilm',
    'Drohnenaufnahmen',
    'Fotobox',
    'Zweite Fotografin',
    'Fotobuch aus Leinen',
    'After-Wedding-Shooting',
  ],
  gown: ['Änderungsschneiderei', 'Schleier', 'Brautschuhe', 'Haarschmuck', 'Reifrock', 'Zweites Kleid für die Party'],
};

const PLACES = [
  'Potsdam',
  'Berlin-Köpenick',
  'der Zitadelle Spandau',
  'Schloss Ribbeck',
  'Werder (Havel)',
  'Berlin-Mitte',
  'Caputh',
  'Ketzin',
];

interface CoupleIdentity {
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

function randomCouple(
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

function fill(template: string, couple: CoupleIdentity, random: Random, extra: Record<string, string> = {}): string {
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

const FIRST_MESSAGES: Record<ProviderKind, string[]> = {
  venue: [
    'Hallo, wir heiraten am {date} und suchen eine Location für etwa {guests} Gäste. Ist der Termin bei Ihnen noch frei?',
    'Guten Tag, wir planen unsere Hochzeit im {monthYear} mit rund {guests} Gästen und würden gern Ihre Räumlichkeiten besichtigen. Welche Termine hätten Sie für eine Besichtigung?',
    'Liebes Team, uns gefällt Ihre Location sehr! Wäre der {date} für eine freie Trauung mit anschließender Feier ({guests} Personen) noch verfügbar? Könnten Sie uns eine Preisübersicht schicken?',
    'Hallo zusammen, wir möchten im {monthYear} heiraten und interessieren uns für ein Komplettpaket mit Trauung, Essen und Party bis in die Nacht. Wir rechnen mit {guests} Gästen. Was würde das ungefähr kosten?',
    'Hallo, habt ihr im {monthYear} noch Samstage frei? Wir planen mit {guests} Gästen und bräuchten auch ein paar Übernachtungsmöglichkeiten.',
    'Hallo, wir sind auf der Suche nach einer Location am Wasser für unsere Hochzeit am {date}. Ist bei Ihnen auch eine Trauung im Freien möglich? Wir wären etwa {guests} Personen.',
  ],
  photographer: [
    'Hallo, wir heiraten am {date} in {place} und suchen jemanden, der uns den ganzen Tag fotografiert. Sind Sie an dem Tag noch frei?',
    'Guten Tag, uns gefallen Ihre natürlichen Reportagen sehr. Wir feiern am {date} mit {guests} Gästen. Was kostet eine Begleitung von der Trauung bis zum Eröffnungstanz?',
    'Hallo, bieten Sie auch Verlobungsshootings an? Unsere Hochzeit ist am {date}, vorher hätten wir gern ein Shooting im Tiergarten.',
    'Hallo zusammen, könnt ihr auch Video machen? Wir heiraten am {date} und hätten gern Fotos und einen kurzen Hochzeitsfilm.',
  ],
  gown: [
    'Hallo, ich heirate am {date} und suche ein schlichtes, modernes Brautkleid. Kann ich einen Beratungstermin an einem Samstag bekommen?',
    'Guten Tag, ich hätte gern einen Termin zur Anprobe. Mir gefallen Kleider mit Spitze und offenem Rücken, mein Budget liegt bei etwa {budget} Euro. Unsere Hochzeit ist am {date}.',
    'Hallo, wie lange vor der Hochzeit sollte ich das Kleid bestellen? Wir heiraten am {date}. Ich würde gern mit meiner Mutter und meiner Trauzeugin vorbeikommen.',
    'Hallo liebes Team, führt ihr auch Kleider in Größe 44? Ich heirate im {monthYear} standesamtlich und suche etwas Leichtes.',
  ],
};

const CIVIL_MESSAGES = [
  'Hallo, wir heiraten am {date} standesamtlich und suchen einen schönen Ort für ein Mittagessen mit {guests} Gästen. Bieten Sie auch Menüs für kleinere Gruppen an?',
];
const PARTY_MESSAGES: Record<number, string> = {
  3: 'Hallo, wir möchten am {orgDate} unsere Verlobung im kleinen Kreis mit {guests} Personen feiern. Haben Sie dafür einen passenden Raum?',
  4: 'Guten Tag, wir planen am {orgDate} unseren Polterabend mit etwa {guests} Gästen. Ist so eine Feier bei Ihnen möglich, gern auch draußen?',
};
const CALL_MESSAGES = [
  'Anruf über die Vermittlungsnummer: Das Paar fragt nach freien Terminen im {monthYear} für etwa {guests} Gäste und bittet um Rückruf.',
  'Anruf über die Vermittlungsnummer: Das Paar möchte einen Besichtigungstermin vereinbaren.',
];
const MANUAL_MESSAGES = [
  'Telefonische Anfrage, Besichtigung gewünscht.',
  'Paar hat uns auf der Hochzeitsmesse angesprochen und möchte ein Angebot für den {date}.',
  'Empfehlung von einem früheren Brautpaar, Rückruf vereinbart.',
];
const WHATSAPP_FIRST = [
  'Hallo! Ist der {date} bei euch noch frei? Wir wären ca. {guests} Leute 😊',
  'Hi, wir heiraten im {monthYear} – habt ihr noch Kapazitäten? Liebe Grüße, {first1} & {first2}',
];
const FOLLOW_UPS = [
  'Hallo, wir wollten nur kurz nachfragen, ob unsere Anfrage angekommen ist. Wir würden uns über eine Rückmeldung freuen!',
  'Guten Tag, gibt es schon Neuigkeiten zu unserer Anfrage? Wir müssen uns in den nächsten Tagen entscheiden.',
  'Hallo nochmal, wir hätten auch am Wochenende davor Zeit, falls das besser passt.',
];
const COUPLE_REPLIES: Record<ProviderKind, string[]> = {
  venue: [
    'Vielen Dank für die schnelle Antwort! Passt Ihnen Samstag um 14 Uhr für eine Besichtigung?',
    'Danke für die Preisliste. Ist im Paket auch die Getränkepauschale enthalten?',
    'Könnten wir die Gästezahl noch auf {guestsMore} erhöhen? Und gibt es einen Raum für die Kinder?',
    'Das klingt wunderbar. Wir würden gern auch das Menü probieren – ist ein Probeessen möglich?',
  ],
  photographer: [
    'Vielen Dank! Können wir uns vorher einmal per Videoanruf kennenlernen?',
    'Danke für das Angebot. Wie lange dauert es, bis wir die fertigen Bilder bekommen?',
    'Das Paket mit Hochzeitsfilm klingt toll. Sind Drohnenaufnahmen auch möglich?',
  ],
  gown: [
    'Vielen Dank! Dann komme ich gern am Samstag um 11 Uhr mit meiner Trauzeugin vorbei.',
    'Danke für die Rückmeldung. Wie lange dauern die Änderungen ungefähr?',
    'Das Kleid „Elina“ hat mir auf den Bildern sehr gefallen. Haben Sie es in meiner Größe zum Anprobieren da?',
  ],
};
const COUPLE_ACCEPTS = [
  'Wir haben uns entschieden und möchten fest buchen! Wie geht es jetzt weiter?',
  'Wir sind uns einig: Wir nehmen Ihr Angebot sehr gern an.',
];
const COUPLE_DECLINES = [
  'Leider haben wir uns für einen anderen Anbieter entschieden. Trotzdem vielen Dank für die nette Beratung!',
  'Vielen Dank für das Angebot, das liegt leider über unserem Budget.',
];
const NOTES = [
  'Paar wünscht vegetarisches Menü, Trauung im Park angefragt.',
  'Rückruf vereinbart für Dienstagnachmittag.',
  'Budget eher knapp – Angebot mit Winterpreisen schicken.',
  'Eltern der Braut zahlen mit, Rechnung bitte getrennt ausstellen.',
  'Besichtigung hat stattgefunden, das Paar war begeistert.',
  'Hat parallel bei zwei anderen Anbietern angefragt – zügig nachfassen.',
  'Trauzeugin ist Ansprechpartnerin für die Dekoration.',
  'Kinderbetreuung während der Feier gewünscht.',
  'Braut bevorzugt Termine am Vormittag, Bräutigam arbeitet im Schichtdienst.',
  'Allergien: eine Person mit Nussallergie, bitte an die Küche weitergeben.',
];
const REMINDER_NOTES = [
  'Angebot nachfassen.',
  'Rückruf wegen der Menüauswahl.',
  'Prüfen, ob der Vertrag unterschrieben zurück ist.',
  'Nach der Besichtigung nachhaken.',
  null,
];
const CALL_NOTES: Record<CallResult, Array<string | null>> = {
  TALKED: [
    'Besichtigung für Samstag vereinbart.',
    'Preise besprochen, Angebot folgt per E-Mail.',
    'Offene Fragen zur Gästezahl geklärt.',
    null,
  ],
  NO_ANSWER: ['Mailbox, keine Nachricht hinterlassen.', 'Niemand erreicht.', null],
  BUSY: ['Besetzt, später erneut versuchen.', null],
  LINE_CLOSED: ['Die Nummer ist nicht vergeben.', 'Anschluss vorübergehend nicht erreichbar.'],
  WAITING: ['Paar bittet um Rückruf am Abend.', 'Rückruf zugesagt, Paar meldet sich.', null],
};

// ---------------------------------------------------------------- providers and teams

interface ProviderProfile {
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

function profileOf(provider: ProviderRow, users: readonly UserRow[]): ProviderProfile {
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

// ---------------------------------------------------------------- basic plan

interface QuotaCandidate {
  id: number;
  providerId: number;
  createdAt: string;
  firstLeadType: LeadType;
}

/**
 * Leads a basic-plan provider does not see: beyond the first 3 couples of a German calendar month (by arrival).
 * Couples the provider added itself (firstLeadType manual) do not count and are always shown; deleted leads keep
 * their place in the count.
 */
export function hiddenByPlan(leads: readonly QuotaCandidate[], basicProviderIds: ReadonlySet<number>): Set<number> {
  const hidden = new Set<number>();
  if (basicProviderIds.size === 0) return hidden;
  const groups = new Map<string, QuotaCandidate[]>();
  for (const lead of leads) {
    if (!basicProviderIds.has(lead.providerId) || lead.firstLeadType === 'manual') continue;
    const key = `${lead.providerId}:${berlinMonth(new Date(lead.createdAt))}`;
    const group = groups.get(key);
    if (group) group.push(lead);
    else groups.set(key, [lead]);
  }
  for (const group of groups.values()) {
    if (group.length <= BASIC_PLAN_LEADS_PER_MONTH) continue;
    group.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
    for (const lead of group.slice(BASIC_PLAN_LEADS_PER_MONTH)) hidden.add(lead.id);
  }
  return hidden;
}

// ---------------------------------------------------------------- building one lead

interface IdCounters {
  message: number;
  interaction: number;
  history: number;
  comment: number;
  reminder: number;
  item: number;
  data: number;
}

interface LeadPlan {
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

interface BuiltLead {
  lead: LeadRecord;
  messages: LeadMessageRecord[];
  interactions: LeadInteractionRecord[];
  histories: LeadHistoryRecord[];
  comments: LeadCommentRecord[];
  reminders: LeadReminderRecord[];
  items: LeadItemRecord[];
  data: LeadDataRecord;
}

const PROCESS_STATES: ProcessState[] = [
  'first_contact',
  'appointment_planned',
  'appointment_done',
  'offer_preparing',
  'contract_sent',
];

/** Which statuses a lead passes on its way to the final one (after `new`). */
function statusPath(final: LeadStatus, random: Random): LeadStatus[] {
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
function responseDelay(random: Random): number {
  const roll = random.next();
  if (roll < 0.45) return random.int(5 * 60, 90 * 60);
  if (roll < 0.8) return random.int(90 * 60, 11 * 3600);
  if (roll < 0.95) return random.int(11 * 3600, 33 * 3600);
  return random.int(33 * 3600, 66 * 3600);
}

function firstMessageText(plan: LeadPlan, random: Random): string {
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

function providerReply(
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

function subjectFor(couple: CoupleIdentity, isReply: boolean): string {
  const date = couple.weddingDate ?? couple.organizationDate;
  const base = date
    ? couple.isWedding
      ? `Anfrage Hochzeit ${germanDate(date)}`
      : `Anfrage Feier am ${germanDate(date)}`
    : 'Anfrage über das Hochzeitsportal';
  return isReply ? `Re: ${base}` : base;
}

/** Builds every record of one lead; timestamps never pass `now`. */
function buildLead(plan: LeadPlan, random: Random, ids: IdCounters, now: number): BuiltLead {
  const { profile, couple } = plan;
  const created = Math.floor(plan.createdAt / MINUTE) * MINUTE;
  const latest = now - MINUTE;
  const light = plan.detail === 'light';
  const activeTeam = profile.team.filter((u) => u.active);
  const team = activeTeam.length > 0 ? activeTeam : profile.team;
  const someone = (): UserRef => {
    const u = random.pick(team);
    return { id: u.id, name: u.name };
  };
  const owner = someone();
  const coupleName = couple.name ?? 'Brautpaar';
  const messages: LeadMessageRecord[] = [];
  const interactions: LeadInteractionRecord[] = [];
  const histories: LeadHistoryRecord[] = [];
  const comments: LeadCommentRecord[] = [];
  const reminders: LeadReminderRecord[] = [];
  const items: LeadItemRecord[] = [];
  let contactVisible = plan.firstLeadType === 'manual';
  let firstResponseAt: number | null = null;
  let rejectReasonId: number | null = null;
  let processState: ProcessState | null = null;
  let dealConfirmed = false;
  let appointmentAt: number | null = null;
  let appointmentNeedsConfirmation = false;
  let reportedReasonId: number | null = null;
  let reportedAt: number | null = null;

  const history = (
    at: number,
    type: HistoryType,
    texts: Texts,
    user: UserRef | null,
    from: LeadStatus | null = null,
    to: LeadStatus | null = null,
  ) => {
    if (light && type !== 'created' && !(type === 'status_changed' && to === plan.status)) return;
    histories.push({
      id: ids.history++,
      leadId: plan.id,
      createdAt: tsm(Math.min(at, latest)),
      type,
      fromStatus: from,
      toStatus: to,
      text: texts.de,
      texts,
      customerUser: user,
    });
  };
  const interaction = (
    at: number,
    type: InteractionType,
    user: UserRef | null,
    callResult: CallResult | null = null,
    note: string | null = null,
  ) => {
    if (light && (type !== 'phone_call' || user === null)) return;
    interactions.push({
      id: ids.interaction++,
      leadId: plan.id,
      type,
      callResult: type === 'phone_call' ? (callResult ?? 'TALKED') : null,
      note,
      occurredAt: tsm(Math.min(at, latest)),
      createdAt: tsm(Math.min(latest, at + random.int(0, 15) * MINUTE)),
      customerUser: user,
    });
  };
  const message = (
    at: number,
    direction: 'incoming' | 'outgoing',
    channel: Channel,
    body: string,
    sender: string,
    subject: string | null,
  ) => {
    if (light) return;
    messages.push({
      id: ids.message++,
      leadId: plan.id,
      createdAt: tsm(Math.min(at, latest)),
      direction,
      channel,
      subject: channel === 'email' ? subject : null,
      body,
      isRead: true,
      attachments: [],
      senderName: sender,
      deliveryStatus: 'delivered',
    });
  };

  // Before the request: the couple looked at the listing.
  if (random.chance(0.3)) interaction(created - random.int(1, 10) * DAY - random.int(0, 600) * MINUTE, 'visit', null);
  if (random.chance(0.25)) interaction(created - random.int(0, 5) * DAY - random.int(5, 300) * MINUTE, 'like', null);
  if (random.chance(0.04))
    interaction(
      created - random.int(1, 3) * DAY,
      'facebook',
      null,
      null,
      'Nachricht über die Facebook-Seite erhalten.',
    );

  // The request itself.
  const text = plan.message ?? firstMessageText(plan, random);
  const firstChannel: Channel = plan.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email';
  const manualUser = plan.firstLeadType === 'manual' ? owner : null;
  history(created, 'created', historyTexts.created(plan.firstLeadType, manualUser), manualUser, null, 'new');
  switch (plan.firstLeadType) {
    case 'infoRequest':
    case 'plusLead':
      interaction(created, 'info_request', null);
      message(created, 'incoming', 'email', textToHtml(text), coupleName, subjectFor(couple, false));
      break;
    case 'whatsapp':
      interaction(created, 'whatsapp', null);
      message(created, 'incoming', 'whatsapp', textToHtml(text), coupleName, null);
      break;
    case 'call':
      interaction(
        created,
        'phone_call',
        null,
        random.chance(0.7) ? 'TALKED' : 'WAITING',
        'Anruf über die Vermittlungsnummer.',
      );
      break;
    case 'manual':
      interaction(created, 'manual_add', owner, null, 'Paar telefonisch erfasst.');
      break;
  }

  // The way to the final status.
  const path = statusPath(plan.status, random);
  const answeredByMessage = path[0] === 'pending' || (path[0] === 'rejected' && random.chance(0.5));
  let stepTimes: number[] = [];
  if (path.length > 0) {
    let first = addBusinessSeconds(new Date(created), responseDelay(random)).getTime();
    if (first >= latest) first = created + Math.floor((latest - created) * random.next() * 0.9);
    const span = Math.min(latest - first, (4 + 9 * path.length) * DAY);
    stepTimes = path.map((_, index) =>
      index === 0 ? first : first + Math.floor((span * (index + random.next() * 0.6)) / path.length),
    );
    // The team works in business hours; times are whole minutes.
    stepTimes = stepTimes.map((t) => {
      const inHours = isBusinessTime(new Date(t))
        ? t
        : addBusinessSeconds(new Date(t), random.int(5, 90) * 60).getTime();
      return Math.min(Math.floor(inHours / MINUTE) * MINUTE, latest);
    });
    for (let i = 1; i < stepTimes.length; i++) {
      stepTimes[i] = Math.max(stepTimes[i] as number, (stepTimes[i - 1] as number) + MINUTE);
    }
  }
  let status = 'new' as LeadStatus;
  let lastIncoming = created;
  path.forEach((next, index) => {
    const at = stepTimes[index] as number;
    const user = index === 0 ? owner : random.chance(0.75) ? owner : someone();
    const sendChannel: Channel = plan.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email';
    if (index === 0 && (next === 'pending' || answeredByMessage)) {
      const step = next === 'rejected' ? 'decline' : 'first';
      message(
        at,
        'outgoing',
        sendChannel,
        providerReply(profile.kind, step, couple, user.name, profile.name),
        user.name,
        // A call or a couple added by hand has no e-mail to reply to yet.
        subjectFor(couple, plan.firstLeadType !== 'call' && plan.firstLeadType !== 'manual'),
      );
      history(
        at,
        'message_sent',
        sendChannel === 'whatsapp' ? historyTexts.whatsappSent() : historyTexts.messageSent(),
        user,
      );
      contactVisible = true;
      firstResponseAt = at;
      if (random.chance(0.12) && couple.phone) {
        const smsAt = Math.min(latest, at + random.int(2, 20) * MINUTE);
        message(
          smsAt,
          'outgoing',
          'sms',
          `Hallo ${couple.first1}, hier ist ${user.name} von ${profile.name}. Wir haben Ihnen eben eine E-Mail geschickt – rufen Sie uns gern an!`,
          user.name,
          null,
        );
        history(smsAt, 'sms_sent', historyTexts.smsSent(), user);
      }
    }
    const before = status;
    const beforeTime = at + (index === 0 ? 1000 : 0);
    if (next === 'negotiating') {
      const replyAt = Math.max(lastIncoming, at - random.int(2, 30) * HOUR);
      if (replyAt > (firstResponseAt ?? created)) {
        message(
          replyAt,
          'incoming',
          sendChannel,
          textToHtml(fill(random.pick(COUPLE_REPLIES[profile.kind]), couple, random)),
          coupleName,
          subjectFor(couple, true),
        );
        history(replyAt, 'message_received', historyTexts.messageReceived(), null);
        lastIncoming = replyAt;
      }
      if (random.chance(0.6))
        interaction(at - random.int(1, 60) * MINUTE, 'phone_call', user, 'TALKED', random.pick(CALL_NOTES.TALKED));
      processState = plan.processState !== undefined ? plan.processState : random.pick(PROCESS_STATES);
      message(
        at + 5 * MINUTE,
        'outgoing',
        sendChannel,
        providerReply(profile.kind, 'follow', couple, user.name, profile.name),
        user.name,
        subjectFor(couple, true),
      );
      history(at + 5 * MINUTE, 'message_sent', historyTexts.messageSent(), user);
    }
    if (next === 'offered') {
      message(
        at,
        'outgoing',
        'email',
        providerReply(profile.kind, 'offer', couple, user.name, profile.name),
        user.name,
        subjectFor(couple, true),
      );
      history(at, 'message_sent', historyTexts.messageSent(), user);
      contactVisible = true;
    }
    if (next === 'deal') {
      const acceptAt = Math.max(lastIncoming + MINUTE, at - random.int(1, 20) * HOUR);
      message(
        acceptAt,
        'incoming',
        'email',
        textToHtml(random.pick(COUPLE_ACCEPTS)),
        coupleName,
        subjectFor(couple, true),
      );
      history(acceptAt, 'message_received', historyTexts.messageReceived(), null);
      lastIncoming = acceptAt;
      message(
        at + 10 * MINUTE,
        'outgoing',
        'email',
        providerReply(profile.kind, 'deal', couple, user.name, profile.name),
        user.name,
        subjectFor(couple, true),
      );
      history(at + 10 * MINUTE, 'message_sent', historyTexts.messageSent(), user);
    }
    if (next === 'rejected') {
      const coupleDeclined = status !== 'new' && random.chance(0.55);
      if (coupleDeclined) {
        const declineAt = Math.max(lastIncoming + MINUTE, at - random.int(1, 30) * HOUR);
        message(
          declineAt,
          'incoming',
          'email',
          textToHtml(random.pick(COUPLE_DECLINES)),
          coupleName,
          subjectFor(couple, true),
        );
        history(declineAt, 'message_received', historyTexts.messageReceived(), null);
        lastIncoming = declineAt;
        rejectReasonId = 4;
      } else {
        rejectReasonId = random.pick([1, 2, 3, 5]);
      }
      if (firstResponseAt === null) firstResponseAt = at;
    }
    if (next === 'not_reached') {
      const calls = random.int(1, 3);
      for (let c = 0; c < calls; c++) {
        interaction(
          at - (calls - c) * random.int(3, 20) * HOUR,
          'phone_call',
          user,
          random.chance(0.7) ? 'NO_ANSWER' : 'BUSY',
          random.pick(CALL_NOTES.NO_ANSWER),
        );
      }
    }
    if (next === 'unreachable') {
      interaction(
        at - random.int(5, 60) * MINUTE,
        'phone_call',
        user,
        'LINE_CLOSED',
        random.pick(CALL_NOTES.LINE_CLOSED),
      );
    }
    if (next === 'spam' && random.chance(0.4)) {
      reportedReasonId = 1;
      reportedAt = at + 2 * MINUTE;
      history(
        reportedAt,
        'reported',
        historyTexts.reported({ de: 'Spam oder Werbung', en: 'Spam or advertising' }),
        user,
      );
    }
    const extra =
      next === 'negotiating' && processState
        ? historyTexts.processState(PROCESS_STATE_LABELS[processState])
        : undefined;
    history(beforeTime, 'status_changed', historyTexts.statusChanged(before, next, extra), user, before, next);
    status = next;
  });

  // Pending leads: some calls back and forth.
  if ((status === 'pending' || status === 'negotiating') && random.chance(0.35)) {
    const at = Math.min(latest, (firstResponseAt ?? created) + random.int(1, 48) * HOUR);
    const result: CallResult = random.pick(['TALKED', 'WAITING', 'NO_ANSWER', 'BUSY']);
    interaction(at, 'phone_call', owner, result, random.pick(CALL_NOTES[result]));
    history(at + MINUTE, 'interaction_added', historyTexts.interactionAdded('phone_call', result), owner);
  }
  if (contactVisible && status !== 'new' && random.chance(0.08)) {
    const at = Math.min(latest, (firstResponseAt ?? created) + random.int(1, 72) * HOUR);
    const type: InteractionType = random.chance(0.5) ? 'email' : 'sms';
    interaction(
      at,
      type,
      owner,
      null,
      type === 'email'
        ? 'Preisliste zusätzlich aus dem Büro-Postfach geschickt.'
        : 'Terminbestätigung per SMS verschickt.',
    );
  }

  // Appointments.
  if (status === 'negotiating' && processState === 'appointment_planned') {
    const day = addDays(new Date(now), random.int(2, 20));
    const p = berlinParts(day);
    appointmentAt = berlinTime(p.year, p.month, p.day, random.int(10, 17)).getTime();
    appointmentNeedsConfirmation = random.chance(0.6);
  } else if (
    (status === 'negotiating' && (processState === 'appointment_done' || processState === 'contract_sent')) ||
    (status === 'deal' && profile.kind !== 'photographer')
  ) {
    const start = stepTimes[0] ?? created;
    const at = start + Math.floor((latest - start) * (0.3 + random.next() * 0.5));
    const p = berlinParts(new Date(at));
    appointmentAt = Math.min(latest, berlinTime(p.year, p.month, p.day, random.int(10, 17)).getTime());
    history(
      Math.max(start, appointmentAt - random.int(1, 5) * DAY),
      'appointment_confirmed',
      historyTexts.appointmentConfirmed(ts(appointmentAt)),
      owner,
    );
    interaction(
      appointmentAt,
      'visit',
      null,
      null,
      profile.kind === 'venue' ? 'Besichtigung vor Ort.' : 'Termin im Studio.',
    );
  }
  if (status === 'deal' && random.chance(0.6)) {
    dealConfirmed = true;
    const at = Math.min(latest, (stepTimes.at(-1) ?? created) + random.int(1, 72) * HOUR);
    history(at, 'deal_confirmed', historyTexts.dealConfirmed(), owner);
  }

  // Unread state: the newest incoming messages nobody has read yet.
  let isRead = true;
  if (status === 'new') {
    isRead = random.chance(0.45);
    if (!isRead) for (const m of messages) m.isRead = false;
    const age = latest - created;
    if (age > 2 * DAY && random.chance(0.2)) {
      const at = created + Math.floor(age * (0.5 + random.next() * 0.4));
      message(at, 'incoming', firstChannel, textToHtml(random.pick(FOLLOW_UPS)), coupleName, subjectFor(couple, true));
      history(at, 'message_received', historyTexts.messageReceived(), null);
      const followUp = messages.at(-1);
      if (followUp && followUp.createdAt === ts(at)) followUp.isRead = false;
    }
  } else if (['pending', 'negotiating', 'offered'].includes(status) && messages.length > 0 && random.chance(0.3)) {
    const lastTime = Math.max(...messages.map((m) => new Date(m.createdAt).getTime()));
    if (latest - lastTime > HOUR) {
      const at = lastTime + Math.floor((latest - lastTime) * (0.2 + random.next() * 0.7));
      if (latest - at < 14 * DAY) {
        message(
          at,
          'incoming',
          firstChannel,
          textToHtml(fill(random.pick(COUPLE_REPLIES[profile.kind]), couple, random)),
          coupleName,
          subjectFor(couple, true),
        );
        history(at, 'message_received', historyTexts.messageReceived(), null);
        const reply = messages.at(-1);
        if (reply) reply.isRead = random.chance(0.3);
      }
    }
  }

  // Notes of the team.
  if (!light && random.chance(status === 'new' ? 0.1 : 0.3)) {
    const count = random.int(1, 3);
    for (let c = 0; c < count; c++) {
      const at = created + Math.floor((latest - created) * random.next());
      const author = someone();
      const readers = new Set<number>([author.id]);
      for (const member of profile.team) {
        if (member.id === author.id) continue;
        const recent = latest - at < 7 * DAY;
        if (!recent || random.chance(0.5)) readers.add(member.id);
      }
      comments.push({
        id: ids.comment++,
        leadId: plan.id,
        createdAt: tsm(at),
        body: random.pick(NOTES),
        author,
        readByUserIds: [...readers].sort((a, b) => a - b),
      });
      history(at, 'note_added', historyTexts.noteAdded(), author);
    }
  }

  // Reminders.
  if (!light && ['pending', 'negotiating', 'offered'].includes(status) && random.chance(0.3)) {
    const pastRoom = latest - created > 3 * DAY;
    const future = !pastRoom || random.chance(0.65);
    const base = future
      ? addDays(new Date(now), random.int(1, 14))
      : new Date(created + DAY + Math.floor((latest - created - 2 * DAY) * random.next()));
    const p = berlinParts(base);
    const remindAt = berlinTime(p.year, p.month, p.day, 9).getTime();
    const createdAtMs = Math.max(created, Math.min(latest, remindAt - random.int(1, 5) * DAY));
    const user = someone();
    reminders.push({
      id: ids.reminder++,
      leadId: plan.id,
      remindAt: ts(remindAt),
      note: random.pick(REMINDER_NOTES),
      createdAt: tsm(createdAtMs),
      customerUserId: user.id,
    });
    history(createdAtMs, 'reminder_set', historyTexts.reminderSet(ts(remindAt)), user);
  }

  // Items the couple asked about.
  if (profile.items.length > 0 && random.chance(profile.kind === 'gown' ? 0.5 : 0.35)) {
    for (const item of random.sample(profile.items, random.int(1, 2))) {
      items.push({
        id: ids.item++,
        leadId: plan.id,
        providerItemId: item.id,
        name: item.name,
        price: item.price,
        currency: 'EUR',
        imagePath: `/media/providers/${profile.id}/items/${item.id}.jpg`,
      });
    }
  }

  // Lead data (tab "call data"): one record per lead.
  const known = status !== 'new' ? random.chance(0.75) : random.chance(0.3);
  const budgetAmount =
    profile.kind === 'venue'
      ? Math.max(1500, Math.round((couple.guests * random.int(90, 220)) / 500) * 500)
      : profile.kind === 'photographer'
        ? random.int(12, 45) * 100
        : random.int(16, 70) * 50;
  const data: LeadDataRecord = {
    id: ids.data++,
    leadId: plan.id,
    budget: known ? { amount: budgetAmount, currency: 'EUR' } : null,
    capacity: known && profile.kind !== 'gown' ? couple.guests : null,
    organizationType: couple.organizationType,
    extraServices: known ? random.sample(EXTRA_SERVICES[profile.kind], random.int(0, 3)) : [],
  };

  const unread = messages.filter((m) => m.direction === 'incoming' && !m.isRead).length;
  const activityTimes = [
    created,
    ...messages.map((m) => new Date(m.createdAt).getTime()),
    ...interactions.map((i) => new Date(i.occurredAt).getTime()),
    ...histories
      .filter((h) => h.type !== 'note_added' && h.type !== 'reminder_set')
      .map((h) => new Date(h.createdAt).getTime()),
  ].filter((t) => t <= latest);
  const lastActivity = Math.max(...activityTimes);
  const updated = Math.max(
    lastActivity,
    ...comments.map((c) => new Date(c.createdAt).getTime()),
    ...reminders.map((r) => new Date(r.createdAt).getTime()),
  );
  const nextReminder = reminders
    .map((r) => r.remindAt)
    .filter((at) => at >= ts(now))
    .sort()[0];
  const lastSeen = random.chance(0.7) ? lastActivity + Math.floor((now - lastActivity) * random.next()) : null;

  const lead: LeadRecord = {
    id: plan.id,
    createdAt: ts(created),
    updatedAt: ts(updated),
    extensionNumber: extensionNumberFor(plan.id),
    leadDetails: {
      name: couple.name ?? '',
      email: contactVisible ? couple.email : null,
      phone: contactVisible ? couple.phone : null,
      contactVisible,
    },
    couple: {
      id: couple.id,
      name: couple.name,
      weddingDate: couple.weddingDate,
      organizationDate: couple.organizationDate,
    },
    // The collection stores a copy (create() rebuilds the record), so the shared summary is never aliased.
    provider: profile.summary,
    message: text,
    status,
    processState: status === 'negotiating' ? processState : null,
    rejectReasonId: status === 'rejected' ? rejectReasonId : null,
    dealConfirmed,
    unreadMessageCount: unread,
    itemCount: items.length,
    isPrepaid: plan.isPrepaid,
    firstLeadType: plan.firstLeadType,
    isWedding: couple.isWedding,
    isRead,
    appointmentAt: appointmentAt === null ? null : ts(appointmentAt),
    appointmentNeedsConfirmation: appointmentAt !== null && appointmentAt > now && appointmentNeedsConfirmation,
    reminderAt: nextReminder ?? null,
    firstResponseAt: firstResponseAt === null ? null : ts(firstResponseAt),
    lastActivityAt: ts(lastActivity),
    customerId: profile.customerId,
    providerId: profile.id,
    contactEmail: couple.email,
    contactPhone: couple.phone,
    coupleLastSeenAt: lastSeen === null ? null : tsm(lastSeen),
    reportedReasonId,
    reportedAt: reportedAt === null ? null : ts(reportedAt),
    source: null,
    deletedAt: null,
  };
  messages.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
  return { lead, messages, interactions, histories, comments, reminders, items, data };
}

const PROCESS_STATE_LABELS: Record<ProcessState, Texts> = {
  first_contact: { de: 'Erstkontakt', en: 'First contact' },
  appointment_planned: { de: 'Termin geplant', en: 'Appointment planned' },
  appointment_done: { de: 'Termin stattgefunden', en: 'Appointment held' },
  offer_preparing: { de: 'Angebot in Arbeit', en: 'Preparing offer' },
  contract_sent: { de: 'Vertrag versendet', en: 'Contract sent' },
};

export function processStateLabel(state: ProcessState): Texts {
  return PROCESS_STATE_LABELS[state];
}

async function writeLead(built: BuiltLead): Promise<void> {
  await collections.leads.create(built.lead);
  for (const record of built.messages) await collections.leadMessages.create(record);
  for (const record of built.interactions) await collections.leadInteractions.create(record);
  for (const record of built.histories) await collections.leadHistories.create(record);
  for (const record of built.comments) await collections.leadComments.create(record);
  for (const record of built.reminders) await collections.leadReminders.create(record);
  for (const record of built.items) await collections.leadItems.create(record);
  await collections.leadData.create(built.data);
}

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

export async function seed(ctx: SeedContext): Promise<void> {
  const { db, random, scenario } = ctx;
  if (scenario === 'empty') return;
  const now = ctx.now.getTime();
  const users = db.customerUsers.all();
  const profiles = new Map(db.providers.all().map((p) => [p.id, profileOf(p, users)]));
  const profile = (id: number) => {
    const p = profiles.get(id);
    if (!p) throw new Error(`Leads seed: unknown provider ${id}`);
    return p;
  };

  const large = scenario === 'large';
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

  interface Draft {
    providerId: number;
    createdAt: number;
  }
  const drafts: Draft[] = [];
  for (const [providerId, count] of counts) {
    for (let i = 0; i < count; i++) {
      // Slightly more requests in recent weeks.
      const daysAgo = Math.floor(Math.pow(random.next(), 1.15) * 182);
      let createdAt = arrivalTime(random, daysAgo, ctx.now);
      if (createdAt > now - 10 * MINUTE) createdAt = now - random.int(10, 600) * MINUTE;
      drafts.push({ providerId, createdAt });
    }
  }
  drafts.sort((a, b) => a.createdAt - b.createdAt || a.providerId - b.providerId);

  // Ids in order of arrival, 42 and 43 reserved for the well-known leads.
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

  // The same couple sometimes asks the venue and the photographer or gown shop of the demo customer.
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

  // The two well-known leads.
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
  plans.sort((a, b) => a.createdAt - b.createdAt || a.id - b.id);

  // Large scenario: messages only for the newest 500 leads.
  if (large) plans.forEach((plan, index) => (plan.detail = index >= plans.length - 500 ? 'full' : 'light'));

  // Basic plan: couples beyond the monthly quota were never shown, so nobody has worked on them.
  const basic = new Set([...profiles.values()].filter((p) => p.basic).map((p) => p.id));
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

  // Every process state appears on some negotiating lead.
  let stateIndex = 0;
  for (const plan of plans) {
    if (plan.status === 'negotiating' && plan.id !== LEAD.wellKnown)
      plan.processState = PROCESS_STATES[stateIndex++ % PROCESS_STATES.length] ?? null;
  }

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
      imagePath: `/media/providers/${PROVIDER.havelblick}/items/2201.jpg`,
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

// ---------------------------------------------------------------- runtime: simulated couples (dev panel, realtime)

function currentIds(): IdCounters {
  return {
    message: nextId(collections.leadMessages),
    interaction: nextId(collections.leadInteractions),
    history: nextId(collections.leadHistories),
    comment: nextId(collections.leadComments),
    reminder: nextId(collections.leadReminders),
    item: nextId(collections.leadItems),
    data: nextId(collections.leadData),
  };
}

export interface IncomingLeadInput {
  /** Default: Schlossgut Havelblick (101). */
  providerId?: number;
  /** Default: a random German couple; null: the couple left the name empty (the extension number shows). */
  coupleName?: string | null;
  /** `YYYY-MM-DD`; default: a Saturday 2-18 months ahead. */
  weddingDate?: string;
  /** The couple's first message (plain text); default: a realistic request. */
  message?: string;
  /** Default infoRequest. */
  firstLeadType?: Exclude<LeadType, 'manual'>;
  isPrepaid?: boolean;
  /** Arrival time; default now. */
  at?: Date;
}

export interface IncomingLead {
  lead: LeadRecord;
  /** The couple's first message (null for a call). */
  message: LeadMessageRecord | null;
}

/** A couple's new request, created exactly as the seed creates a brand-new lead (status new, unread). */
export async function createIncomingLead(input: IncomingLeadInput = {}): Promise<IncomingLead> {
  const providerId = input.providerId ?? PROVIDER.havelblick;
  const provider = core.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) throw new Error(`createIncomingLead: unknown provider ${providerId}`);
  const p = profileOf(provider, core.customerUsers.all());
  const leadId = nextId(collections.leads);
  const random = createRandom(0x5eed + leadId * 7);
  const at = input.at ?? clockNow();
  const maxCouple = collections.leads.all().reduce((max, l) => Math.max(max, l.couple.id), 1000);
  const couple = randomCouple(
    random,
    Math.max(maxCouple + 1, 1000 + leadId),
    p.kind,
    at,
    input.coupleName === undefined ? undefined : input.coupleName,
  );
  if (input.weddingDate) {
    couple.weddingDate = input.weddingDate;
    couple.organizationDate = null;
    couple.organizationType = 1;
    couple.isWedding = true;
  }
  if (typeof input.coupleName === 'string') {
    const [partner1 = '', partner2 = ''] = input.coupleName.split('&').map((part) => part.trim());
    couple.first1 = partner1.split(/\s+/)[0] || couple.first1;
    couple.first2 = partner2.split(/\s+/)[0] || couple.first2;
  }
  const built = buildLead(
    {
      id: leadId,
      profile: p,
      createdAt: at.getTime(),
      couple,
      status: 'new',
      firstLeadType: input.firstLeadType ?? 'infoRequest',
      isPrepaid: input.isPrepaid ?? false,
      detail: 'full',
      ...(input.message === undefined ? {} : { message: input.message }),
    },
    random,
    currentIds(),
    at.getTime() + MINUTE,
  );
  // A brand-new request: nobody has opened it, nothing else has happened yet.
  built.comments = [];
  built.reminders = [];
  built.messages = built.messages.slice(0, 1).map((m) => ({ ...m, isRead: false }));
  built.histories = built.histories.filter((h) => h.type === 'created');
  built.interactions = built.interactions.filter((i) => new Date(i.occurredAt).getTime() <= at.getTime());
  Object.assign(built.lead, {
    isRead: false,
    unreadMessageCount: built.messages.length,
    lastActivityAt: built.lead.createdAt,
    updatedAt: built.lead.createdAt,
    coupleLastSeenAt: built.lead.createdAt,
  });
  await writeLead(built);
  const lead = collections.leads.findFirst((q) => q.where({ id: leadId })) as LeadRecord;
  const message = built.messages[0]
    ? (collections.leadMessages.findFirst((q) => q.where({ id: built.messages[0]?.id as number })) ?? null)
    : null;
  publishLeadActivity({ type: 'lead', lead });
  return { lead, message };
}

/** A new message of the couple on an existing lead (unread; the lead's unread count and activity follow). */
export async function createIncomingMessage(
  leadId: number,
  body: string,
  options: { channel?: Channel; at?: Date } = {},
): Promise<LeadMessageRecord> {
  const lead = collections.leads.findFirst((q) => q.where({ id: leadId }));
  if (!lead || lead.deletedAt) throw new Error(`createIncomingMessage: unknown lead ${leadId}`);
  const at = ts(options.at ?? clockNow());
  const previous = collections.leadMessages.findMany((q) => q.where({ leadId }));
  const channel = options.channel ?? previous.find((m) => m.direction === 'incoming')?.channel ?? 'email';
  const firstSubject = previous.find((m) => m.subject)?.subject;
  const message = await collections.leadMessages.create({
    id: nextId(collections.leadMessages),
    leadId,
    createdAt: at,
    direction: 'incoming',
    channel,
    subject:
      channel === 'email'
        ? firstSubject
          ? firstSubject.startsWith('Re: ')
            ? firstSubject
            : `Re: ${firstSubject}`
          : 'Nachricht über das Hochzeitsportal'
        : null,
    body: body.trimStart().startsWith('<') ? body : textToHtml(body),
    isRead: false,
    attachments: [],
    senderName: lead.couple.name ?? 'Brautpaar',
    deliveryStatus: 'delivered',
  });
  await addHistory(leadId, 'message_received', historyTexts.messageReceived(), null, { at });
  await collections.leads.update((q) => q.where({ id: leadId }), {
    data(record) {
      record.unreadMessageCount = unreadCount(leadId);
      record.lastActivityAt = at;
      record.updatedAt = at;
      record.coupleLastSeenAt = at;
    },
  });
  const updated = collections.leads.findFirst((q) => q.where({ id: leadId })) ?? lead;
  publishLeadActivity({ type: 'message', lead: updated, message });
  return message;
}

// ---------------------------------------------------------------- shared write helpers (handlers use them too)

/** Unread incoming messages of a lead. */
export function unreadCount(leadId: number): number {
  let count = 0;
  for (const m of collections.leadMessages.all())
    if (m.leadId === leadId && m.direction === 'incoming' && !m.isRead) count++;
  return count;
}

/** Appends a history entry. */
export async function addHistory(
  leadId: number,
  type: HistoryType,
  texts: Texts,
  user: UserRef | null,
  options: { at?: string; from?: LeadStatus | null; to?: LeadStatus | null } = {},
): Promise<LeadHistoryRecord> {
  return collections.leadHistories.create({
    id: nextId(collections.leadHistories),
    leadId,
    createdAt: options.at ?? ts(clockNow()),
    type,
    fromStatus: options.from ?? null,
    toStatus: options.to ?? null,
    text: texts.de,
    texts,
    customerUser: user ? { id: user.id, name: user.name } : null,
  });
}
