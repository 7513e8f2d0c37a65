import type { components } from '@/api/generated/schema';
import { leadQueryRoots } from '@/lib/shared-query-keys';

/** Filters of the inbox list as sent to GET /leads. */
export interface LeadListQuery {
  page: number;
  limit: number;
  sort: string;
  createdAtStart: string;
  createdAtEnd: string;
  providerIds: number[];
  status: LeadStatus[];
  coupleName: string;
  unread?: boolean | undefined;
}

export type LeadStatus = components['schemas']['LeadStatus'];

/**
 * The one query-key factory of the leads feature. Everything hangs under the shared lead roots, so a mutation
 * invalidates exactly the kind of data it changed: one lead's detail (`detail(id)`), the lists, or the counts —
 * including the shell's pending badge and the dashboard, which build their keys under the same roots.
 */
export const leadKeys = {
  lists: () => leadQueryRoots.lists,
  list: (query: LeadListQuery) => [...leadQueryRoots.lists, 'inbox', query] as const,
  counts: () => leadQueryRoots.counts,
  callCounts: (window: { createdAtStart: string; createdAtEnd: string; providerIds: number[] }) =>
    [...leadQueryRoots.counts, 'calls', window] as const,
  coupleStats: (window: { createdAtStart: string; createdAtEnd: string; providerIds: number[] }) =>
    [...leadQueryRoots.counts, 'couple-stats', window] as const,
  responseTime: (window: { createdAtStart: string; createdAtEnd: string; providerIds: number[] }) =>
    [...leadQueryRoots.counts, 'inbox-response-time', window] as const,
  detail: (leadId: number) => leadQueryRoots.detail(leadId),
  lead: (leadId: number) => [...leadQueryRoots.detail(leadId), 'lead'] as const,
  messages: (leadId: number) => [...leadQueryRoots.detail(leadId), 'messages'] as const,
  comments: (leadId: number) => [...leadQueryRoots.detail(leadId), 'comments'] as const,
  histories: (leadId: number) => [...leadQueryRoots.detail(leadId), 'histories'] as const,
  items: (leadId: number) => [...leadQueryRoots.detail(leadId), 'items'] as const,
  leadData: (leadId: number) => [...leadQueryRoots.detail(leadId), 'lead-data'] as const,
  lastActivity: (leadId: number, coupleId: number) =>
    [...leadQueryRoots.detail(leadId), 'couple-last-activity', coupleId] as const,
  /** Reference data the inbox uses (configs, templates, attachments, signatures): not lead-derived. */
  configs: (locale: string, itemTypes: readonly string[]) => ['leads-reference', 'configs', locale, itemTypes] as const,
  mailTemplates: (customerId: number) => ['leads-reference', 'mail-templates', customerId] as const,
  attachments: (customerId: number) => ['leads-reference', 'attachments', customerId] as const,
  signatures: (customerId: number, userId: number) => ['leads-reference', 'signatures', customerId, userId] as const,
  /** The provider's call-tracking number (calls tab). */
  redirectNumber: (providerId: number) => ['leads-reference', 'redirect-number', providerId] as const,
  /** The plan gates of a provider (GET /providers/{id}/permissions), e.g. WhatsApp leads. */
  providerPermissions: (providerId: number) => ['leads-reference', 'provider-permissions', providerId] as const,
};
