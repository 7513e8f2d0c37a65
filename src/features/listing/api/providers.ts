import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listProvidersQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { listingKeys } from './keys';

export type Provider = components['schemas']['Provider'];
export type ProviderDetail = components['schemas']['ProviderDetail'];
export type ProviderUpdate = components['schemas']['ProviderUpdate'];

/** A user is linked to a handful of providers; one page holds them all. */
export const PROVIDER_LIST_LIMIT = listProvidersQueryLimits.limit.maximum;

/** The user's providers, filtered by a part of the name (GET /providers). */
export async function listProviders(name: string, signal?: AbortSignal) {
  const trimmed = name.trim();
  return unwrap(
    await api.GET('/providers', {
      params: { query: { limit: PROVIDER_LIST_LIMIT, sort: 'name', ...(trimmed ? { name: trimmed } : {}) } },
      signal,
    }),
  );
}

export function providerListQueryOptions(name: string) {
  return queryOptions({
    queryKey: listingKeys.list(name.trim()),
    queryFn: ({ signal }) => listProviders(name, signal),
  });
}

/** `enabled` is false for a user linked to no provider: there is nothing to ask for. */
export function useProviderList(name: string, enabled = true) {
  return useQuery({ ...providerListQueryOptions(name), placeholderData: (previous) => previous, enabled });
}

export async function getProvider(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/providers/{id}', { params: { path: { id: providerId } }, signal })).data;
}

export function providerQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.detail(providerId),
    queryFn: ({ signal }) => getProvider(providerId, signal),
  });
}

export function useProvider(providerId: number) {
  return useQuery(providerQueryOptions(providerId));
}

/** Queues changes of the listing data for approval; the answer is the provider as published. */
export async function updateProvider(providerId: number, body: ProviderUpdate) {
  return unwrap(await api.PUT('/providers/{id}', { params: { path: { id: providerId } }, body })).data;
}

/** Saving listing data: the published record comes back, the queue and the lists change. */
export function useUpdateProvider(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProviderUpdate) => updateProvider(providerId, body),
    onSuccess: (provider) => {
      queryClient.setQueryData(listingKeys.detail(providerId), provider);
      void queryClient.invalidateQueries({ queryKey: listingKeys.provider(providerId) });
      void queryClient.invalidateQueries({ queryKey: listingKeys.lists() });
    },
  });
}
