// The reference gallery (spec point 2, /providers/{providerId}/related-providers): other listed providers this
// provider has worked with, the search for new ones, adding and removing them.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import { listRelatedProviderCandidatesQueryLimits, listRelatedProvidersQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { providerPermissionKeys } from '@/api/queries/provider-permissions';
import { listingKeys } from './keys';

export type RelatedProvider = components['schemas']['RelatedProvider'];
export type ProviderSummary = components['schemas']['ProviderSummary'];

/** A reference gallery holds a few dozen partners at most; one page of the maximum holds them. */
const RELATED_LIMIT = listRelatedProvidersQueryLimits.limit.maximum;
/** The search needs this many characters (the document's minimum). */
export const CANDIDATE_MIN_CHARS = listRelatedProviderCandidatesQueryLimits.name.minLength;
export const CANDIDATE_MAX_CHARS = listRelatedProviderCandidatesQueryLimits.name.maxLength;
/** The search shows the first page of hits: enough to choose from while typing. */
const CANDIDATE_LIMIT = listRelatedProviderCandidatesQueryLimits.limit.default;

export async function listRelatedProviders(providerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/providers/{id}/related-providers', {
      params: { path: { id: providerId }, query: { limit: RELATED_LIMIT } },
      signal,
    }),
  );
}

export function relatedProvidersQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.related(providerId),
    queryFn: ({ signal }) => listRelatedProviders(providerId, signal),
  });
}

export async function searchRelatedProviderCandidates(providerId: number, name: string, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/providers/{id}/related-provider-candidates', {
      params: { path: { id: providerId }, query: { name: name.trim(), limit: CANDIDATE_LIMIT } },
      signal,
    }),
  ).data;
}

export async function addRelatedProvider(providerId: number, relatedProviderId: number) {
  return unwrap(
    await api.POST('/providers/{id}/related-providers', {
      params: { path: { id: providerId } },
      body: { relatedProviderId },
    }),
  ).data;
}

export async function removeRelatedProvider(providerId: number, relatedProviderId: number) {
  unwrap(
    await api.DELETE('/providers/{id}/related-providers/{relatedProviderId}', {
      params: { path: { id: providerId, relatedProviderId } },
    }),
  );
}

export const useRelatedProviders = (providerId: number, enabled = true) =>
  useQuery({ ...relatedProvidersQueryOptions(providerId), enabled });

/** The search while the user types (the caller debounces `name`); nothing is asked below the minimum. */
export function useRelatedProviderCandidates(providerId: number, name: string) {
  const trimmed = name.trim();
  return useQuery({
    queryKey: listingKeys.candidates(providerId, trimmed),
    queryFn: ({ signal }) => searchRelatedProviderCandidates(providerId, trimmed, signal),
    enabled: trimmed.length >= CANDIDATE_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}

function useAfterRelatedWrite(providerId: number) {
  const queryClient = useQueryClient();
  return {
    onError: (error: unknown) => {
      if (isApiError(error) && error.status === 403)
        void queryClient.invalidateQueries({ queryKey: providerPermissionKeys.provider(providerId) });
    },
    // The list and every search (a partner added leaves the hits, a removed one comes back).
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: listingKeys.related(providerId) }),
        queryClient.invalidateQueries({ queryKey: [...listingKeys.provider(providerId), 'candidates'] }),
      ]),
  };
}

export function useAddRelatedProvider(providerId: number) {
  return useMutation({
    mutationFn: (relatedProviderId: number) => addRelatedProvider(providerId, relatedProviderId),
    ...useAfterRelatedWrite(providerId),
  });
}

export function useRemoveRelatedProvider(providerId: number) {
  return useMutation({
    mutationFn: (relatedProviderId: number) => removeRelatedProvider(providerId, relatedProviderId),
    ...useAfterRelatedWrite(providerId),
  });
}
