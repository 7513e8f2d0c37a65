// Leads area: how the seed generates records: a couple, a provider's profile and every record of one lead
// (messages, interactions, histories, notes, reminders, items, lead data) from a plan and the random sequence.
import { addDays, isoDate } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { mediaPath } from '../../lib/media-placeholder';
import { addBusinessSeconds, berlinParts, berlinTime, isBusinessTime } from '../../lib/response-time';
import { type collections as core, configSeedLabels } from '../core';
import type { Labels } from '../../lib/labels';
import {
  CALL_MESSAGES,
  CALL_NOTES,
  CIVIL_MESSAGES,
  COUPLE_ACCEPTS,
  COUPLE_DECLINES,
  COUPLE_REPLIES,
  EXTRA_SERVICES,
  FEMALE,
  FIRST_MESSAGES,
  FOLLOW_UPS,
  type ItemSeed,
  MAIL_DOMAINS,
  MALE,
  MANUAL_MESSAGES,
  MOBILE_PREFIXES,
  NOTES,
  PARTY_MESSAGES,
  PLACES,
  PROVIDER_ITEMS,
  type ProviderKind,
  REMINDER_NOTES,
  SURNAMES,
  WHATSAPP_FIRST,
} from './seed-data';
import {
  type CallResult,
  type Channel,
  type HistoryType,
  type InteractionType,
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
  type Texts,
  type UserRef,
  collections,
} from './store';
import {
  DAY,
  HOUR,
  MINUTE,
  PROCESS_STATE_LABELS,
  escapeHtml,
  extensionNumberFor,
  germanDate,
  historyTexts,
  monthYear,
  textToHtml,
  transliterate,
  ts,
  tsm,
} from './texts';

/** The labels of a seeded config entry the seed names (a reported reason). */
function configLabels(type: Parameters<typeof configSeedLabels>[0], itemId: number | string): Labels {
  const labels = configSeedLabels(type, itemId);
  if (!labels) throw new Error(`No config ${type} ${itemId} in the seed.`);
  return labels;
}

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
export function buildLead(plan: LeadPlan, random: Random, ids: IdCounters, now: number): BuiltLead {
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
        historyTexts.reported(configLabels('lead_report_reasons', reportedReasonId)),
        user,
      );
    }
    const rejectReason =
      next === 'rejected' && rejectReasonId !== null
        ? configSeedLabels('info_request_reject_reason_id', rejectReasonId)
        : undefined;
    const extra =
      next === 'negotiating' && processState
        ? historyTexts.processState(PROCESS_STATE_LABELS[processState])
        : rejectReason
          ? historyTexts.rejectReason(rejectReason)
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
        imagePath: mediaPath('providers', profile.id, 'items', `${item.id}.jpg`),
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
