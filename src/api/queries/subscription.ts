import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type Subscription = components['schemas']['Subscription'];

/**
 * The account's listing subscription (GET /customers/{customerId}/subscription). Shared: the payments pages show
 * it as the product information of the account, and the statistics' return-on-plan figures divide by its price.
 * A customer without a subscription answers 404, which reads as `null` here rather than as an error.
 */
export const subscriptionKeys = {
  all: () => ['subscription'] as const,
  customer: (customerId: number) => [...subscriptionKeys.all(), customerId] as const,
};

export async function getSubscription(customerId: number, signal?: AbortSignal): Promise<Subscription | null> {
  const result = await api.GET('/customers/{customerId}/subscription', { params: { path: { customerId } }, signal });
  if (result.response.status === 404) return null;
  return unwrap(result).data;
}

export function subscriptionQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: subscriptionKeys.customer(customerId),
    queryFn: ({ signal }) => getSubscription(customerId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useSubscription(customerId: number) {
  return useQuery(subscriptionQueryOptions(customerId));
}
