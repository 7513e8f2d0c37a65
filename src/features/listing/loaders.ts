import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { providerListQueryOptions } from './api/providers';
import { providerListParams } from './lib/list-params';

/** /providers: the list as the URL's search asks for it. */
export const loadProviders: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  const { name } = providerListParams.read(url.searchParams);
  prefetch(providerListQueryOptions(name));
};
