// The rules of a provider category (GET /configs/provider-category-meta, spec point 5): the upload rules of its
// images and the minimum length of its description. The gallery uploads and the application wizard read them;
// reference data, cached like the configs (spec point 9: 7 days).
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type ProviderCategoryMeta = components['schemas']['ProviderCategoryMeta'];

const REFERENCE_STALE_MS = 604_800_000;

export const categoryMetaKeys = {
  all: () => ['category-meta'] as const,
  category: (categoryId: number) => [...categoryMetaKeys.all(), categoryId] as const,
};

export async function getCategoryMeta(categoryId: number, signal?: AbortSignal): Promise<ProviderCategoryMeta> {
  return unwrap(await api.GET('/configs/provider-category-meta', { params: { query: { categoryId } }, signal })).data;
}

export function categoryMetaQueryOptions(categoryId: number) {
  return queryOptions({
    queryKey: categoryMetaKeys.category(categoryId),
    queryFn: ({ signal }) => getCategoryMeta(categoryId, signal),
    staleTime: REFERENCE_STALE_MS,
  });
}
