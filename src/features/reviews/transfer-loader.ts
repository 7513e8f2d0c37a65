// Apart from the testimonials' loader (./loaders.ts), so each page's first visit carries only its own data layer.
import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import {
  externalCommentFiltersQueryOptions,
  externalCommentsQueryOptions,
  reviewChannelsQueryOptions,
} from './api/transfer';
import { transferParams } from './lib/list-params';
import { externalCommentFilterOf, transferProviderOf } from './lib/transfer-view';

/**
 * /transfer-reviews: for the provider of the address (else the user's first), its edit rights, its channels, the
 * filters' counts and the reviews of other platforms as the address filters them.
 */
export const loadTransferReviews: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  const params = transferParams.read(url.searchParams);
  const provider = transferProviderOf(user.providers, params);
  if (!provider) return;
  prefetch(providerPermissionsQueryOptions(provider.id));
  prefetch(reviewChannelsQueryOptions(provider.id));
  prefetch(externalCommentFiltersQueryOptions(provider.id));
  prefetch(externalCommentsQueryOptions(provider.id, externalCommentFilterOf(params)));
};
