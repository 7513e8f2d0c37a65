import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import {
  pendingChangeRequestsQueryOptions,
  pendingDataUpdatesQueryOptions,
  providerDataQueryOptions,
  providerFormsQueryOptions,
} from './api/provider-content';
import { providerListQueryOptions, providerQueryOptions } from './api/providers';
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
  const id = Number(params['id']);
  // The tabs and forms are the page's own chunk (provider-info-page.tsx); it loads beside the session and the data.
  if (Number.isInteger(id) && id > 0) void import('./components/provider-info-content');
  const user = await loaderUser(queryClient);
  if (!user || !user.providers.some((provider) => provider.id === id)) return;
  prefetch(providerQueryOptions(id));
  prefetch(providerFormsQueryOptions(id));
  prefetch(providerDataQueryOptions(id));
  prefetch(pendingDataUpdatesQueryOptions(id));
  prefetch(pendingChangeRequestsQueryOptions(id));
  prefetch(activeImagesQueryOptions(id));
  prefetch(publishedReviewsQueryOptions(id));
};
