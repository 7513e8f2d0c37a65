// The figures of the completeness tips (spec point 9): how many active images the listing shows and how many
// reviews are published. Only the totals are read (one item of a page, or the counts).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { countActiveImages, providerMediaKeys } from '@/api/queries/provider-medias';
import { testimonialCountsQueryOptions } from '@/api/queries/testimonial-counts';

export function activeImagesQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: providerMediaKeys.activeImageCount(providerId),
    queryFn: ({ signal }) => countActiveImages(providerId, signal),
  });
}

/** Published reviews of the provider: the shared counts' `published`. */
export function publishedReviewsQueryOptions(providerId: number) {
  return queryOptions({
    ...testimonialCountsQueryOptions([providerId]),
    select: (counts) => counts.published,
  });
}

export const useActiveImageCount = (providerId: number) => useQuery(activeImagesQueryOptions(providerId));
export const usePublishedReviewCount = (providerId: number) => useQuery(publishedReviewsQueryOptions(providerId));
