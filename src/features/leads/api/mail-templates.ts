import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type MailTemplate = components['schemas']['MailTemplate'];

/** The picker offers the newest 100 templates (the largest page the document allows). */
export async function listMailTemplates(customerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/templates', {
      params: { path: { customerId }, query: { limit: 100, page: 1 } },
      signal,
    }),
  ).data;
}

export function mailTemplatesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: leadKeys.mailTemplates(customerId),
    queryFn: ({ signal }) => listMailTemplates(customerId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMailTemplates(customerId: number) {
  return useQuery(mailTemplatesQueryOptions(customerId));
}
