// Payments: the providers' payments with installments and the card payment flow (3-D Secure), the customer's
// saved cards (at most 10, spec point 5) and the subscription (spec points 2 "/providers/{id}/payments", 3, 8),
// one module per sub-resource.
import type { MockHttp } from '../../lib/http';
import { creditCardsHandlers } from './cards';
import { subscriptionHandlers } from './subscription';
import { paymentsListHandlers } from './payments';
import { payHandlers } from './pay';

export function paymentsHandlers(http: MockHttp) {
  return [
    ...creditCardsHandlers(http),
    ...subscriptionHandlers(http),
    ...paymentsListHandlers(http),
    ...payHandlers(http),
  ];
}
