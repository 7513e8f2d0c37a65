import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listProviderTestimonialsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { testimonialCountsQueryOptions } from '@/api/queries/testimonial-counts';
import { reviewKeys } from './keys';

export type Testimonial = components['schemas']['Testimonial'];
export type TestimonialReply = components['schemas']['TestimonialReply'];
export type TestimonialStatus = components['schemas']['TestimonialStatus'];
export type TestimonialCounts = components['schemas']['TestimonialCounts'];

/** Reviews per page of the Comments page: the API's default page size. */
export const TESTIMONIALS_PAGE_SIZE = listProviderTestimonialsQueryLimits.limit.default;

export interface TestimonialFilter {
  /** Empty: every provider of the user. */
  providerIds: number[];
  /** null: every state. */
  status: TestimonialStatus | null;
  page: number;
}

/** One page of the reviews of the user's providers, newest first. */
export async function listTestimonials(filter: TestimonialFilter, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/provider-testimonials', {
      params: {
        query: {
          ...(filter.providerIds.length ? { providerIds: filter.providerIds } : {}),
          ...(filter.status ? { status: filter.status } : {}),
          limit: TESTIMONIALS_PAGE_SIZE,
          page: filter.page,
          sort: '-createdAt',
        },
      },
      signal,
    }),
  );
}

export async function updateTestimonial(id: number, isFeatured: boolean) {
  return unwrap(await api.PUT('/provider-testimonials/{id}', { params: { path: { id } }, body: { isFeatured } })).data;
}

export async function replyToTestimonial(id: number, body: string) {
  return unwrap(await api.POST('/provider-testimonials/{id}/replies', { params: { path: { id } }, body: { body } }))
    .data;
}

export function testimonialsQueryOptions(filter: TestimonialFilter) {
  return queryOptions({
    queryKey: reviewKeys.testimonialList(filter),
    queryFn: ({ signal }) => listTestimonials(filter, signal),
    placeholderData: keepPreviousData,
  });
}

export function useTestimonials(filter: TestimonialFilter) {
  return useQuery(testimonialsQueryOptions(filter));
}

export function useTestimonialCounts(providerIds: number[]) {
  return useQuery(testimonialCountsQueryOptions(providerIds));
}

/** Puts a changed review into every cached page that holds it. */
function usePatchTestimonial() {
  const queryClient = useQueryClient();
  return (id: number, patch: (testimonial: Testimonial) => Testimonial) => {
    queryClient.setQueriesData<Awaited<ReturnType<typeof listTestimonials>>>(
      { queryKey: [...reviewKeys.testimonials(), 'list'] },
      (page) =>
        page
          ? {
              ...page,
              data: page.data.map((testimonial) => (testimonial.id === id ? patch(testimonial) : testimonial)),
            }
          : page,
    );
  };
}

export function useFeatureTestimonial() {
  const patch = usePatchTestimonial();
  return useMutation({
    mutationFn: ({ id, isFeatured }: { id: number; isFeatured: boolean }) => updateTestimonial(id, isFeatured),
    onSuccess: (saved) => patch(saved.id, () => saved),
  });
}

export function useReplyToTestimonial(id: number) {
  const patch = usePatchTestimonial();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => replyToTestimonial(id, body),
    onSuccess: (reply) => patch(id, (testimonial) => ({ ...testimonial, reply })),
    // 409: another tab or colleague replied first; the list shows that reply.
    onError: () => void queryClient.invalidateQueries({ queryKey: reviewKeys.testimonials() }),
  });
}
