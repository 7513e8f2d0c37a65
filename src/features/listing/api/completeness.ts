// The figures of the completeness tips (spec point 9): how many active images the listing shows and how many
// reviews are published. Only the totals are read (one item of a page, or the counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listingKeys } from './keys';

/** Active images of the provider's galleries (the ones couples see). */
export async function countActiveImages(providerId: number, signal?: AbortSignal): Promise<number> {
  const answer = unwrap(
    await api.GET('/providers/{id}/medias', {
      params: { path: { id: providerId }, query: { type: 'image', status: 'active', limit: 1 } },
      signal,
    }),
  );
  return answer.paging.total;
}

/** Published reviews of the provider. */
export async function countPublishedReviews(providerId: number, signal?: AbortSignal): Promise<number> {
  const answer = unwrap(
    await api.GET('/provider-testimonials/counts', { params: { query: { providerIds: [providerId] } }, signal }),
  );
  return answer.data.published;
}

export function activeImagesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: [...listingKeys.provider(providerId), 'active-images'] as const,
    queryFn: ({ signal }) => countActiveImages(providerId, signal),
  });
}

export function publishedReviewsQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: [...listingKeys.provider(providerId), 'published-reviews'] as const,
    queryFn: ({ signal }) => countPublishedReviews(providerId, signal),
  });
}

export const useActiveImageCount = (providerId: number) => useQuery(activeImagesQueryOptions(providerId));
export const usePublishedReviewCount = (providerId: number) => useQuery(publishedReviewsQueryOptions(providerId));
