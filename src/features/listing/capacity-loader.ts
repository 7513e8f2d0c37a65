// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { missingDataQueryOptions } from '@/api/queries/missing-data';
import { hallsQueryOptions } from './api/halls';
import { providerQueryOptions } from './api/providers';
import { linkedProviderId } from './lib/linked-provider';

/** /providers/{id}/capacity: the provider, its halls, the incomplete ones and the edit rights. */
export const loadProviderCapacity: RouteLoader = async (context) => {
  const id = await linkedProviderId(context);
  if (id === null) return;
  context.prefetch(providerQueryOptions(id));
  context.prefetch(providerPermissionsQueryOptions(id));
  context.prefetch(hallsQueryOptions(id));
  context.prefetch(missingDataQueryOptions(id));
};
