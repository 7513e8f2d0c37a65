import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listProviderDataUpdatesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { listingKeys } from './keys';

export type ProviderForm = components['schemas']['ProviderForm'];
export type ProviderData = components['schemas']['ProviderData'];
export type ProviderDataValue = components['schemas']['ProviderDataValue'];
export type ProviderDataUpdate = components['schemas']['ProviderDataUpdate'];
export type ChangeRequest = components['schemas']['ChangeRequest'];

/** The queue holds at most a few entries per provider (one per field); one page holds them all. */
const PENDING_LIMIT = listProviderDataUpdatesQueryLimits.limit.maximum;

/**
 * The history shows the newest decisions a few at a time, under the pending changes and above the tabs' form:
 * "Mehr anzeigen" reads the next page (docs/listing.md, "History of decisions").
 */
export const HISTORY_PAGE_SIZE = 5;

/** The states of the history: what the team has decided. */
const DECIDED: ProviderDataUpdate['status'][] = ['approved', 'rejected'];

export async function listProviderForms(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-forms', { params: { query: { providerId } }, signal })).data;
}

export function providerFormsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.forms(providerId),
    queryFn: ({ signal }) => listProviderForms(providerId, signal),
    // The field definitions change with a category, not while the vendor edits.
    staleTime: 10 * 60_000,
  });
}

export async function listProviderData(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-data', { params: { query: { providerId } }, signal })).data;
}

export function providerDataQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.data(providerId),
    queryFn: ({ signal }) => listProviderData(providerId, signal),
  });
}

/** The pending entries of the approval queue of one provider. */
export async function listPendingDataUpdates(providerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-data-update-queue', {
      params: { query: { providerIds: [providerId], status: ['pending'], limit: PENDING_LIMIT } },
      signal,
    }),
  ).data;
}

export function pendingDataUpdatesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.pending(providerId),
    queryFn: ({ signal }) => listPendingDataUpdates(providerId, signal),
  });
}

/** One page of the team's decisions on the provider's changes (approved and rejected), newest decision first. */
export async function listDecidedDataUpdates(providerId: number, page: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-data-update-queue', {
      params: { query: { providerIds: [providerId], status: DECIDED, limit: HISTORY_PAGE_SIZE, page } },
      signal,
    }),
  );
}

export function dataUpdateHistoryQueryOptions(providerId: number) {
  return infiniteQueryOptions({
    queryKey: listingKeys.history(providerId),
    queryFn: ({ pageParam, signal }) => listDecidedDataUpdates(providerId, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.paging.page < last.paging.pageCount ? last.paging.page + 1 : undefined),
  });
}

/** Other changes of the listing (main image, media, prices, …) that wait for the team. */
export async function listPendingChangeRequests(providerId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/change-requests/pending', { params: { query: { providerIds: [providerId] } }, signal }))
    .data;
}

export function pendingChangeRequestsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: listingKeys.changeRequests(providerId),
    queryFn: ({ signal }) => listPendingChangeRequests(providerId, signal),
  });
}

export const useProviderForms = (providerId: number) => useQuery(providerFormsQueryOptions(providerId));
export const useProviderData = (providerId: number) => useQuery(providerDataQueryOptions(providerId));
export const usePendingDataUpdates = (providerId: number) => useQuery(pendingDataUpdatesQueryOptions(providerId));
export const usePendingChangeRequests = (providerId: number) => useQuery(pendingChangeRequestsQueryOptions(providerId));
export const useDataUpdateHistory = (providerId: number) => useInfiniteQuery(dataUpdateHistoryQueryOptions(providerId));

/** Queues a change of one form answer (answer 202: it waits for approval). */
export async function updateProviderData(answerId: number, value: ProviderDataValue) {
  return unwrap(await api.PUT('/provider-data/{id}', { params: { path: { id: answerId } }, body: { value } })).data;
}

/** Corrects the new value of a pending queue entry. */
export async function updateDataUpdate(updateId: number, newValue: ProviderDataValue) {
  return unwrap(
    await api.PUT('/provider-data-update-queue/{id}', { params: { path: { id: updateId } }, body: { newValue } }),
  ).data;
}

/** Withdraws a pending queue entry; the published value stays. */
export async function deleteDataUpdate(updateId: number) {
  unwrap(await api.DELETE('/provider-data-update-queue/{id}', { params: { path: { id: updateId } } }));
}

/** Everything a save or a withdrawal changes: the provider's data, its queue and the list's markers. */
export function useInvalidateProvider(providerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: listingKeys.provider(providerId) }),
      queryClient.invalidateQueries({ queryKey: listingKeys.lists() }),
    ]);
}

export function useWithdrawDataUpdate(providerId: number) {
  const invalidate = useInvalidateProvider(providerId);
  return useMutation({ mutationFn: deleteDataUpdate, onSettled: invalidate });
}
