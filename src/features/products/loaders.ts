import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { providerItemsQueryOptions } from '@/api/queries/provider-items';
import { productFilters, productListParams } from './lib/list-params';

/** /providers/{id}/items: the provider's products (with the URL's search and status filter) and the user's rights. */
export const loadProducts: RouteLoader = async ({ queryClient, prefetch, params, url }) => {
  const id = Number(params['id']);
  if (!(await loaderLinkedProvider(queryClient, id))) return;
  prefetch(providerItemsQueryOptions(id, productFilters(productListParams.read(url.searchParams))));
  prefetch(providerPermissionsQueryOptions(id));
};
