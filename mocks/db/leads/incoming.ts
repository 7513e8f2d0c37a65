// Leads area at runtime: simulated couples (developer panel, realtime, tests) create requests and messages
// exactly as the seed does.
import { now as clockNow } from '../../lib/clock';
import { createRandom } from '../../lib/random';
import { publishLeadActivity } from '../../realtime/events';
import { nextId } from '../collection';
import { collections as core, PROVIDER } from '../core';
import { addHistory, unreadCount } from './rules';
import { buildLead } from './build-lead';
import { type IdCounters, profileOf, randomCouple, writeLead } from './seed-builder';
import { type Channel, type LeadMessageRecord, type LeadRecord, type LeadType, collections } from './store';
import { MINUTE, historyTexts, textToHtml, ts } from './texts';

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
