import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { loaderProviderIds } from '@/lib/session/session-query';
import { discountsQueryOptions } from './api/discounts';

/** /discounts: the discounts of the user's providers and each provider's rights (who may edit, whose plan has them). */
export const loadDiscounts: RouteLoader = async ({ queryClient, prefetch }) => {
  const providerIds = await loaderProviderIds(queryClient);
  if (!providerIds) return;
  prefetch(discountsQueryOptions());
  for (const providerId of providerIds) prefetch(providerPermissionsQueryOptions(providerId));
};
