import type { components } from '@/api/generated/schema';
import { leadKeys as sharedLeadKeys } from '@/api/queries/leads';

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
 * The leads feature's query keys: the shared lead key factory (`@/api/queries/leads`) extended by the inbox's
 * own keys. Everything hangs under the shared roots, so a mutation invalidates exactly the kind of data it
 * changed: one lead's detail (`detail(id)`), the lists, or the counts — including the sidebar's pending badge
 * and the dashboard, which build their keys under the same roots.
 */
export const leadKeys = {
  ...sharedLeadKeys,
  list: (query: LeadListQuery) => [...sharedLeadKeys.lists(), 'inbox', query] as const,
  callCounts: (window: { createdAtStart: string; createdAtEnd: string; providerIds: number[] }) =>
    [...sharedLeadKeys.counts(), 'calls', window] as const,
  coupleStats: (window: { createdAtStart: string; createdAtEnd: string; providerIds: number[] }) =>
    [...sharedLeadKeys.counts(), 'couple-stats', window] as const,
  lead: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'lead'] as const,
  messages: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'messages'] as const,
  comments: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'comments'] as const,
  histories: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'histories'] as const,
  items: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'items'] as const,
  leadData: (leadId: number) => [...sharedLeadKeys.detail(leadId), 'lead-data'] as const,
  lastActivity: (leadId: number, coupleId: number) =>
    [...sharedLeadKeys.detail(leadId), 'couple-last-activity', coupleId] as const,
  /** The provider's call-tracking number (calls tab): reference data, not lead-derived. */
  redirectNumber: (providerId: number) => ['leads-reference', 'redirect-number', providerId] as const,
};
