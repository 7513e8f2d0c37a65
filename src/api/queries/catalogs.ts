import { queryOptions, useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { listCatalogsQueryLimits } from '@/api/generated/limits';
import { missingDataKeys } from './missing-data';

export type Catalog = components['schemas']['Catalog'];
export type CatalogPrice = components['schemas']['CatalogPrice'];
export type CatalogItemOption = components['schemas']['CatalogItemOption'];
export type CatalogCreate = components['schemas']['CatalogCreate'];
export type CatalogUpdate = components['schemas']['CatalogUpdate'];
export type WeekPeriod = CatalogPrice['weekPeriod'];

/**
 * Price and menu catalogues. Shared: the catalogues page lists and edits them, the dashboard's price update
 * modal steps through the ones whose prices expired. Every write also changes the provider's missing data.
 */
export const catalogKeys = {
  all: () => ['catalogs'] as const,
  lists: () => [...catalogKeys.all(), 'list'] as const,
  list: (customerId: number, providerId: number) => [...catalogKeys.lists(), customerId, providerId] as const,
  detail: (customerId: number, catalogId: number) => [...catalogKeys.all(), 'detail', customerId, catalogId] as const,
  items: (catalogTypeId: number, providerCategoryId: number) =>
    [...catalogKeys.all(), 'items', catalogTypeId, providerCategoryId] as const,
};

/** A provider has a handful of catalogues: one page of the largest size holds them all. */
const CATALOG_PAGE_SIZE = listCatalogsQueryLimits.limit.maximum;

export async function listCatalogs(customerId: number, providerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/catalogs', {
      params: { path: { customerId }, query: { providerIds: [providerId], limit: CATALOG_PAGE_SIZE, page: 1 } },
      signal,
    }),
  ).data;
}

export async function getCatalog(customerId: number, catalogId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/catalogs/{catalogId}', {
      params: { path: { customerId, catalogId } },
      signal,
    }),
  ).data;
}

export async function listCatalogItems(catalogTypeId: number, providerCategoryId: number, signal?: AbortSignal) {
  return unwrap(await api.GET('/catalog-items', { params: { query: { catalogTypeId, providerCategoryId } }, signal }))
    .data;
}

export async function createCatalog(customerId: number, body: CatalogCreate) {
  return unwrap(await api.POST('/customers/{customerId}/catalogs', { params: { path: { customerId } }, body })).data;
}

export async function updateCatalog(customerId: number, catalogId: number, body: CatalogUpdate) {
  return unwrap(
    await api.PUT('/customers/{customerId}/catalogs/{catalogId}', {
      params: { path: { customerId, catalogId } },
      body,
    }),
  ).data;
}

export async function deleteCatalog(customerId: number, catalogId: number) {
  unwrap(
    await api.DELETE('/customers/{customerId}/catalogs/{catalogId}', { params: { path: { customerId, catalogId } } }),
  );
}

export function catalogListQueryOptions(customerId: number, providerId: number) {
  return queryOptions({
    queryKey: catalogKeys.list(customerId, providerId),
    queryFn: ({ signal }) => listCatalogs(customerId, providerId, signal),
  });
}

/** A provider's catalogues; 0 (a provider the user is not linked to, whose page says "not found") asks for nothing. */
export function useCatalogList(customerId: number, providerId: number) {
  return useQuery({ ...catalogListQueryOptions(customerId, providerId), enabled: providerId > 0 });
}

export function useCatalog(customerId: number, catalogId: number) {
  return useQuery({
    queryKey: catalogKeys.detail(customerId, catalogId),
    queryFn: ({ signal }) => getCatalog(customerId, catalogId, signal),
  });
}

/** The rows a catalogue of this type can price for the provider's category; they change with a release only. */
function catalogItemsQueryOptions(catalogTypeId: number, providerCategoryId: number) {
  return queryOptions({
    queryKey: catalogKeys.items(catalogTypeId, providerCategoryId),
    queryFn: ({ signal }) => listCatalogItems(catalogTypeId, providerCategoryId, signal),
    staleTime: 60 * 60_000,
  });
}

export function useCatalogItems(catalogTypeId: number | null, providerCategoryId: number) {
  return useQuery({
    ...catalogItemsQueryOptions(catalogTypeId ?? 0, providerCategoryId),
    enabled: catalogTypeId !== null,
  });
}

export interface PriceableCatalogTypes {
  /** The ids among the asked ones that have at least one row for the category, in the asked order. */
  typeIds: number[];
  /** Some lookups are still loading. */
  isPending: boolean;
  /** Some lookups failed (`retry` asks them again). */
  isError: boolean;
  retry: () => void;
}

/**
 * The catalogue types a provider of this category can price (issue 37.11): a type counts when the server lists at
 * least one row (`GET /catalog-items`) for it and the category; a type without rows could never be filled in. The
 * same lookups as `useCatalogItems`, so the rows of the type chosen afterwards are already there.
 */
export function usePriceableCatalogTypes(catalogTypeIds: number[], providerCategoryId: number): PriceableCatalogTypes {
  return useQueries({
    queries: catalogTypeIds.map((id) => catalogItemsQueryOptions(id, providerCategoryId)),
    combine: (results) => ({
      typeIds: catalogTypeIds.filter((_, index) => (results[index]?.data?.length ?? 0) > 0),
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      retry: () => {
        for (const result of results) if (result.isError) void result.refetch();
      },
    }),
  });
}

function useInvalidateCatalogs() {
  const queryClient = useQueryClient();
  return (providerId: number) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: catalogKeys.all() }),
      queryClient.invalidateQueries({ queryKey: missingDataKeys.provider(providerId) }),
    ]);
}

export function useCreateCatalog(customerId: number) {
  const invalidate = useInvalidateCatalogs();
  return useMutation({
    mutationFn: (body: CatalogCreate) => createCatalog(customerId, body),
    onSuccess: (catalog) => invalidate(catalog.providerId),
  });
}

/**
 * The price update (the catalogues page and the price update modal). `refreshMissingData: false` leaves the
 * provider's missing data alone: the modal refreshes it once after its last step, so the queue does not see the
 * list change (and close the modal) while the user still steps through it.
 */
export function useUpdateCatalog(customerId: number, { refreshMissingData = true } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ catalogId, body }: { catalogId: number; body: CatalogUpdate }) =>
      updateCatalog(customerId, catalogId, body),
    onSuccess: async (catalog) => {
      queryClient.setQueryData(catalogKeys.detail(customerId, catalog.id), catalog);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: catalogKeys.lists() }),
        refreshMissingData
          ? queryClient.invalidateQueries({ queryKey: missingDataKeys.provider(catalog.providerId) })
          : null,
      ]);
    },
  });
}

export function useDeleteCatalog(customerId: number) {
  const invalidate = useInvalidateCatalogs();
  return useMutation({
    mutationFn: ({ catalogId }: { catalogId: number; providerId: number }) => deleteCatalog(customerId, catalogId),
    onSuccess: (_data, { providerId }) => invalidate(providerId),
  });
}
