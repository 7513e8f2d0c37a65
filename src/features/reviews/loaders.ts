import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { testimonialCountsQueryOptions } from '@/api/queries/testimonial-counts';
import { testimonialsQueryOptions } from './api/testimonials';
import { testimonialListParams } from './lib/list-params';

/** /provider-testimonials: the first page of the chosen tab and the counts, read while the page's code loads. */
export const loadTestimonials: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  const params = testimonialListParams.read(url.searchParams);
  const providerIds = user.providers.flatMap((provider) => (provider.id === params.provider ? [provider.id] : []));
  prefetch(testimonialCountsQueryOptions(providerIds));
  prefetch(
    testimonialsQueryOptions({
      providerIds,
      status: params.status === 'all' ? null : params.status,
      page: params.page,
    }),
  );
};
