// The route loaders of the payments and the checkout; the discounts' is apart (./discounts-loader.ts), so neither
// route's first visit loads the other's data layer.
import { customerUserQueryOptions } from '@/api/queries/customer-users';
import { subscriptionQueryOptions } from '@/api/queries/subscription';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { creditCardsQueryOptions, paymentsQueryOptions } from './api/payments';
import { paymentsScope } from './lib/payments-scope';
import { paymentsParams } from './lib/url-params';

/**
 * /providers/{id}/payments: the user's own record (an account administrator manages the cards), then for the account
 * (id 0) its subscription, and the open tab's list: the payments of its state, or the saved cards. Only the open
 * tab is on the page; the pay buttons' rights follow from the payments that come back, so the page asks for them.
 */
export const loadPayments: RouteLoader = async ({ queryClient, prefetch, params, url }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  // The page reads it before it knows whether the provider is the user's.
  prefetch(customerUserQueryOptions(user.customerId, user.id));
  const scope = paymentsScope(user, params['providerId']);
  if (!scope) return;
  if (scope.account) prefetch(subscriptionQueryOptions(user.customerId));
  const { tab } = paymentsParams.read(url.searchParams);
  prefetch(
    tab === 'cards' ? creditCardsQueryOptions(user.customerId) : paymentsQueryOptions(scope.listProviderId, tab),
  );
};

/** /checkout: the full records of the pending payments, and the user's own record (whether a card may be saved). */
export const loadCheckout: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  prefetch(paymentsQueryOptions(null, 'pending'));
  prefetch(customerUserQueryOptions(user.customerId, user.id));
};
