// Consumer contracts of the catalogues (issue 14): the catalogues page (list, item options, create, price update,
// delete) and the dashboard's price update modal (one catalogue, its price update). Shared fetch functions in
// src/api/queries/catalogs.ts.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createCatalog,
  deleteCatalog,
  getCatalog,
  listCatalogItems,
  listCatalogs,
  updateCatalog,
} from '@/api/queries/catalogs';
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

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
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
