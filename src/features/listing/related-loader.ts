// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { providerQueryOptions } from './api/providers';
import { relatedProvidersQueryOptions } from './api/related-providers';
import { linkedProviderId } from './lib/linked-provider';

/** /providers/{providerId}/related-providers: the provider, its reference gallery and the edit rights. */
export const loadRelatedProviders: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(providerPermissionsQueryOptions(id));
  context.prefetch(relatedProvidersQueryOptions(id));
};
