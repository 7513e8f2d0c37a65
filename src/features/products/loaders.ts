import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { providerItemsQueryOptions } from '@/api/queries/provider-items';

/** /providers/{id}/items: the provider's products and the user's rights for it. */
export const loadProducts: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const id = Number(params['id']);
  if (!(await loaderLinkedProvider(queryClient, id))) return;
  prefetch(providerItemsQueryOptions(id));
  prefetch(providerPermissionsQueryOptions(id));
};
