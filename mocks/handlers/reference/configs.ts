// Reference data: the configs, the ROI minimum lead counts and the provider categories' meta data (public).
import {
  zGetConfigsQuery,
  zGetProviderCategoryMetaQuery,
  zGetRoiMinLeadCountCategoriesQuery,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { fieldError } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { paginate } from '../../lib/paging';
import { label, languageOf } from '../../lib/views';
import { parseQuery } from '../../lib/validate';

/** Minimum leads per month that make the ROI promise of a category (venues need the most). */
const ROI_MIN_LEAD_COUNT: Record<string, number> = { venue: 8, photographer: 5, bridal_gown: 6, music: 4, catering: 4 };

export function configsHandlers(http: MockHttp) {
  return [
    http.public.get('/configs', ({ request, response }) => {
      const { itemTypes } = parseQuery(zGetConfigsQuery, request);
      const language = languageOf(request);
      const data: Record<string, Array<{ id: number; itemId: number | string; value: string; status: 0 | 1 }>> = {};
      for (const type of itemTypes) {
        data[type] = db.configEntries
          .findMany((q) => q.where({ type }))
          .map((entry) => ({
            id: entry.id,
            itemId: entry.itemId,
            value: label(entry.labels, language),
            status: entry.status,
          }));
      }
      return response(200).json({ data });
    }),

    http.public.get('/configs/roi-min-lead-count', ({ request, response }) => {
      const query = parseQuery(zGetRoiMinLeadCountCategoriesQuery, request);
      const language = languageOf(request);
      const rows = db.categories
        .all()
        .filter((c) => ROI_MIN_LEAD_COUNT[c.categoryType] !== undefined)
        .map((c) => ({
          id: c.id,
          name: label(c.labels, language),
          categoryType: c.categoryType,
          minLeadCount: ROI_MIN_LEAD_COUNT[c.categoryType] as number,
        }));
      return response(200).json(paginate(rows, query));
    }),

    http.public.get('/configs/provider-category-meta', ({ request, response }) => {
      const { categoryId } = parseQuery(zGetProviderCategoryMetaQuery, request);
      const categoryRecord = db.categories.findFirst((q) => q.where({ id: categoryId }));
      if (!categoryRecord) throw fieldError('categoryId', 'Diese Kategorie gibt es nicht.');
      const isVenue = categoryRecord.categoryType === 'venue';
      return response(200).json({
        data: {
          categoryId,
          providerTextMinLength: 300,
          imageRules: {
            maxSizeKb: 8192,
            allowedExtensions: ['jpg', 'jpeg', 'png', 'webp'],
            minWidth: 800,
            maxWidth: 6000,
            maxHeight: 6000,
          },
          logoRules: { maxSizeKb: 1024, maxWidth: 1000, maxHeight: 1000 },
          galleryImageCap: 30,
          supportsCapacity: isVenue,
          supportsMenus: isVenue || categoryRecord.categoryType === 'catering',
        },
      });
    }),
  ];
}
