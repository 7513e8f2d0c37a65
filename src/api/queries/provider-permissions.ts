import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type ProviderPermissions = components['schemas']['ProviderPermissions'];

/** The plan gates of a provider change only with a plan, so they are kept for five minutes. */
const PERMISSIONS_STALE_TIME_MS = 5 * 60_000;

export const providerPermissionKeys = {
  all: () => ['provider-permissions'] as const,
  provider: (providerId: number) => [...providerPermissionKeys.all(), providerId] as const,
};

export async function getProviderPermissions(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/providers/{id}/permissions', { params: { path: { id: providerId } }, signal })).data;
}

export function providerPermissionsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: providerPermissionKeys.provider(providerId),
    queryFn: ({ signal }) => getProviderPermissions(providerId, signal),
    staleTime: PERMISSIONS_STALE_TIME_MS,
  });
}

/**
 * The plan gates of a provider (WhatsApp leads among them, spec point 1). A page of a provider the user is not
 * linked to passes 0 and asks for nothing: it only says "not found".
 */
export function useProviderPermissions(providerId: number) {
  return useQuery({ ...providerPermissionsQueryOptions(providerId), enabled: providerId > 0 });
}

/** The permissions of several providers (one cached query each): `byProvider` holds those already answered. */
export function useProvidersPermissions(providerIds: readonly number[]) {
  return useQueries({
    queries: providerIds.map((providerId) => providerPermissionsQueryOptions(providerId)),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      byProvider: new Map(results.flatMap((result) => (result.data ? [[result.data.providerId, result.data]] : []))),
    }),
  });
}
