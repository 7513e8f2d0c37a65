import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listAttachmentsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';
import { forLeadProvider } from './provider-scope';

export type Attachment = components['schemas']['Attachment'];

/**
 * The picker offers the newest 100 attachments (the largest page the document allows) that a lead of the
 * provider may use: the provider's own first, then the customer-wide ones.
 */
export async function listAttachments(customerId: number, providerId: number, signal?: AbortSignal) {
  const { data } = unwrap(
    await api.GET('/customers/{customerId}/attachments', {
      params: { path: { customerId }, query: { limit: listAttachmentsQueryLimits.limit.maximum, page: 1, providerId } },
      signal,
    }),
  );
  return forLeadProvider(data, providerId);
}

export function attachmentsQueryOptions(customerId: number, providerId: number) {
  return queryOptions({
    queryKey: leadKeys.attachments(customerId, providerId),
    queryFn: ({ signal }) => listAttachments(customerId, providerId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAttachments(customerId: number, providerId: number) {
  return useQuery(attachmentsQueryOptions(customerId, providerId));
}
