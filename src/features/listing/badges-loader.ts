// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import { providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';

/** /providers/{id}/badges: the provider and the figures its badges are earned by. */
export const loadProviderBadges: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const linked = await loaderLinkedProvider(queryClient, Number(params['id']));
  if (!linked) return;
  const { id } = linked.provider;
  prefetch(providerQueryOptions(id));
  prefetch(activeImagesQueryOptions(id));
  prefetch(publishedReviewsQueryOptions(id));
  prefetch(relatedProvidersQueryOptions(id));
};
