import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { leadKeys } from './keys';

export type ProviderRedirectNumber = components['schemas']['ProviderRedirectNumber'];

export async function getProviderRedirectNumber(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/providers/{id}/redirect-number', { params: { path: { id: providerId } }, signal }))
    .data;
}

export function redirectNumberQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: leadKeys.redirectNumber(providerId),
    queryFn: ({ signal }) => getProviderRedirectNumber(providerId, signal),
  });
}

/** The provider's call-tracking number: couples calling it reach the provider and appear as call leads. */
export function useProviderRedirectNumber(providerId: number) {
  return useQuery(redirectNumberQueryOptions(providerId));
}
