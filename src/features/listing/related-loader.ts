// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';

/** /providers/{providerId}/related-providers: the provider, its reference gallery and the edit rights. */
export const loadRelatedProviders: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const linked = await loaderLinkedProvider(queryClient, Number(params['providerId']));
  if (!linked) return;
  const { id } = linked.provider;
  prefetch(providerQueryOptions(id));
  prefetch(providerPermissionsQueryOptions(id));
  prefetch(relatedProvidersQueryOptions(id));
};
