// Discounts: discounts and installment campaigns of the user's providers (list, create, read, update, delete);
// at most one discount per provider is primary.
import {
  zCreateDiscountBody,
  zDeleteDiscountPath,
  zDiscountInstallmentCreate,
  zDiscountPercentCreate,
  zGetDiscountPath,
  zListDiscountsQuery,
  zUpdateDiscountBody,
  zUpdateDiscountPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { nextId } from '../../db/collection';
import { type DiscountRecord } from '../../db/marketing';
import { isoDateTime, now } from '../../lib/clock';
import {
  collectFieldErrors,
  fieldError,
  type FieldErrorCollector,
  messages,
  notFound,
  validationFailed,
} from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate, sortBy } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { visibleProviderIds } from '../../lib/session';
import { languageOf } from '../../lib/views';
import { parsePathParams, parseQuery, parseValue, parseVariant, readJsonBody } from '../../lib/validate';
import { DISCOUNT_NOT_FOUND, toDiscount, visibleDiscount, requireDiscountEditing, germanDate } from './support';

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

export function discountListHandlers(http: MockHttp) {
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
  ];
}
