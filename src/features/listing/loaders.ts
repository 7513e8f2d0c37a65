import type { RouteLoader, RouteLoaderContext } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import {
  pendingChangeRequestsQueryOptions,
  pendingDataUpdatesQueryOptions,
  providerDataQueryOptions,
  providerFormsQueryOptions,
} from './api/provider-content';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { hallsQueryOptions, incompleteHallsQueryOptions } from './api/halls';
import { providerListQueryOptions, providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';
import { providerListParams } from './lib/list-params';

/** /providers: the list as the URL's search asks for it. */
export const loadProviders: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  const { name } = providerListParams.read(url.searchParams);
  prefetch(providerListQueryOptions(name));
};

/** /providers/{id}/info[/tab]: the provider, its forms and answers and what waits for approval. */
export const loadProviderInfo: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const user = await loaderUser(queryClient);
  const id = Number(params['id']);
  if (!user || !user.providers.some((provider) => provider.id === id)) return;
  prefetch(providerQueryOptions(id));
  prefetch(providerFormsQueryOptions(id));
  prefetch(providerDataQueryOptions(id));
  prefetch(pendingDataUpdatesQueryOptions(id));
  prefetch(pendingChangeRequestsQueryOptions(id));
  prefetch(activeImagesQueryOptions(id));
  prefetch(publishedReviewsQueryOptions(id));
};

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
