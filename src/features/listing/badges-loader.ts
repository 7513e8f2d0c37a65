// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import { providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';
import { linkedProviderId } from './lib/linked-provider';

/** /providers/{id}/badges: the provider and the figures its badges are earned by. */
export const loadProviderBadges: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(activeImagesQueryOptions(id));
  context.prefetch(publishedReviewsQueryOptions(id));
  context.prefetch(relatedProvidersQueryOptions(id));
};
