// A loader module per provider page, so each page's first visit carries only its own data layer.
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import { missingDataQueryOptions } from '@/api/queries/missing-data';
import { hallsQueryOptions } from './api/halls';
import { providerQueryOptions } from './api/providers';
import { hasHalls } from '@/components/provider-page/provider-page';

/**
 * /providers/{id}/capacity: the provider; for a venue also its halls, the incomplete ones and the edit rights (the
 * page of any other provider only says that halls are a venue's).
 */
export const loadProviderCapacity: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const linked = await loaderLinkedProvider(queryClient, Number(params['id']));
  if (!linked) return;
  const { id } = linked.provider;
  prefetch(providerQueryOptions(id));
  if (!hasHalls(linked.provider)) return;
  prefetch(providerPermissionsQueryOptions(id));
  prefetch(hallsQueryOptions(id));
  prefetch(missingDataQueryOptions(id));
};
