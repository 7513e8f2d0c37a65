// The review counts per state (spec point 6): the reviews page's tabs show them, the listing's completeness tips and
// badges read the published count. One fetch and one key below the reviews' root, so a review published, hidden or
// featured on the reviews page changes the figure the listing shows.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type TestimonialCounts = components['schemas']['TestimonialCounts'];

/** The testimonials' keys; the reviews feature extends them (`features/reviews/api/keys.ts`). */
export const testimonialKeys = {
  all: () => ['reviews', 'testimonials'] as const,
  /** No providers: every provider of the user. */
  counts: (providerIds: number[]) => [...testimonialKeys.all(), 'counts', providerIds] as const,
};

export async function getTestimonialCounts(providerIds: number[], signal?: AbortSignal): Promise<TestimonialCounts> {
  return unwrap(
    await api.GET('/provider-testimonials/counts', {
      params: { query: providerIds.length ? { providerIds } : {} },
      signal,
    }),
  ).data;
}

export function testimonialCountsQueryOptions(providerIds: number[]) {
  return queryOptions({
    queryKey: testimonialKeys.counts(providerIds),
    queryFn: ({ signal }) => getTestimonialCounts(providerIds, signal),
  });
}
