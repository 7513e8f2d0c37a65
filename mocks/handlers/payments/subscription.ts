// Payments: the customer's subscription.
import { zGetSubscriptionPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { plain } from '../../db/collection';
import { notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { requireOwnCustomer } from '../../lib/session';
import { parsePathParams } from '../../lib/validate';

export function subscriptionHandlers(http: MockHttp) {
  return [
    http.get('/customers/{customerId}/subscription', ({ params, response, session }) => {
      const { customerId } = parsePathParams(zGetSubscriptionPath, params);
      requireOwnCustomer(session, customerId);
      const subscription = db.subscriptions.findFirst((q) => q.where({ customerId }));
      if (!subscription) throw notFound('Für dieses Kundenkonto gibt es kein laufendes Abonnement.');
      return response(200).json({ data: plain(subscription) });
    }),
  ];
}
