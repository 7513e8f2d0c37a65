// Couples: couple-provider relations (the basis of review requests), review requests, and the weddings and
// visits statistics built on couples, one module per sub-resource, registered in the old order.
import type { MockHttp } from '../../lib/http';
import { coupleProvidersHandlers } from './relations';
import { reviewRequestsHandlers } from './review-requests';
import { coupleStatsHandlers } from './stats';

export function couplesHandlers(http: MockHttp) {
  return [...coupleProvidersHandlers(http), ...reviewRequestsHandlers(http), ...coupleStatsHandlers(http)];
}
