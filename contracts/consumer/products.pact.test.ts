// Consumer contracts of the products page and the bid lookup (issue 14 points 4 and 5): a provider's products in
// list order, create (and its field errors), change, delete, the new order (and its refusal), and the bridal
// shop's products offered on bridal-gown leads.
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listBidItems, listProviderItems } from '@/api/queries/provider-items';
import {
  createProviderItem,
  deleteProviderItem,
  moveProviderItems,
  updateProviderItem,
} from '@/features/products/api/provider-items';
import { dateTime, failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** The products' states of this feature, named after facts (handlers in contracts/provider-states/listing.ts). */
const PRODUCT_STATES = {
  photographerProducts: 'the photographer 102 has the products 3901, 3902 and 3903, and provider 201 the product 3950',
  bridalShopBids: 'the bridal shop 103 offers products on bridal-gown leads',
} as const;

const STATUS = '^(active|passive)$';
const APPROVAL = '^(approval_waiting|approved|rejected)$';

/**
 * What the page reads of every product. Description, prices, reject reason and image are nullable: Pact has no
 * "string or null" matcher, so a list asserts them nowhere and single answers assert the values they know.
 */
function productShape(example: {
  id: number;
  providerId: number;
  name: string;
  status?: string;
  approvalStatus?: string;
}) {
  return {
    id: integer(example.id),
    providerId: integer(example.providerId),
    name: string(example.name),
    currency: 'EUR',
    status: regex(STATUS, example.status ?? 'active'),
    approvalStatus: regex(APPROVAL, example.approvalStatus ?? 'approved'),
    orderNo: integer(1),
    isBiddable: boolean(false),
    createdAt: dateTime('2026-11-22T10:15:00Z'),
  };
}

describe('the products page', () => {
  it("listProviderItems: a provider's products in list order", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a request for the products of provider 102 in list order')
      .withRequest('GET', '/provider-items', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '102', sort: 'orderNo', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(productShape({ id: 3901, providerId: 102, name: 'Ganztagesreportage' })),
          paging: { page: 1, limit: 100, total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const items = await listProviderItems(102);
        expect(items[0]).toMatchObject({ providerId: 102, currency: 'EUR' });
      });
  });

  it('createProviderItem: a new product waits for approval', async () => {
    const body = {
      providerId: 102,
      name: 'Fotobox für die Feier',
      description: 'Mit Requisiten und Sofortdruck.',
      price: 390,
      discountedPrice: 340,
      status: 'active' as const,
      isBiddable: false,
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new product of provider 102')
      .withRequest('POST', '/provider-items', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...productShape({ id: 3904, providerId: 102, name: body.name, approvalStatus: 'approval_waiting' }),
            description: body.description,
            price: 390,
            discountedPrice: 340,
            rejectReason: null,
            imagePath: null,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createProviderItem(body);
        expect(created).toMatchObject({ name: body.name, approvalStatus: 'approval_waiting' });
      });
  });

  it('createProviderItem: a discounted price not below the price is refused on its field', async () => {
    const body = {
      providerId: 102,
      name: 'Fotobox',
      price: 390,
      discountedPrice: 390,
      status: 'active' as const,
      isBiddable: false,
    };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new product whose discounted price equals its price')
      .withRequest('POST', '/provider-items', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ discountedPrice: 'Der reduzierte Preis muss niedriger als der reguläre Preis sein.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createProviderItem(body));
        expect(Object.keys(error.fieldErrors)).toEqual(['discountedPrice']);
      });
  });

  it('updateProviderItem: switching a product to passive keeps its approval', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('product 3901 switched to passive')
      .withRequest('PUT', '/provider-items/3901', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ status: 'passive' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...productShape({ id: 3901, providerId: 102, name: 'Ganztagesreportage' }),
            id: 3901,
            price: 2450,
            discountedPrice: null,
            status: 'passive',
            approvalStatus: 'approved',
            rejectReason: null,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateProviderItem(3901, { status: 'passive' });
        expect(saved).toMatchObject({ id: 3901, status: 'passive', approvalStatus: 'approved' });
      });
  });

  it('deleteProviderItem: a product is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a request to delete product 3902')
      .withRequest('DELETE', '/provider-items/3902', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteProviderItem(3902)).resolves.toBeUndefined();
      });
  });

  it('moveProviderItems: the new order is saved', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('the products 3903, 3901, 3902 of provider 102 in this order')
      .withRequest('POST', '/provider-items/move-order', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ providerId: 102, itemIds: [3903, 3901, 3902] }),
      )
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(moveProviderItems(102, [3903, 3901, 3902])).resolves.toBeUndefined();
      });
  });

  it('moveProviderItems: a product of another provider in the order is refused', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('an order of provider 102 that lists product 3950 of provider 201')
      .withRequest('POST', '/provider-items/move-order', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ providerId: 102, itemIds: [3950, 3901] }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ 'itemIds.0': 'Dieses Produkt gehört nicht zu diesem Anbieter.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(moveProviderItems(102, [3950, 3901]));
        expect(error.kind).toBe('validation');
      });
  });
});

describe('bidding on bridal-gown leads', () => {
  it('listProviderItems: the bid lookup, 25 newest biddable products of the bridal shop that couples see', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.bridalShopBids)
      .uponReceiving('a request for the biddable products of provider 103 that couples see, newest first')
      .withRequest('GET', '/provider-items', (request) =>
        request.headers(SESSION_HEADERS).query({
          providerId: '103',
          isBiddable: 'true',
          status: 'active',
          approvalStatus: 'approved',
          sort: '-createdAt',
          limit: '25',
          page: '1',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...productShape({ id: 3101, providerId: 103, name: 'Brautkleid „Charlotte“' }),
            status: 'active',
            approvalStatus: 'approved',
            isBiddable: true,
          }),
          paging: { page: 1, limit: 25, total: integer(4), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const items = await listBidItems(103);
        expect(items[0]).toMatchObject({
          providerId: 103,
          isBiddable: true,
          status: 'active',
          approvalStatus: 'approved',
        });
      });
  });
});
