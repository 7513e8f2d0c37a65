import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type Attachment = components['schemas']['Attachment'];

/** The picker offers the newest 100 attachments (the largest page the document allows). */
export async function listAttachments(customerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/attachments', {
      params: { path: { customerId }, query: { limit: 100, page: 1 } },
      signal,
    }),
  ).data;
}

export function attachmentsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: leadKeys.attachments(customerId),
    queryFn: ({ signal }) => listAttachments(customerId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useAttachments(customerId: number) {
  return useQuery(attachmentsQueryOptions(customerId));
}
