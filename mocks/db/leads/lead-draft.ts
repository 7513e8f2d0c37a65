// Leads area: one lead while `buildLead` (build-lead.ts) builds it: its records so far, the state its later phases
// read, and the three ways a phase adds a record (a history entry, an interaction, a message), which leave out what
// a light lead does not keep.
import type { Random } from '../../lib/random';
import type { IdCounters, LeadPlan } from './seed-builder';
import type {
  CallResult,
  Channel,
  HistoryType,
  InteractionType,
  LeadCommentRecord,
  LeadHistoryRecord,
  LeadInteractionRecord,
  LeadItemRecord,
  LeadMessageRecord,
  LeadReminderRecord,
  LeadStatus,
  ProcessState,
  Texts,
  UserRef,
} from './store';
import { MINUTE, tsm } from './texts';

/** One lead while it is built: its records so far and the state the later phases read. */
export class LeadDraft {
  readonly profile: LeadPlan['profile'];
  readonly couple: LeadPlan['couple'];
  readonly created: number;
  readonly latest: number;
  /** A light lead keeps its creation, its final status change and the calls of the team only. */
  readonly light: boolean;
  readonly team: LeadPlan['profile']['team'];
  readonly owner: UserRef;
  readonly coupleName: string;
  /** The channel of the couple's first message, which their later messages use too. */
  readonly firstChannel: Channel;
  readonly messages: LeadMessageRecord[] = [];
  readonly interactions: LeadInteractionRecord[] = [];
  readonly histories: LeadHistoryRecord[] = [];
  readonly comments: LeadCommentRecord[] = [];
  readonly reminders: LeadReminderRecord[] = [];
  readonly items: LeadItemRecord[] = [];
  contactVisible: boolean;
  firstResponseAt: number | null = null;
  rejectReasonId: number | null = null;
  processState: ProcessState | null = null;
  dealConfirmed = false;
  appointmentAt: number | null = null;
  appointmentNeedsConfirmation = false;
  reportedReasonId: number | null = null;
  reportedAt: number | null = null;
  status: LeadStatus = 'new';
  lastIncoming: number;
  /** When each step of the status path happens (whole minutes in business hours, never after `latest`). */
  stepTimes: number[] = [];
  isRead = true;

  readonly plan: LeadPlan;
  readonly random: Random;
  readonly ids: IdCounters;
  readonly now: number;

  constructor(plan: LeadPlan, random: Random, ids: IdCounters, now: number) {
    this.plan = plan;
    this.random = random;
    this.ids = ids;
    this.now = now;
    this.profile = plan.profile;
    this.couple = plan.couple;
    this.created = Math.floor(plan.createdAt / MINUTE) * MINUTE;
    this.latest = now - MINUTE;
    this.light = plan.detail === 'light';
    const activeTeam = this.profile.team.filter((u) => u.active);
    this.team = activeTeam.length > 0 ? activeTeam : this.profile.team;
    this.owner = this.someone();
    this.coupleName = this.couple.name ?? 'Brautpaar';
    this.contactVisible = plan.firstLeadType === 'manual';
    this.firstChannel = plan.firstLeadType === 'whatsapp' ? 'whatsapp' : 'email';
    this.lastIncoming = this.created;
  }

  readonly someone = (): UserRef => {
    const u = this.random.pick(this.team);
    return { id: u.id, name: u.name };
  };

  readonly history = (
    at: number,
    type: HistoryType,
    texts: Texts,
    user: UserRef | null,
    from: LeadStatus | null = null,
    to: LeadStatus | null = null,
  ): void => {
    if (this.light && type !== 'created' && !(type === 'status_changed' && to === this.plan.status)) return;
    this.histories.push({
      id: this.ids.history++,
      leadId: this.plan.id,
      createdAt: tsm(Math.min(at, this.latest)),
      type,
      fromStatus: from,
      toStatus: to,
      text: texts.de,
      texts,
      customerUser: user,
    });
  };

  readonly interaction = (
    at: number,
    type: InteractionType,
    user: UserRef | null,
    callResult: CallResult | null = null,
    note: string | null = null,
  ): void => {
    if (this.light && (type !== 'phone_call' || user === null)) return;
    this.interactions.push({
      id: this.ids.interaction++,
      leadId: this.plan.id,
      type,
      callResult: type === 'phone_call' ? (callResult ?? 'TALKED') : null,
      note,
      occurredAt: tsm(Math.min(at, this.latest)),
      createdAt: tsm(Math.min(this.latest, at + this.random.int(0, 15) * MINUTE)),
      customerUser: user,
    });
  };

  readonly message = (
    at: number,
    direction: 'incoming' | 'outgoing',
    channel: Channel,
    body: string,
    sender: string,
    subject: string | null,
  ): void => {
    if (this.light) return;
    this.messages.push({
      id: this.ids.message++,
      leadId: this.plan.id,
      createdAt: tsm(Math.min(at, this.latest)),
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
}
