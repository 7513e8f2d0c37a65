// Providers: a provider's call-tracking number, its missing data and its quote-request forms.
import {
  zGetProviderMissingDataPath,
  zGetProviderRedirectNumberPath,
  zListInfoRequestFormsPath,
} from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { missingRequiredFields } from '../../db/provider-forms';
import { notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { singlePage } from '../../lib/paging';
import { requireProviderRight } from '../../lib/rights';
import { findProvider, label, languageOf } from '../../lib/views';
import { parsePathParams } from '../../lib/validate';

export function providerDetailsHandlers(http: MockHttp) {
  return [
    http.get('/providers/{id}/redirect-number', ({ params, response, session }) => {
      const { id } = parsePathParams(zGetProviderRedirectNumberPath, params);
      requireProviderRight(session, id, 'read');
      const number = db.redirectNumbers.findFirst((q) => q.where({ providerId: id }));
      if (!number)
        throw notFound('Für diesen Anbieter ist keine Weiterleitungsnummer eingerichtet.', 'NO_REDIRECT_NUMBER');
      return response(200).json({
        data: { providerId: number.providerId, number: number.number, validUntil: number.validUntil },
      });
    }),

    http.get('/providers/{id}/missing-data', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zGetProviderMissingDataPath, params);
      requireProviderRight(session, id, 'read');
      const provider = findProvider(id);
      const language = languageOf(request);
      // Computed from the provider's forms and approved answers: filling a field removes it from the list.
      const forms = missingRequiredFields(db, provider.id).map((f) => ({
        fieldName: f.fieldName,
        group: f.group,
        label: label(f.labels, language),
      }));
      const customerSpaces = db.customerSpaces
        .all()
        .filter((s) => s.providerId === id && s.mealCapacity === null && s.cocktailCapacity === null)
        .sort((a, b) => a.id - b.id)
        .map((s) => ({ id: s.id, name: s.name }));
      const catalogs = db.catalogs.all().filter((c) => c.providerId === id);
      return response(200).json({
        data: {
          providerId: id,
          forms,
          customerSpaces,
          catalogs: {
            ids: catalogs
              .filter((c) => c.needsPriceUpdate)
              .map((c) => c.id)
              .sort((a, b) => a - b),
            insert: catalogs.length === 0,
          },
        },
      });
    }),

    http.get('/providers/{id}/info-request-forms', ({ request, params, response, session }) => {
      const { id } = parsePathParams(zListInfoRequestFormsPath, params);
      requireProviderRight(session, id, 'read');
      const language = languageOf(request);
      const forms = db.infoRequestForms
        .all()
        .filter((f) => f.providerId === id)
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.id - b.id)
        .map((f) => ({
          id: f.id,
          name: label(f.names, language),
          isActive: f.isActive,
          fields: f.fields.map((field) => ({
            name: field.name,
            label: label(field.labels, language),
            type: field.type,
            required: field.required,
            options: [...field.options],
          })),
        }));
      return response(200).json(singlePage(forms));
    }),
  ];
}
