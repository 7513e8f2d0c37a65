// Leads area: business rules the handlers and the seed share: the basic plan's monthly quota, the status
// transitions, unread counts and history entries.
import { now as clockNow } from '../../lib/clock';
import { berlinMonth } from '../../lib/response-time';
import { nextId } from '../collection';
import {
  type HistoryType,
  type LeadHistoryRecord,
  type LeadStatus,
  type LeadType,
  type Texts,
  type UserRef,
  collections,
} from './store';
import { ts } from './texts';

/** The basic plan shows at most this many couples per calendar month and provider (spec point 9). */
export const BASIC_PLAN_LEADS_PER_MONTH = 3;

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

// ---------------------------------------------------------------- shared write helpers (handlers use them too)

/** Which statuses a provider may move a lead to from each status (spec: lead status transitions). */
export const LEAD_TRANSITIONS: Record<LeadStatus, readonly LeadStatus[]> = {
  new: ['pending', 'negotiating', 'offered', 'deal', 'rejected', 'spam', 'not_reached', 'unreachable'],
  pending: ['negotiating', 'offered', 'deal', 'rejected', 'spam', 'not_reached', 'unreachable'],
  negotiating: ['offered', 'deal', 'rejected', 'not_reached', 'unreachable'],
  offered: ['negotiating', 'deal', 'rejected', 'not_reached', 'unreachable'],
  deal: ['rejected'],
  rejected: ['pending', 'negotiating'],
  spam: ['pending'],
  not_reached: ['pending', 'negotiating', 'offered', 'deal', 'rejected', 'unreachable'],
  unreachable: ['pending', 'negotiating', 'rejected'],
};

/** Statuses whose reaching counts as the provider's first answer. */
export const ANSWERING_STATUSES: readonly LeadStatus[] = ['negotiating', 'offered', 'deal', 'rejected'];

/** Whether a lead may move from one status to another (staying is always allowed). */
export function canTransition(from: LeadStatus, to: LeadStatus): boolean {
  return from === to || LEAD_TRANSITIONS[from].includes(to);
}

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
