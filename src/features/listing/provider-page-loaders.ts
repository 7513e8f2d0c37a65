// Loaders of a provider's halls, badges and references: their own chunk, so the providers list and the info page
// do not load the data layer of these pages.
import type { RouteLoader, RouteLoaderContext } from '@/config/paths';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { loaderUser } from '@/lib/session/session-query';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import { hallsQueryOptions, incompleteHallsQueryOptions } from './api/halls';
import { providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';

/** The provider id of a provider page the user is linked to, else null (the page says "not found"). */
async function linkedProviderId({ queryClient, params }: RouteLoaderContext): Promise<number | null> {
  const user = await loaderUser(queryClient);
  const id = Number(params['id'] ?? params['providerId']);
  return user?.providers.some((provider) => provider.id === id) ? id : null;
}

/** /providers/{id}/capacity: the provider, its halls, the incomplete ones and the edit rights. */
export const loadProviderCapacity: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(providerPermissionsQueryOptions(id));
  context.prefetch(hallsQueryOptions(id));
  context.prefetch(incompleteHallsQueryOptions(id));
};

/** /providers/{id}/badges: the provider and the figures its badges are earned by. */
export const loadProviderBadges: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(activeImagesQueryOptions(id));
  context.prefetch(publishedReviewsQueryOptions(id));
  context.prefetch(relatedProvidersQueryOptions(id));
};

/** /providers/{providerId}/related-providers: the provider, its reference gallery and the edit rights. */
export const loadRelatedProviders: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(providerPermissionsQueryOptions(id));
  context.prefetch(relatedProvidersQueryOptions(id));
};
