import { catalogListQueryOptions } from '@/api/queries/catalogs';
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';

/**
 * /providers/{id}/catalogs: the provider's catalogues and the edit rights, for a provider the user is linked to (any
 * other page only says "not found"). The pricing types a catalogue shows (configs) are left to the page: they come
 * from local storage for a week, so they rarely ask at all.
 */
export const loadCatalogues: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const linked = await loaderLinkedProvider(queryClient, Number(params['id']));
  if (!linked) return;
  const { id } = linked.provider;
  prefetch(catalogListQueryOptions(linked.user.customerId, id));
  prefetch(providerPermissionsQueryOptions(id));
};
