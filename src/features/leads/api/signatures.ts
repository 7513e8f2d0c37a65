import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type CustomerUserProvider = components['schemas']['CustomerUserProvider'];

/**
 * The user's provider links; each carries the signature used for that provider (signatureContent,
 * signatureImage). The logged-in user (GET access token) has no links, the customer user record has them.
 */
export async function listUserSignatures(customerId: number, userId: number, signal?: AbortSignal) {
  const user = unwrap(
    await api.GET('/customers/{customerId}/users/{userId}', { params: { path: { customerId, userId } }, signal }),
  ).data;
  return user.customerUserProviders;
}

export function userSignaturesQueryOptions(customerId: number, userId: number) {
  return queryOptions({
    queryKey: leadKeys.signatures(customerId, userId),
    queryFn: ({ signal }) => listUserSignatures(customerId, userId, signal),
    staleTime: 5 * 60_000,
  });
}

/**
 * The signatures the user can append to a message for this provider: only the user's own (the server refuses a
 * colleague's, issue 12), of their link to the lead's provider while they work for it.
 */
export function useProviderSignatures(customerId: number, userId: number, providerId: number) {
  return useQuery({
    ...userSignaturesQueryOptions(customerId, userId),
    select: (links) =>
      links.filter((link) => link.providerId === providerId && !link.hasLeftJob && Boolean(link.signatureContent)),
  });
}
