import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider, loaderUser } from '@/lib/session/session-query';
import { allGalleriesQueryOptions, providerGalleriesQueryOptions, providerInstagramQueryOptions } from './api/media';

/**
 * A provider's galleries: its galleries, the user's rights for it and its connected Instagram account (the media
 * follow the chosen gallery).
 */
export const loadProviderGallery: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const id = Number(params['providerId']);
  if (!(await loaderLinkedProvider(queryClient, id))) return;
  prefetch(providerGalleriesQueryOptions(id));
  prefetch(providerPermissionsQueryOptions(id));
  prefetch(providerInstagramQueryOptions(id));
};

/** /galleries: every gallery of the user's providers. */
export const loadGalleries: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user || user.providers.length === 0) return;
  prefetch(allGalleriesQueryOptions());
};
