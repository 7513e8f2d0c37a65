// What the realtime backend publishes for the portal: one entry under `customer_users/{uuid}/leads` for every
// customer user linked to the provider of a couple's new request or new message (docs/realtime.md).
import { db } from '../db';
import { onLeadActivity, type LeadActivity } from './events';
import { pushChild } from './store';

/** The entry as it is stored (the database keeps no nulls: an empty field is absent). */
export interface LeadEventEntry {
  type: 'lead' | 'message';
  leadId: number;
  providerId: number;
  coupleName: string | null;
  extensionNumber: string;
  /** `YYYY-MM-DD`. */
  weddingDate: string | null;
  /** Messages only: the start of the message as plain text. */
  messagePreview: string | null;
  /** ISO 8601 instant. */
  createdAt: string;
}

export const MESSAGE_PREVIEW_LENGTH = 140;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** Plain text of a stored message body (HTML the mock wrote itself), shortened for a notification. */
export function messagePreview(html: string): string {
  const text = html
    .replace(/<br\s*\/?>|<\/(p|div|li)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > MESSAGE_PREVIEW_LENGTH ? `${text.slice(0, MESSAGE_PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

export function leadEventEntry(activity: LeadActivity): LeadEventEntry {
  const { lead } = activity;
  return {
    type: activity.type,
    leadId: lead.id,
    providerId: lead.providerId,
    coupleName: lead.couple.name,
    extensionNumber: lead.extensionNumber,
    weddingDate: lead.couple.weddingDate,
    messagePreview: activity.type === 'message' ? messagePreview(activity.message.body) : null,
    createdAt: activity.type === 'message' ? activity.message.createdAt : lead.createdAt,
  };
}

/** The uuids of the active customer users linked to a provider (who left the job hears nothing). */
export function recipientsOf(providerId: number): string[] {
  return db.customerUsers
    .all()
    .filter(
      (user) =>
        user.status !== 'disabled' &&
        user.customerUserProviders.some((link) => link.providerId === providerId && !link.hasLeftJob),
    )
    .map((user) => user.uuid);
}

export function publishLeadEventEntry(activity: LeadActivity): void {
  const entry = leadEventEntry(activity);
  for (const uuid of recipientsOf(entry.providerId)) pushChild(['customer_users', uuid, 'leads'], entry);
}

let bridged = false;

/** Starts turning the database's lead activity into realtime entries (once per runtime). */
export function bridgeLeadActivity(): void {
  if (bridged) return;
  bridged = true;
  onLeadActivity(publishLeadEventEntry);
}
