// Leads area: every record of one lead (messages, interactions, histories, notes, reminders, items, lead data) from
// its plan and the random sequence. `buildLead` runs the phases of a lead's life in order; each phase draws from the
// one random sequence, so their order is part of the seeded data.
import { addDays } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { mediaPath } from '../../lib/media-placeholder';
import { addBusinessSeconds, berlinParts, berlinTime, isBusinessTime } from '../../lib/response-time';
import { configSeedLabels } from '../core';
import { LeadDraft } from './lead-draft';
import {
  type BuiltLead,
  configLabels,
  fill,
  firstMessageText,
  type IdCounters,
  type LeadPlan,
  PROCESS_STATES,
  providerReply,
  responseDelay,
  statusPath,
  subjectFor,
} from './seed-builder';
import {
  CALL_NOTES,
  COUPLE_ACCEPTS,
  COUPLE_DECLINES,
  COUPLE_REPLIES,
  EXTRA_SERVICES,
  FOLLOW_UPS,
  NOTES,
  REMINDER_NOTES,
} from './seed-data';
import type { CallResult, Channel, InteractionType, LeadDataRecord, LeadRecord, LeadStatus, UserRef } from './store';
import {
  DAY,
  HOUR,
  MINUTE,
  PROCESS_STATE_LABELS,
  extensionNumberFor,
  historyTexts,
  textToHtml,
  ts,
  tsm,
} from './texts';

/** Builds every record of one lead; timestamps never pass `now`. */
export function buildLead(plan: LeadPlan, random: Random, ids: IdCounters, now: number): BuiltLead {
  const d = new LeadDraft(plan, random, ids, now);
  addVisitsBeforeRequest(d);
  const text = addRequest(d);
  walkStatusPath(d);
  addCalls(d);
  addAppointment(d);
  settleReadState(d);
  addNotes(d);
  addReminder(d);
  addItems(d);
  const data = leadData(d);
  return finishLead(d, text, data);
}

/** Before the request: the couple looked at the listing. */
function addVisitsBeforeRequest(d: LeadDraft): void {
  const { random, created, interaction } = d;
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
}

/** The request itself; returns the couple's first message (the lead's `message`). */
function addRequest(d: LeadDraft): string {
  const { plan, random, couple, created, owner, coupleName, history, interaction, message } = d;
  const text = plan.message ?? firstMessageText(plan, random);
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
  return text;
}

/** The way to the final status: one step after the other, each with its messages, calls and history. */
function walkStatusPath(d: LeadDraft): void {
  const path = statusPath(d.plan.status, d.random);
  const answeredByMessage = path[0] === 'pending' || (path[0] === 'rejected' && d.random.chance(0.5));
  d.stepTimes = stepTimesOf(d, path);
  path.forEach((next, index) => {
    const at = d.stepTimes[index] as number;
    const user = index === 0 ? d.owner : d.random.chance(0.75) ? d.owner : d.someone();
    if (index === 0 && (next === 'pending' || answeredByMessage)) firstReply(d, next, at, user);
    const before = d.status;
    const beforeTime = at + (index === 0 ? 1000 : 0);
    stepRecords(d, next, at, user);
    const rejectReason =
      next === 'rejected' && d.rejectReasonId !== null
        ? configSeedLabels('info_request_reject_reason_id', d.rejectReasonId)
        : undefined;
    const extra =
      next === 'negotiating' && d.processState
        ? historyTexts.processState(PROCESS_STATE_LABELS[d.processState])
        : rejectReason
          ? historyTexts.rejectReason(rejectReason)
          : undefined;
    d.history(beforeTime, 'status_changed', historyTexts.statusChanged(before, next, extra), user, before, next);
    d.status = next;
  });
}

function stepTimesOf(d: LeadDraft, path: LeadStatus[]): number[] {
  const { random, created, latest } = d;
  if (path.length === 0) return [];
  let first = addBusinessSeconds(new Date(created), responseDelay(random)).getTime();
  if (first >= latest) first = created + Math.floor((latest - created) * random.next() * 0.9);
  const span = Math.min(latest - first, (4 + 9 * path.length) * DAY);
  let stepTimes = path.map((_, index) =>
    index === 0 ? first : first + Math.floor((span * (index + random.next() * 0.6)) / path.length),
  );
  // The team works in business hours; times are whole minutes.
  stepTimes = stepTimes.map((t) => {
    const inHours = isBusinessTime(new Date(t)) ? t : addBusinessSeconds(new Date(t), random.int(5, 90) * 60).getTime();
    return Math.min(Math.floor(inHours / MINUTE) * MINUTE, latest);
  });
  for (let i = 1; i < stepTimes.length; i++) {
    stepTimes[i] = Math.max(stepTimes[i] as number, (stepTimes[i - 1] as number) + MINUTE);
  }
  return stepTimes;
}

/** The team's first answer (a reply or a decline), sometimes followed by a text message. */
function firstReply(d: LeadDraft, next: LeadStatus, at: number, user: UserRef): void {
  const { plan, random, profile, couple, latest, history, message } = d;
  const sendChannel: Channel = plan.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email';
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
  d.contactVisible = true;
  d.firstResponseAt = at;
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

/** What happens on the way into the step's status (before its status change is written). */
function stepRecords(d: LeadDraft, next: LeadStatus, at: number, user: UserRef): void {
  switch (next) {
    case 'negotiating':
      return negotiationStep(d, at, user);
    case 'offered':
      return offerStep(d, at, user);
    case 'deal':
      return dealStep(d, at, user);
    case 'rejected':
      return rejectionStep(d, at);
    case 'not_reached':
      return notReachedStep(d, at, user);
    case 'unreachable':
      d.interaction(
        at - d.random.int(5, 60) * MINUTE,
        'phone_call',
        user,
        'LINE_CLOSED',
        d.random.pick(CALL_NOTES.LINE_CLOSED),
      );
      return;
    case 'spam':
      if (d.random.chance(0.4)) {
        d.reportedReasonId = 1;
        d.reportedAt = at + 2 * MINUTE;
        d.history(
          d.reportedAt,
          'reported',
          historyTexts.reported(configLabels('lead_report_reasons', d.reportedReasonId)),
          user,
        );
      }
      return;
    default:
      return;
  }
}

function negotiationStep(d: LeadDraft, at: number, user: UserRef): void {
  const { plan, random, profile, couple, created, coupleName, history, interaction, message } = d;
  const sendChannel: Channel = plan.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email';
  const replyAt = Math.max(d.lastIncoming, at - random.int(2, 30) * HOUR);
  if (replyAt > (d.firstResponseAt ?? created)) {
    message(
      replyAt,
      'incoming',
      sendChannel,
      textToHtml(fill(random.pick(COUPLE_REPLIES[profile.kind]), couple, random)),
      coupleName,
      subjectFor(couple, true),
    );
    history(replyAt, 'message_received', historyTexts.messageReceived(), null);
    d.lastIncoming = replyAt;
  }
  if (random.chance(0.6))
    interaction(at - random.int(1, 60) * MINUTE, 'phone_call', user, 'TALKED', random.pick(CALL_NOTES.TALKED));
  d.processState = plan.processState !== undefined ? plan.processState : random.pick(PROCESS_STATES);
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

function offerStep(d: LeadDraft, at: number, user: UserRef): void {
  const { profile, couple } = d;
  d.message(
    at,
    'outgoing',
    'email',
    providerReply(profile.kind, 'offer', couple, user.name, profile.name),
    user.name,
    subjectFor(couple, true),
  );
  d.history(at, 'message_sent', historyTexts.messageSent(), user);
  d.contactVisible = true;
}

function dealStep(d: LeadDraft, at: number, user: UserRef): void {
  const { random, profile, couple, coupleName, history, message } = d;
  const acceptAt = Math.max(d.lastIncoming + MINUTE, at - random.int(1, 20) * HOUR);
  message(acceptAt, 'incoming', 'email', textToHtml(random.pick(COUPLE_ACCEPTS)), coupleName, subjectFor(couple, true));
  history(acceptAt, 'message_received', historyTexts.messageReceived(), null);
  d.lastIncoming = acceptAt;
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

/** A rejection: the couple declined by message (reason 4) or the team gave a reason of its own. */
function rejectionStep(d: LeadDraft, at: number): void {
  const { random, couple, coupleName } = d;
  const coupleDeclined = d.status !== 'new' && random.chance(0.55);
  if (coupleDeclined) {
    const declineAt = Math.max(d.lastIncoming + MINUTE, at - random.int(1, 30) * HOUR);
    d.message(
      declineAt,
      'incoming',
      'email',
      textToHtml(random.pick(COUPLE_DECLINES)),
      coupleName,
      subjectFor(couple, true),
    );
    d.history(declineAt, 'message_received', historyTexts.messageReceived(), null);
    d.lastIncoming = declineAt;
    d.rejectReasonId = 4;
  } else {
    d.rejectReasonId = random.pick([1, 2, 3, 5]);
  }
  if (d.firstResponseAt === null) d.firstResponseAt = at;
}

function notReachedStep(d: LeadDraft, at: number, user: UserRef): void {
  const { random } = d;
  const calls = random.int(1, 3);
  for (let c = 0; c < calls; c++) {
    d.interaction(
      at - (calls - c) * random.int(3, 20) * HOUR,
      'phone_call',
      user,
      random.chance(0.7) ? 'NO_ANSWER' : 'BUSY',
      random.pick(CALL_NOTES.NO_ANSWER),
    );
  }
}

/** Pending leads: some calls back and forth; now and then a price list or a confirmation sent outside the portal. */
function addCalls(d: LeadDraft): void {
  const { random, created, latest, owner, status, history, interaction } = d;
  if ((status === 'pending' || status === 'negotiating') && random.chance(0.35)) {
    const at = Math.min(latest, (d.firstResponseAt ?? created) + random.int(1, 48) * HOUR);
    const result: CallResult = random.pick(['TALKED', 'WAITING', 'NO_ANSWER', 'BUSY']);
    interaction(at, 'phone_call', owner, result, random.pick(CALL_NOTES[result]));
    history(at + MINUTE, 'interaction_added', historyTexts.interactionAdded('phone_call', result), owner);
  }
  if (d.contactVisible && status !== 'new' && random.chance(0.08)) {
    const at = Math.min(latest, (d.firstResponseAt ?? created) + random.int(1, 72) * HOUR);
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
}

/** Appointments: one planned ahead, or one that took place; a deal may be confirmed. */
function addAppointment(d: LeadDraft): void {
  const { random, profile, created, latest, now, owner, status, processState, stepTimes, history, interaction } = d;
  if (status === 'negotiating' && processState === 'appointment_planned') {
    const day = addDays(new Date(now), random.int(2, 20));
    const p = berlinParts(day);
    d.appointmentAt = berlinTime(p.year, p.month, p.day, random.int(10, 17)).getTime();
    d.appointmentNeedsConfirmation = random.chance(0.6);
  } else if (
    (status === 'negotiating' && (processState === 'appointment_done' || processState === 'contract_sent')) ||
    (status === 'deal' && profile.kind !== 'photographer')
  ) {
    const start = stepTimes[0] ?? created;
    const at = start + Math.floor((latest - start) * (0.3 + random.next() * 0.5));
    const p = berlinParts(new Date(at));
    const appointmentAt = Math.min(latest, berlinTime(p.year, p.month, p.day, random.int(10, 17)).getTime());
    d.appointmentAt = appointmentAt;
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
    d.dealConfirmed = true;
    const at = Math.min(latest, (stepTimes.at(-1) ?? created) + random.int(1, 72) * HOUR);
    history(at, 'deal_confirmed', historyTexts.dealConfirmed(), owner);
  }
}

/** Unread state: the newest incoming messages nobody has read yet. */
function settleReadState(d: LeadDraft): void {
  const { random, profile, couple, created, latest, coupleName, firstChannel, status, messages, history, message } = d;
  if (status === 'new') {
    d.isRead = random.chance(0.45);
    if (!d.isRead) for (const m of messages) m.isRead = false;
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
}

/** Notes of the team, read by their author and (the older ones) by most of the team. */
function addNotes(d: LeadDraft): void {
  const { plan, random, ids, profile, created, latest, light, status, comments, history, someone } = d;
  if (light || !random.chance(status === 'new' ? 0.1 : 0.3)) return;
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
      editedAt: null,
      body: random.pick(NOTES),
      author,
      readByUserIds: [...readers].sort((a, b) => a - b),
    });
    history(at, 'note_added', historyTexts.noteAdded(), author);
  }
}

function addReminder(d: LeadDraft): void {
  const { plan, random, ids, created, latest, now, light, status, reminders, history, someone } = d;
  if (light || !['pending', 'negotiating', 'offered'].includes(status) || !random.chance(0.3)) return;
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

/** Items the couple asked about. */
function addItems(d: LeadDraft): void {
  const { plan, random, ids, profile, items } = d;
  if (profile.items.length === 0 || !random.chance(profile.kind === 'gown' ? 0.5 : 0.35)) return;
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

/** Lead data (tab "call data"): one record per lead. */
function leadData(d: LeadDraft): LeadDataRecord {
  const { plan, random, ids, profile, couple, status } = d;
  const known = status !== 'new' ? random.chance(0.75) : random.chance(0.3);
  const budgetAmount =
    profile.kind === 'venue'
      ? Math.max(1500, Math.round((couple.guests * random.int(90, 220)) / 500) * 500)
      : profile.kind === 'photographer'
        ? random.int(12, 45) * 100
        : random.int(16, 70) * 50;
  return {
    id: ids.data++,
    leadId: plan.id,
    budget: known ? { amount: budgetAmount, currency: 'EUR' } : null,
    capacity: known && profile.kind !== 'gown' ? couple.guests : null,
    organizationType: couple.organizationType,
    extraServices: known ? random.sample(EXTRA_SERVICES[profile.kind], random.int(0, 3)) : [],
  };
}

/** The lead record from everything built, and the records in the order the collections take them. */
function finishLead(d: LeadDraft, text: string, data: LeadDataRecord): BuiltLead {
  const { plan, random, profile, couple, created, latest, now, status } = d;
  const { messages, interactions, histories, comments, reminders, items } = d;
  const { processState, rejectReasonId, appointmentAt, firstResponseAt, reportedAt, contactVisible } = d;
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
    dealConfirmed: d.dealConfirmed,
    unreadMessageCount: unread,
    itemCount: items.length,
    isPrepaid: plan.isPrepaid,
    firstLeadType: plan.firstLeadType,
    isWedding: couple.isWedding,
    isRead: d.isRead,
    appointmentAt: appointmentAt === null ? null : ts(appointmentAt),
    appointmentNeedsConfirmation: appointmentAt !== null && appointmentAt > now && d.appointmentNeedsConfirmation,
    reminderAt: nextReminder ?? null,
    firstResponseAt: firstResponseAt === null ? null : ts(firstResponseAt),
    lastActivityAt: ts(lastActivity),
    customerId: profile.customerId,
    providerId: profile.id,
    contactEmail: couple.email,
    contactPhone: couple.phone,
    coupleLastSeenAt: lastSeen === null ? null : tsm(lastSeen),
    reportedReasonId: d.reportedReasonId,
    reportedAt: reportedAt === null ? null : ts(reportedAt),
    source: null,
    deletedAt: null,
  };
  messages.sort((a, b) => (a.createdAt < b.createdAt ? -1 : a.createdAt > b.createdAt ? 1 : a.id - b.id));
  return { lead, messages, interactions, histories, comments, reminders, items, data };
}
