import { customerUserQueryOptions } from '@/api/queries/customer-users';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { twoFactorStatusQueryOptions } from './api/two-factor-status';
import { settingsTabOf } from './lib/tabs';

/**
 * /settings and /settings/{tab}: what the open tab shows first, the user's own record (profile, connected logins) or
 * the two-factor state; the password and notification tabs ask for nothing. The choices of the profile and language
 * forms (configs) are left to the tab: they come from local storage for a week, so they rarely ask at all.
 */
export const loadSettings: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const tab = settingsTabOf(params['tab']);
  // An unknown tab sends the user on to /settings, whose own navigation runs this loader again.
  if (!tab) return;
  const user = await loaderUser(queryClient);
  if (!user) return;
  if (tab === 'profile' || tab === 'accounts') prefetch(customerUserQueryOptions(user.customerId, user.id));
  if (tab === 'security') prefetch(twoFactorStatusQueryOptions());
};
