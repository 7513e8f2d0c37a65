// Discounts, installment campaigns and their coupon codes (spec points 3, 4, 9), one module per sub-resource.
// New and edited discounts wait in `pending_approval`; the mock team approves them after 2 working days (the
// status is derived on every read, as is `expired` once validUntil has passed). Only plans with discounts
// (not `basic`) may create or edit them; at most one discount per provider is primary.
import type { MockHttp } from '../../lib/http';
import { discountListHandlers } from './discounts';
import { discountCouponsHandlers } from './coupons';

export function discountsHandlers(http: MockHttp) {
  return [...discountListHandlers(http), ...discountCouponsHandlers(http)];
}
