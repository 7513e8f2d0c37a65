// Discounts: the coupon codes of a discount (list, create, delete).
import {
  zCreateDiscountCouponBody,
  zDeleteDiscountCouponPath,
  zListDiscountCouponsQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId, plain } from '../../db/collection';
import { isoDate, isoDateTime, now } from '../../lib/clock';
import { collectFieldErrors, conflict, notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { parsePathParams, parseQuery, parseValue, readJsonBody } from '../../lib/validate';
import { effectiveStatus, visibleDiscount, requireDiscountEditing, germanDate } from './support';

export function discountCouponsHandlers(http: MockHttp) {
  return [
    http.get('/discount-coupons', ({ request, response, session }) => {
      const query = parseQuery(zListDiscountCouponsQuery, request);
      // Coupons of discounts the user cannot see are left out (an unknown discountId gives an empty list).
      const discountIds = new Set(
        db.discounts
          .all()
          .filter((d) => session.providerIds.includes(d.providerId))
          .map((d) => d.id),
      );
      const rows = db.discountCoupons
        .all()
        .filter(
          (c) => discountIds.has(c.discountId) && (query.discountId === undefined || c.discountId === query.discountId),
        )
        .map((c) => plain(c));
      return response(200).json(paginate(sortBy(rows, '-createdAt'), query));
    }),

    http.post('/discount-coupons', async ({ request, response, session }) => {
      const body = parseValue(zCreateDiscountCouponBody, await readJsonBody(request));
      const discount = visibleDiscount(session, body.discountId);
      requireDiscountEditing(session, discount.providerId);

      const today = isoDate(now());
      const errors = collectFieldErrors();
      if (effectiveStatus(discount) === 'expired') {
        errors.add('discountId', 'Für einen abgelaufenen Rabatt können keine Gutscheincodes angelegt werden.');
      }
      if (body.validUntil) {
        if (body.validUntil < today) errors.add('validUntil', 'Das Datum darf nicht in der Vergangenheit liegen.');
        else if (body.validUntil > discount.validUntil) {
          errors.add(
            'validUntil',
            `Der Gutscheincode kann höchstens so lange gelten wie der Rabatt (bis ${germanDate(discount.validUntil)}).`,
          );
        }
      }
      errors.throwIfAny();
      if (db.discountCoupons.findFirst((q) => q.where({ code: body.code }))) {
        throw conflict('Dieser Gutscheincode ist bereits vergeben.', 'COUPON_CODE_TAKEN');
      }

      const coupon = await db.discountCoupons.create({
        id: nextId(db.discountCoupons, 880),
        discountId: discount.id,
        code: body.code,
        maxUsage: body.maxUsage ?? null,
        usageCount: 0,
        validUntil: body.validUntil ?? null,
        createdAt: isoDateTime(now()),
      });
      return response(201).json({ data: plain(coupon) });
    }),

    http.delete('/discount-coupons/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteDiscountCouponPath, params);
      const coupon = db.discountCoupons.findFirst((q) => q.where({ id }));
      const discount = coupon ? db.discounts.findFirst((q) => q.where({ id: coupon.discountId })) : undefined;
      if (!coupon || !discount || !session.providerIds.includes(discount.providerId)) {
        throw notFound('Der Gutscheincode wurde nicht gefunden.');
      }
      requireProviderRight(session, discount.providerId, 'manage');
      db.discountCoupons.delete((q) => q.where({ id: coupon.id }));
      return response(204).empty();
    }),
  ];
}
