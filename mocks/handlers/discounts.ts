// Discounts, installment campaigns and their coupon codes (spec points 3, 4, 9).
// New and edited discounts wait in `pending_approval`; the mock team approves them after 2 working days (the
// status is derived on every read, as is `expired` once validUntil has passed). Only plans with discounts
// (not `basic`) may create or edit them; at most one discount per provider is primary.
import type { z } from 'zod';
import {
  zCreateDiscountBody,
  zCreateDiscountCouponBody,
  zDeleteDiscountCouponPath,
  zDeleteDiscountPath,
  zDiscountInstallmentCreate,
  zDiscountPercentCreate,
  type zDiscount,
  type zDiscountStatus,
  zGetDiscountPath,
  zListDiscountCouponsQuery,
  zListDiscountsQuery,
  zUpdateDiscountBody,
  zUpdateDiscountPath,
} from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { nextId, plain } from '../db/collection';
import { addWorkingDays, type DiscountRecord } from '../db/marketing';
import { isoDate, isoDateTime, now } from '../lib/clock';
import {
  collectFieldErrors,
  conflict,
  fieldError,
  type FieldErrorCollector,
  forbidden,
  messages,
  notFound,
  validationFailed,
} from '../lib/errors';
import type { MockHttp } from '../lib/http';
import { paginate, sortBy } from '../lib/paging';
import { requireProviderRight } from '../lib/rights';
import { type Session, visibleProviderIds } from '../lib/session';
import { findProvider, type LanguageKey, languageOf, providerSummary } from '../lib/views';
import { parsePathParams, parseQuery, parseValue, parseVariant, readJsonBody } from '../lib/validate';

type Discount = z.infer<typeof zDiscount>;
type DiscountStatus = z.infer<typeof zDiscountStatus>;

/** Working days the team needs to approve a new or edited discount (spec point 9). */
export const DISCOUNT_APPROVAL_WORKING_DAYS = 2;

const DISCOUNT_NOT_FOUND = 'Der Rabatt wurde nicht gefunden.';

// ---------------------------------------------------------------- shared helpers

/** The status a reader sees: approval after 2 working days, expiry after validUntil. */
export function effectiveStatus(record: DiscountRecord, at: Date = now()): DiscountStatus {
  let status = record.status;
  if (
    status === 'pending_approval' &&
    addWorkingDays(new Date(record.submittedAt), DISCOUNT_APPROVAL_WORKING_DAYS) <= at
  ) {
    status = 'published';
  }
  if ((status === 'published' || status === 'pending_approval') && record.validUntil < isoDate(at)) status = 'expired';
  return status;
}

export function toDiscount(record: DiscountRecord, language: LanguageKey, at: Date = now()): Discount {
  const status = effectiveStatus(record, at);
  return {
    id: record.id,
    providerId: record.providerId,
    provider: providerSummary(record.providerId, language),
    discountType: record.discountType,
    discountRatio: record.discountRatio,
    installmentCount: record.installmentCount,
    intro: record.intro,
    isPrimary: record.isPrimary,
    priceBefore: record.priceBefore,
    priceAfter: record.priceAfter,
    validFrom: record.validFrom,
    validUntil: record.validUntil,
    popupShowcaseTitle: record.popupShowcaseTitle,
    popupShowcaseDescription: record.popupShowcaseDescription,
    giftText: record.giftText,
    status,
    rejectReason: status === 'rejected' ? record.rejectReason : null,
    createdAt: record.createdAt,
  };
}

/** The discount, if it belongs to one of the user's providers (404 otherwise). */
function visibleDiscount(session: Session, id: number): DiscountRecord {
  const record = db.discounts.findFirst((q) => q.where({ id }));
  if (!record || !session.providerIds.includes(record.providerId)) throw notFound(DISCOUNT_NOT_FOUND);
  return record;
}

/** 403 unless the user may edit the provider and its plan includes discounts. */
function requireDiscountEditing(session: Session, providerId: number): void {
  requireProviderRight(session, providerId, 'manage', { unlinked: 'forbidden' });
  const provider = findProvider(providerId);
  if (provider.productFeatures.planTier === 'basic') {
    throw forbidden('Rabatte sind in Ihrem aktuellen Paket nicht enthalten.', 'PLAN_FEATURE_REQUIRED');
  }
}

function germanDate(day: string): string {
  return `${day.slice(8, 10)}.${day.slice(5, 7)}.${day.slice(0, 4)}`;
}

type DiscountValues = Pick<
  DiscountRecord,
  | 'discountType'
  | 'discountRatio'
  | 'installmentCount'
  | 'intro'
  | 'priceBefore'
  | 'priceAfter'
  | 'validFrom'
  | 'validUntil'
>;

/**
 * The business rules of a discount (the stored values merged with the changes). `sent` names the fields of
 * the request, so an error lands on a field the user touched where possible.
 */
function discountRuleErrors(values: DiscountValues, sent: ReadonlySet<string>): FieldErrorCollector {
  const errors = collectFieldErrors();
  if (values.discountType === 'discount') {
    if (values.discountRatio === null) errors.add('discountRatio', messages.required);
    if (values.installmentCount !== null)
      errors.add('installmentCount', 'Die Anzahl der Raten gibt es nur bei einer Ratenzahlung.');
  } else {
    if (values.installmentCount === null) errors.add('installmentCount', messages.required);
    if (values.discountRatio !== null)
      errors.add('discountRatio', 'Einen Rabatt in Prozent gibt es nur bei einem Rabatt.');
  }
  if (values.intro.trim() === '') errors.add('intro', messages.required);
  const { priceBefore, priceAfter } = values;
  // The document's `multipleOf: 0.01`, which the generated schemas do not check: whole cents.
  for (const field of ['priceBefore', 'priceAfter'] as const) {
    const price = values[field];
    if (price !== null && Math.abs(price * 100 - Math.round(price * 100)) > 1e-6)
      errors.add(field, 'Bitte geben Sie den Preis in ganzen Cent an (höchstens 2 Nachkommastellen).');
  }
  if (priceBefore === null && priceAfter !== null) {
    errors.add('priceBefore', 'Bitte geben Sie auch den Preis vor dem Rabatt an.');
  } else if (priceBefore !== null && priceAfter === null) {
    errors.add('priceAfter', 'Bitte geben Sie auch den Preis nach dem Rabatt an.');
  } else if (priceBefore !== null && priceAfter !== null && priceAfter >= priceBefore) {
    const path = sent.has('priceAfter') || !sent.has('priceBefore') ? 'priceAfter' : 'priceBefore';
    errors.add(path, 'Der Preis nach dem Rabatt muss niedriger sein als der Preis vorher.');
  }
  if (values.validUntil < values.validFrom) {
    if (sent.has('validUntil') || !sent.has('validFrom')) {
      errors.add('validUntil', `Das Enddatum darf nicht vor dem Startdatum (${germanDate(values.validFrom)}) liegen.`);
    } else {
      errors.add('validFrom', `Das Startdatum darf nicht nach dem Enddatum (${germanDate(values.validUntil)}) liegen.`);
    }
  }
  return errors;
}

/** Makes `primaryId` the provider's only primary discount. */
async function clearOtherPrimaries(providerId: number, primaryId: number): Promise<void> {
  const others = db.discounts.all().filter((d) => d.providerId === providerId && d.isPrimary && d.id !== primaryId);
  for (const other of others) {
    await db.discounts.update((q) => q.where({ id: other.id }), {
      data(record) {
        record.isPrimary = false;
      },
    });
  }
}

const DISCOUNT_SORT_FIELDS = [
  'id',
  'createdAt',
  'validFrom',
  'validUntil',
  'status',
  'discountType',
  'discountRatio',
  'installmentCount',
  'priceBefore',
  'priceAfter',
  'isPrimary',
  'providerId',
  'provider.name',
];

function checkSort(sort: string, allowed: readonly string[]): void {
  if (!allowed.includes(sort.replace(/^-/, ''))) {
    throw fieldError('sort', `Nach diesem Feld kann nicht sortiert werden. Möglich: ${allowed.join(', ')}.`);
  }
}

// ---------------------------------------------------------------- handlers

export function discountsHandlers(http: MockHttp) {
  return [
    http.get('/discounts', ({ request, response, session }) => {
      const query = parseQuery(zListDiscountsQuery, request);
      checkSort(query.sort, DISCOUNT_SORT_FIELDS);
      const providerIds = visibleProviderIds(session, query.providerIds);
      const at = now();
      const rows = db.discounts
        .all()
        .filter((d) => providerIds.includes(d.providerId))
        .map((d) => toDiscount(d, languageOf(request), at))
        .filter((d) => !query.status || d.status === query.status);
      return response(200).json(paginate(sortBy(rows, query.sort), query));
    }),

    http.post('/discounts', async ({ request, response, session }) => {
      const raw = await readJsonBody(request);
      const body = parseVariant(
        zCreateDiscountBody,
        { discount: zDiscountPercentCreate, installment: zDiscountInstallmentCreate },
        'discountType',
        raw,
      );
      requireDiscountEditing(session, body.providerId);
      const values: DiscountValues = {
        discountType: body.discountType,
        discountRatio: body.discountRatio ?? null,
        installmentCount: body.installmentCount ?? null,
        intro: body.intro,
        priceBefore: body.priceBefore ?? null,
        priceAfter: body.priceAfter ?? null,
        validFrom: body.validFrom,
        validUntil: body.validUntil,
      };
      const errors = discountRuleErrors(values, new Set(Object.keys(raw as object)));
      errors.throwIfAny();

      const created = now();
      const record = await db.discounts.create({
        ...values,
        id: nextId(db.discounts, 5401),
        providerId: body.providerId,
        isPrimary: body.isPrimary,
        popupShowcaseTitle: body.popupShowcaseTitle ?? null,
        popupShowcaseDescription: body.popupShowcaseDescription ?? null,
        giftText: body.giftText ?? null,
        status: 'pending_approval',
        rejectReason: null,
        createdAt: isoDateTime(created),
        submittedAt: isoDateTime(created),
      });
      if (record.isPrimary) await clearOtherPrimaries(record.providerId, record.id);
      return response(201).json({ data: toDiscount(record, languageOf(request), created) });
    }),

    http.get('/discounts/{id}', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetDiscountPath, params);
      return response(200).json({ data: toDiscount(visibleDiscount(session, id), languageOf(request)) });
    }),

    http.put('/discounts/{id}', async ({ request, params, response, session }) => {
      const { id } = parsePathParams(zUpdateDiscountPath, params);
      const raw = await readJsonBody(request);
      const body = parseValue(zUpdateDiscountBody, raw);
      const sent = new Set(Object.keys(body));
      if (sent.size === 0) throw validationFailed({ _: 'Bitte ändern Sie mindestens ein Feld.' });
      const record = visibleDiscount(session, id);
      requireDiscountEditing(session, record.providerId);

      const discountType = body.discountType ?? record.discountType;
      // When the type changes, the other type's field is cleared unless it is sent (which is then an error).
      const typeChanged = discountType !== record.discountType;
      const pick = <K extends keyof DiscountValues>(key: K, clearOnTypeChange = false): DiscountValues[K] => {
        const value = (body as Partial<Record<K, DiscountValues[K] | null>>)[key];
        if (value !== undefined) return value as DiscountValues[K];
        return clearOnTypeChange && typeChanged ? (null as DiscountValues[K]) : record[key];
      };
      const values: DiscountValues = {
        discountType,
        discountRatio: pick('discountRatio', true),
        installmentCount: pick('installmentCount', true),
        intro: pick('intro'),
        priceBefore: pick('priceBefore'),
        priceAfter: pick('priceAfter'),
        validFrom: pick('validFrom'),
        validUntil: pick('validUntil'),
      };
      const errors = discountRuleErrors(values, sent);
      errors.throwIfAny();

      const changed = now();
      const updated = await db.discounts.update((q) => q.where({ id: record.id }), {
        data(r) {
          Object.assign(r, values);
          if (body.isPrimary !== undefined) r.isPrimary = body.isPrimary;
          if (body.popupShowcaseTitle !== undefined) r.popupShowcaseTitle = body.popupShowcaseTitle;
          if (body.popupShowcaseDescription !== undefined) r.popupShowcaseDescription = body.popupShowcaseDescription;
          if (body.giftText !== undefined) r.giftText = body.giftText;
          r.status = 'pending_approval';
          r.rejectReason = null;
          r.submittedAt = isoDateTime(changed);
        },
      });
      if (!updated) throw notFound(DISCOUNT_NOT_FOUND);
      if (updated.isPrimary) await clearOtherPrimaries(updated.providerId, updated.id);
      return response(200).json({ data: toDiscount(updated, languageOf(request), changed) });
    }),

    http.delete('/discounts/{id}', ({ params, response, session }) => {
      const { id } = parsePathParams(zDeleteDiscountPath, params);
      const record = visibleDiscount(session, id);
      requireProviderRight(session, record.providerId, 'manage');
      db.discountCoupons.deleteMany((q) => q.where({ discountId: id }));
      db.discounts.delete((q) => q.where({ id: record.id }));
      return response(204).empty();
    }),

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
