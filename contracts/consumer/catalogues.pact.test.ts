// Consumer contracts of the catalogues (issue 14): the catalogues page (list, item options, create, price update,
// the whole catalogue's edit form and its PDF of issue 42.1, delete; the copy for the next season is a create) and the
// dashboard's price update modal (one catalogue, its price update). Shared fetch functions in
// src/api/queries/catalogs.ts.
import { readFileSync } from 'node:fs';
import { File as NodeFile } from 'node:buffer';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MatchersV3, type Rules } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createCatalog,
  deleteCatalog,
  getCatalog,
  listCatalogItems,
  listCatalogs,
  updateCatalog,
} from '@/api/queries/catalogs';
import { multipartBody } from '@/api/multipart-body';
import { deleteCatalogPdf, uploadCatalogPdf } from '@/features/catalogues/api/catalog-pdf';
import { failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, fromProviderState, integer, regex, string } = MatchersV3;

/** A file as the page hands it over (Node's File: the request is built with Node's fetch). */
const pdfFile = (bytes: Uint8Array, name: string) =>
  new NodeFile([bytes], name, { type: 'application/pdf' }) as unknown as File;

async function pdfRequest(file: File) {
  const { bytes, contentType } = await multipartBody([{ name: 'file', file }], BOUNDARY);
  return { body: Buffer.from(bytes), contentType };
}

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const PDF_FIXTURE = join(dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'preisliste-2027.pdf');
const BOUNDARY = '----portal-upload-contract';
/** Pact compares a multipart body's file part by its content type. */
const PDF_RULES: Rules = {
  body: [{ path: '$.file', rules: [{ 'pact:matcher:type': 'contentType', value: 'application/pdf' }] }],
};
const WEEK_PERIOD = '^(weekday|weekend|all)$';
const PRICING_TYPE = '^(package|per_person)$';
/** The example of an injected expiry date; the provider state gives one of the day of the verification. */
const EXPIRE_AT = '2026-12-24';
const expireAt = () => fromProviderState('${expireAt}', EXPIRE_AT);

/** What the page and the modal read of a catalogue. */
const catalogShape = (id: number, name: string, needsPriceUpdate: boolean) => ({
  id: integer(id),
  name: string(name),
  catalogType: { id: integer(2), name: string('Preisliste') },
  providerId: integer(101),
  pricingType: regex(PRICING_TYPE, 'package'),
  isMain: boolean(false),
  expireAt: regex(PATTERNS.date, '2026-11-12'),
  needsPriceUpdate: boolean(needsPriceUpdate),
  prices: eachLike({
    id: integer(5),
    weekPeriod: regex(WEEK_PERIOD, 'weekday'),
    price: integer(2900),
    catalogItemOption: { id: integer(7), name: string('Saalmiete'), unitLabel: string('Abend') },
    unit: integer(1),
    currency: { id: integer(1), code: string('EUR') },
  }),
});

const priceRow = {
  weekPeriod: 'weekday',
  price: 3100,
  discountedPrice: 2800,
  catalogItemOptionId: 7,
  currency: 1,
  unit: 1,
};

describe('catalogues', () => {
  it('listCatalogs: the catalogues of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a request for the catalogues of provider 101')
      .withRequest('GET', '/customers/1/catalogs', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(catalogShape(2, 'Saalmiete und Trauung 2026', true)),
          paging: { page: 1, limit: 100, total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const catalogs = await listCatalogs(1, 101);
        expect(catalogs[0]?.prices[0]?.currency.code).toBe('EUR');
      });
  });

  it('getCatalog: the expired catalogue 2 the price update modal steps to', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a request for the catalogue 2')
      .withRequest('GET', '/customers/1/catalogs/2', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: catalogShape(2, 'Saalmiete und Trauung 2026', true) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getCatalog(1, 2)).needsPriceUpdate).toBe(true);
      });
  });

  it('getCatalog: a catalogue that is gone answers 404 (the modal says so)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.noCatalogue999999)
      .uponReceiving('a request for the catalogue 999999 that does not exist')
      .withRequest('GET', '/customers/1/catalogs/999999', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Katalog wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(getCatalog(1, 999999))).kind).toBe('not-found');
      });
  });

  it('listCatalogItems: the rows a price list of a venue can price', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the item options of price lists of venues')
      .withRequest('GET', '/catalog-items', (request) =>
        request.headers(SESSION_HEADERS).query({ catalogTypeId: '2', providerCategoryId: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ id: integer(7), name: string('Saalmiete'), unitLabel: string('Abend'), catalogTypeId: 2 }),
          paging: { page: 1, limit: integer(100), total: integer(4), pageCount: 1 },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listCatalogItems(2, 1))[0]?.unitLabel).toBe('Abend');
      });
  });

  it('createCatalog: a new price list with expireAt, unit and currency', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a new price list of provider 101')
      .withRequest('POST', '/customers/1/catalogs', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({
          providerId: 101,
          name: 'Saalmiete 2027',
          catalogTypeId: 2,
          pricingType: 'package',
          minGuests: null,
          maxGuests: 180,
          isMain: false,
          notes: null,
          expireAt: expireAt(),
          prices: [priceRow],
        }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ data: catalogShape(6, 'Saalmiete 2027', false) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createCatalog(1, {
          providerId: 101,
          name: 'Saalmiete 2027',
          catalogTypeId: 2,
          pricingType: 'package',
          minGuests: null,
          maxGuests: 180,
          isMain: false,
          notes: null,
          expireAt: EXPIRE_AT,
          prices: [{ ...priceRow, weekPeriod: 'weekday' }],
        });
        expect(created.name).toBe('Saalmiete 2027');
      });
  });

  it('createCatalog: a unit of six digits gives a field error (error format 1)', async () => {
    const body = {
      providerId: 101,
      name: 'Saalmiete 2027',
      catalogTypeId: 2,
      pricingType: 'package' as const,
      isMain: false,
      expireAt: EXPIRE_AT,
      prices: [{ ...priceRow, weekPeriod: 'weekday' as const, unit: 123456 }],
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a new price list of provider 101 with a unit of six digits')
      .withRequest('POST', '/customers/1/catalogs', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ ...body, expireAt: expireAt() }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ 'prices.0.unit': 'Die Einheit ist eine ganze Zahl mit höchstens 5 Ziffern.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createCatalog(1, body));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['prices.0.unit']);
      });
  });

  it('updateCatalog: new prices and expiry date of the expired catalogue 2', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('new prices and an expiry date for the expired catalogue 2')
      .withRequest('PUT', '/customers/1/catalogs/2', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ expireAt: expireAt(), prices: [priceRow] }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: catalogShape(2, 'Saalmiete und Trauung 2026', false) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateCatalog(1, 2, {
          expireAt: EXPIRE_AT,
          prices: [{ ...priceRow, weekPeriod: 'weekday' }],
        });
        expect(saved.needsPriceUpdate).toBe(false);
      });
  });

  it('updateCatalog: every field of the price list 2 changed, a row added (the edit form, issue 42.1)', async () => {
    const body = {
      name: 'Saalmiete und Trauung 2027',
      catalogTypeId: 2,
      pricingType: 'package' as const,
      minGuests: null,
      maxGuests: 150,
      isMain: false,
      notes: 'Inklusive Bestuhlung.',
      expireAt: EXPIRE_AT,
      prices: [
        { ...priceRow, weekPeriod: 'weekday' as const },
        { weekPeriod: 'all' as const, price: 900, catalogItemOptionId: 8, currency: 1, unit: 1 },
      ],
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('every field of the catalogue 2 changed and a price row added')
      .withRequest('PUT', '/customers/1/catalogs/2', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ ...body, expireAt: expireAt() }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: catalogShape(2, 'Saalmiete und Trauung 2027', false) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await updateCatalog(1, 2, body)).name).toBe('Saalmiete und Trauung 2027');
      });
  });

  it('updateCatalog: rows that are no positions of the chosen type give a field error on the row', async () => {
    // The price list's row "Saalmiete" sent with the type "Menü".
    const body = {
      name: 'Saalmiete und Trauung 2026',
      catalogTypeId: 1,
      pricingType: 'package' as const,
      minGuests: null,
      maxGuests: 180,
      isMain: false,
      notes: null,
      expireAt: EXPIRE_AT,
      prices: [{ ...priceRow, weekPeriod: 'weekday' as const }],
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('the catalogue 2 changed to a menu with a row of a price list')
      .withRequest('PUT', '/customers/1/catalogs/2', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ ...body, expireAt: expireAt() }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ 'prices.0.catalogItemOptionId': 'Diese Position gibt es für diesen Katalog nicht.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateCatalog(1, 2, body));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['prices.0.catalogItemOptionId']);
      });
  });

  it('updateCatalog: an expiry date before yesterday gives a field error (error format 1)', async () => {
    const body = { expireAt: '2020-01-01', prices: [{ ...priceRow, weekPeriod: 'weekday' as const }] };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('prices for the catalogue 2 with an expiry date in the past')
      .withRequest('PUT', '/customers/1/catalogs/2', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ expireAt: 'Das Ablaufdatum darf nicht vor gestern liegen.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateCatalog(1, 2, body));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['expireAt']);
      });
  });

  it('updateCatalog: in error format 2 only a generic message comes back', async () => {
    const body = { expireAt: '2020-01-01', prices: [{ ...priceRow, weekPeriod: 'weekday' as const }] };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .given(STATES.validationFormatV2)
      .uponReceiving('prices for the catalogue 2 with an expiry date in the past, answered in error format 2')
      .withRequest('PUT', '/customers/1/catalogs/2', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody({ version: 2, message: string('Das Formular enthält ungültige Angaben.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(updateCatalog(1, 2, body))).errorFormat).toBe(2);
      });
  });

  it('uploadCatalogPdf: a PDF as multipart part "file" becomes the PDF of the catalogue 2 (issue 42.1)', async () => {
    const file = pdfFile(new Uint8Array(readFileSync(PDF_FIXTURE)), 'preisliste-2027.pdf');
    const { body, contentType } = await pdfRequest(file);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('the PDF preisliste-2027.pdf for the catalogue 2')
      .withRequest('PUT', '/customers/1/catalogs/2/pdf', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PDF_RULES),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...catalogShape(2, 'Saalmiete und Trauung 2026', true),
            pdfPath: regex('^/media/catalogs/101/2/.+\\.pdf$', '/media/catalogs/101/2/mq1x2/preisliste-2027.pdf'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await uploadCatalogPdf(1, 2, file, { boundary: BOUNDARY, onProgress: () => undefined });
        expect(saved.pdfPath).toMatch(/preisliste-2027\.pdf$/);
      });
  });

  it('uploadCatalogPdf: a file named PDF without a PDF inside gives a field error on "file"', async () => {
    const file = pdfFile(new TextEncoder().encode('Preisliste 2027'), 'preisliste-2027.pdf');
    // Compared as it is: Pact would read the part's type from its content (text), not from its header.
    const { body, contentType } = await pdfRequest(file);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a text file named preisliste-2027.pdf for the catalogue 2')
      .withRequest('PUT', '/customers/1/catalogs/2/pdf', (request) =>
        request.headers({ ...SESSION_HEADERS, 'Content-Type': contentType }).body(contentType, body),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ file: 'Die Datei ist kein gültiges PDF.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadCatalogPdf(1, 2, file, { boundary: BOUNDARY }));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['file']);
      });
  });

  it('deleteCatalogPdf: the PDF of the catalogue 1 is removed', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a request to remove the PDF of the catalogue 1')
      .withRequest('DELETE', '/customers/1/catalogs/1/pdf', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCatalogPdf(1, 1)).resolves.toBeUndefined();
      });
  });

  it('deleteCatalog: the catalogue 1 is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Catalogues)
      .uponReceiving('a request to delete the catalogue 1')
      .withRequest('DELETE', '/customers/1/catalogs/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteCatalog(1, 1)).resolves.toBeUndefined();
      });
  });
});
