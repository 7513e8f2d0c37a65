// Projections from stored records to the document's shapes, shared by every area.
import type { z } from 'zod';
import type { zProvider, zProviderSummary } from '../../src/api/generated/zod/zod.gen';
import { db } from '../db';
import { type CategoryRef, categoryIn } from '../db/core';
import { notFound } from './errors';
import type { LanguageKey } from './labels';

export type ProviderRecord = ReturnType<typeof db.providers.all>[number];
export type CustomerUserRecord = ReturnType<typeof db.customerUsers.all>[number];

export function findProvider(providerId: number): ProviderRecord {
  const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
  if (!provider) throw notFound('Der Anbieter wurde nicht gefunden.');
  return provider;
}

/** A provider's category with its name in the answer's language (`GET /configs`' label, looked up by id). */
export function localizedCategory(category: CategoryRef, language: LanguageKey): CategoryRef {
  return categoryIn(db, category, language);
}

/**
 * The provider as embedded in other records (always current, never a stale copy), its category named in `language`.
 * Stored copies (a lead's or a link's provider) pass 'de'; answers pass the request's language.
 */
export function providerSummary(
  providerOrId: number | ProviderRecord,
  language: LanguageKey,
): z.infer<typeof zProviderSummary> {
  const p = typeof providerOrId === 'number' ? findProvider(providerOrId) : providerOrId;
  return {
    id: p.id,
    name: p.name,
    category: localizedCategory(p.category, language),
    city: structuredClone(p.city),
    district: p.district ? structuredClone(p.district) : null,
    listingProductName: p.productFeatures.listingProductName,
  };
}

export function toProvider(p: ProviderRecord, language: LanguageKey): z.infer<typeof zProvider> {
  return {
    id: p.id,
    name: p.name,
    categoryId: p.categoryId,
    cityId: p.cityId,
    districtId: p.districtId ?? null,
    category: localizedCategory(p.category, language),
    city: structuredClone(p.city),
    district: p.district ? structuredClone(p.district) : null,
    onHold: p.onHold,
    paidStatus: p.paidStatus,
    productFeatures: structuredClone(p.productFeatures),
    isMissingData: p.isMissingData,
    slug: p.slug,
    mainImagePath: p.mainImagePath ?? null,
  };
}

export { type LanguageKey, type Labels, label, languageOf } from './labels';
