// Catalogs: the catalogue as PDF (issue 42.1), uploaded, replaced and removed.
import { CatalogPdfUploadLimits } from '../../../src/api/generated/limits';
import { zDeleteCatalogPdfPath, zUploadCatalogPdfPath } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { now } from '../../lib/clock';
import { collectFieldErrors, fieldError, messages, payloadTooLarge } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { mediaPath } from '../../lib/media-placeholder';
import { requireProviderRight } from '../../lib/rights';
import { requireOwnCustomer } from '../../lib/session';
import { parsePathParams, readMultipart } from '../../lib/validate';
import { languageOf } from '../../lib/views';
import { findCatalog, toCatalog } from './catalogs';

/** At most 10 MB (the document's `maxLength` of the binary part, in bytes). */
export const CATALOG_PDF_MAX_BYTES = CatalogPdfUploadLimits.properties.file.maxLength;

const PDF_MESSAGES = {
  tooLarge: 'Die Datei ist zu groß. Erlaubt sind höchstens 10 MB.',
  empty: 'Die Datei ist leer.',
  type: 'Erlaubt sind nur PDF-Dateien.',
  content: 'Die Datei ist kein gültiges PDF.',
  one: 'Bitte laden Sie genau eine Datei hoch.',
} as const;

/** A PDF by its declared type, or by its name when the browser declared none. */
function declaredPdf(file: File): boolean {
  const declared = file.type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (declared === 'application/pdf') return true;
  return (declared === '' || declared === 'application/octet-stream') && /\.pdf$/i.test(file.name.trim());
}

/** The stored file's name: letters, digits and hyphens of the uploaded name, then `.pdf`. */
function storedName(file: File): string {
  const base = file.name
    .toLowerCase()
    .replace(/\.pdf$/i, '')
    .replace(/[äöüß]/g, (char) => ({ ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' })[char] ?? char)
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'katalog'}.pdf`;
}

export function catalogPdfHandlers(http: MockHttp) {
  return [
    http.put('/customers/{customerId}/catalogs/{catalogId}/pdf', async ({ request, params, response, session }) => {
      const { customerId, catalogId } = parsePathParams(zUploadCatalogPdfPath, params);
      requireOwnCustomer(session, customerId);
      const catalog = findCatalog(session, customerId, catalogId);
      requireProviderRight(session, catalog.providerId, 'manage');
      const form = await readMultipart(request);
      const errors = collectFieldErrors();
      for (const key of Object.keys(form)) if (key !== 'file') errors.add(key, messages.unknownField);
      const file = form.file;
      if (Array.isArray(file)) errors.add('file', PDF_MESSAGES.one);
      else if (!(file instanceof File)) errors.add('file', messages.required);
      if (!errors.isEmpty || !(file instanceof File)) throw errors.failure();
      if (file.size > CATALOG_PDF_MAX_BYTES) throw payloadTooLarge(PDF_MESSAGES.tooLarge);
      if (file.size === 0) throw fieldError('file', PDF_MESSAGES.empty);
      if (!declaredPdf(file)) throw fieldError('file', PDF_MESSAGES.type);
      // A PDF starts with "%PDF-" whatever its name says.
      const head = new TextDecoder().decode(new Uint8Array(await file.slice(0, 5).arrayBuffer()));
      if (head !== '%PDF-') throw fieldError('file', PDF_MESSAGES.content);
      // Each upload its own path: a replacement of the same name is a new file for the browser's and the CDN's caches.
      const version = now().getTime().toString(36);
      const pdfPath = mediaPath('catalogs', catalog.providerId, catalog.id, version, storedName(file));
      const updated = await db.catalogs.update((q) => q.where({ id: catalogId }), {
        data(record) {
          record.pdfPath = pdfPath;
        },
      });
      return response(200).json({
        data: toCatalog(updated ?? findCatalog(session, customerId, catalogId), languageOf(request)),
      });
    }),

    http.delete('/customers/{customerId}/catalogs/{catalogId}/pdf', async ({ params, response, session }) => {
      const { customerId, catalogId } = parsePathParams(zDeleteCatalogPdfPath, params);
      requireOwnCustomer(session, customerId);
      const catalog = findCatalog(session, customerId, catalogId);
      requireProviderRight(session, catalog.providerId, 'manage');
      await db.catalogs.update((q) => q.where({ id: catalogId }), {
        data(record) {
          record.pdfPath = null;
        },
      });
      return response(204).empty();
    }),
  ];
}
