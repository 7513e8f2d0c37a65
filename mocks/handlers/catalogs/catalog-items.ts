// Catalogs: the rows (item options) a catalogue type can price for a provider category.
import { zListCatalogItemsQuery } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { collectFieldErrors } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { label, languageOf } from '../../lib/views';
import { parseQuery } from '../../lib/validate';
import { itemOptionsFor } from './support';

export function catalogItemsHandlers(http: MockHttp) {
  return [
    http.get('/catalog-items', ({ request, response }) => {
      const query = parseQuery(zListCatalogItemsQuery, request);
      const errors = collectFieldErrors();
      if (!db.catalogTypes.findFirst((q) => q.where({ id: query.catalogTypeId }))) {
        errors.add('catalogTypeId', 'Diesen Katalogtyp gibt es nicht.');
      }
      if (!db.categories.findFirst((q) => q.where({ id: query.providerCategoryId }))) {
        errors.add('providerCategoryId', 'Diese Kategorie gibt es nicht.');
      }
      errors.throwIfAny();
      const language = languageOf(request);
      const rows = itemOptionsFor(query.catalogTypeId, query.providerCategoryId)
        .sort((a, b) => a.id - b.id)
        .map((o) => ({
          id: o.id,
          name: label(o.labels, language),
          unitLabel: label(o.unitLabels, language),
          catalogTypeId: o.catalogTypeId,
        }));
      return response(200).json(singlePage(rows));
    }),
  ];
}
