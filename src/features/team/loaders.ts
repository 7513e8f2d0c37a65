import { customerUsersQueryOptions } from '@/api/queries/customer-users';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';

/**
 * /customer-users: the account's users. The form's choices (configs) are left to the page: they come from local
 * storage for a week, so they rarely ask at all.
 */
export const loadCustomerUsers: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  prefetch(customerUsersQueryOptions(user.customerId));
};
