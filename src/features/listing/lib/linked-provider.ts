import type { RouteLoaderContext } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';

/** The provider id of a provider page the user is linked to, else null (the page says "not found"). */
export async function linkedProviderId({ queryClient, params }: RouteLoaderContext): Promise<number | null> {
  const user = await loaderUser(queryClient);
  const id = Number(params['id'] ?? params['providerId']);
  return user?.providers.some((provider) => provider.id === id) ? id : null;
}
