import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listMailTemplatesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';
import { forLeadProvider } from './provider-scope';

export type MailTemplate = components['schemas']['MailTemplate'];

/**
 * The picker offers the newest 100 templates (the largest page the document allows) that a lead of the
 * provider may use: the provider's own first, then the customer-wide ones.
 */
export async function listMailTemplates(customerId: number, providerId: number, signal?: AbortSignal) {
  const { data } = unwrap(
    await api.GET('/customers/{customerId}/templates', {
      params: {
        path: { customerId },
        query: { limit: listMailTemplatesQueryLimits.limit.maximum, page: 1, providerId },
      },
      signal,
    }),
  );
  return forLeadProvider(data, providerId);
}

export function mailTemplatesQueryOptions(customerId: number, providerId: number) {
  return queryOptions({
    queryKey: leadKeys.mailTemplates(customerId, providerId),
    queryFn: ({ signal }) => listMailTemplates(customerId, providerId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMailTemplates(customerId: number, providerId: number) {
  return useQuery(mailTemplatesQueryOptions(customerId, providerId));
}
