// Consumer contracts of the products page and the bid lookup (issue 14 points 4 and 5): a provider's products in
// list order, create (and its field errors), change, delete, the new order (and its refusal), the bridal
// shop's products offered on bridal-gown leads, and the product's picture (issue 42.2): uploaded as multipart and
// removed, with the refusals the page tells apart (a rule broken on the image, too large, no edit rights, not found,
// no picture).
import { File as NodeFile } from 'node:buffer';
import { MatchersV3, type Rules } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { multipartBody } from '@/api/multipart-body';
import { listBidItems, listProviderItems } from '@/api/queries/provider-items';
import { deleteProviderItemImage, uploadProviderItemImage } from '@/features/products/api/product-image';
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
  /** Only after photographerProducts. */
  pictureOf3903: 'product 3903 of the photographer 102 has a picture',
  noEditRightsOn102: 'the link of the user demo to the photographer 102 has no edit rights',
  /** An upload above 8 MB would not fit into the pact: the state of the gallery contracts lowers the limit instead. */
  uploadLimit1Kb: 'gallery uploads above 1 KB exceed the maximum file size',
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

describe('the products page: search and status filter', () => {
  it("listProviderItems: a search of provider 102's products couples see, in list order", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a search for "fotobox" among the products of provider 102 that couples see, in list order')
      .withRequest('GET', '/provider-items', (request) =>
        request.headers(SESSION_HEADERS).query({
          providerId: '102',
          query: 'fotobox',
          status: 'active',
          approvalStatus: 'approved',
          sort: 'orderNo',
          limit: '100',
          page: '1',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            ...productShape({ id: 3902, providerId: 102, name: 'Fotobox für die Feier' }),
            status: 'active',
            approvalStatus: 'approved',
          }),
          paging: { page: 1, limit: 100, total: integer(1), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const items = await listProviderItems(102, {
          query: ' fotobox ',
          status: 'active',
          approvalStatus: 'approved',
        });
        expect(items[0]).toMatchObject({ providerId: 102, name: 'Fotobox für die Feier' });
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

describe("the product's picture (issue 42.2)", () => {
  const BOUNDARY = '----portal-upload-contract';
  /** Pact gives a multipart body one rule per part: the picture is compared by its type. */
  const PICTURE_RULES: Rules = {
    body: [{ path: '$.image', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] }],
  };

  /** A PNG the server reads `width`×`height` from: signature and IHDR header, then padding. */
  function png(name: string, width = 1200, height = 800, padding = 64): File {
    const bytes = new Uint8Array(33 + padding);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    // Node's File: jsdom's has no arrayBuffer() (the contract tests run in jsdom).
    return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
  }

  async function pictureRequest(image: File) {
    const { bytes, contentType } = await multipartBody([{ name: 'image', file: image }], BOUNDARY);
    return { body: Buffer.from(bytes), contentType };
  }

  it('uploadProviderItemImage: a new picture sends the product back to approval', async () => {
    const image = png('reportage.png');
    const { body, contentType } = await pictureRequest(image);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a picture uploaded for product 3901 of provider 102')
      .withRequest('POST', '/provider-items/3901/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PICTURE_RULES),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...productShape({ id: 3901, providerId: 102, name: 'Ganztagesreportage' }),
            id: 3901,
            status: 'active',
            approvalStatus: 'approval_waiting',
            rejectReason: null,
            imagePath: regex(
              '^/media/providers/102/items/3901-[a-z0-9]+\\.png$',
              '/media/providers/102/items/3901-mh9k2a1c.png',
            ),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await uploadProviderItemImage(3901, image, { boundary: BOUNDARY, onProgress: () => undefined });
        expect(saved).toMatchObject({ id: 3901, approvalStatus: 'approval_waiting' });
        expect(saved.imagePath).toMatch(/^\/media\/providers\/102\/items\//);
      });
  });

  it('uploadProviderItemImage: a picture too narrow for the rules is refused on the image', async () => {
    const image = png('briefmarke.png', 400, 300);
    const { body, contentType } = await pictureRequest(image);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a picture 400 pixels wide uploaded for product 3901 of provider 102')
      .withRequest('POST', '/provider-items/3901/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PICTURE_RULES),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ image: 'Das Bild muss mindestens 800 Pixel breit sein (es ist 400 Pixel breit).' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadProviderItemImage(3901, image, { boundary: BOUNDARY }));
        // The field shows the server's words.
        expect(Object.keys(error.fieldErrors)).toEqual(['image']);
      });
  });

  it('uploadProviderItemImage: a file above the maximum size is refused with 413', async () => {
    const image = png('reportage-gross.png', 1200, 800, 4096);
    const { body, contentType } = await pictureRequest(image);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .given(PRODUCT_STATES.uploadLimit1Kb)
      .uponReceiving('a picture of 4 KB uploaded for product 3901 of provider 102 while the limit is 1 KB')
      .withRequest('POST', '/provider-items/3901/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PICTURE_RULES),
      )
      .willRespondWith(413, (response) =>
        response.jsonBody({
          message: string('Die Datei ist zu groß. Die maximale Dateigröße beträgt 1 KB.'),
          code: 'FILE_TOO_LARGE',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadProviderItemImage(3901, image, { boundary: BOUNDARY }));
        // The field shows the server's message.
        expect(error.status).toBe(413);
        expect(error.serverMessage).toBeTruthy();
      });
  });

  it('uploadProviderItemImage: a user without edit rights is refused (403)', async () => {
    const image = png('reportage.png');
    const { body, contentType } = await pictureRequest(image);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .given(PRODUCT_STATES.noEditRightsOn102)
      .uponReceiving('a picture uploaded for product 3901 by a user who may not change provider 102')
      .withRequest('POST', '/provider-items/3901/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PICTURE_RULES),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Sie dürfen diesen Anbieter nicht bearbeiten.'),
          code: 'PROVIDER_MANAGE_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadProviderItemImage(3901, image, { boundary: BOUNDARY }));
        // The page reads the rights again and takes the buttons away.
        expect(error).toMatchObject({ status: 403, code: 'PROVIDER_MANAGE_REQUIRED' });
      });
  });

  it('uploadProviderItemImage: a product of a provider the user is not linked to is not found (404)', async () => {
    const image = png('sekt.png');
    const { body, contentType } = await pictureRequest(image);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a picture uploaded for product 3950 of provider 201 of another account')
      .withRequest('POST', '/provider-items/3950/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(PICTURE_RULES),
      )
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Das Produkt wurde nicht gefunden.'), code: 'NOT_FOUND' }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadProviderItemImage(3950, image, { boundary: BOUNDARY }));
        // The page reads the list again.
        expect(error).toMatchObject({ status: 404, kind: 'not-found' });
      });
  });

  it('deleteProviderItemImage: the picture is removed, the approval stays', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .given(PRODUCT_STATES.pictureOf3903)
      .uponReceiving('a request to remove the picture of product 3903')
      .withRequest('DELETE', '/provider-items/3903/image', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...productShape({ id: 3903, providerId: 102, name: 'Brautpaarshooting am Morgen' }),
            id: 3903,
            approvalStatus: 'approved',
            rejectReason: null,
            imagePath: null,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await deleteProviderItemImage(3903);
        expect(saved).toMatchObject({ id: 3903, imagePath: null, approvalStatus: 'approved' });
      });
  });

  it('deleteProviderItemImage: a product without a picture answers 404 NO_PRODUCT_IMAGE', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(PRODUCT_STATES.photographerProducts)
      .uponReceiving('a request to remove the picture of product 3902, which has none')
      .withRequest('DELETE', '/provider-items/3902/image', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Dieses Produkt hat kein Bild.'), code: 'NO_PRODUCT_IMAGE' }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(deleteProviderItemImage(3902));
        // The page says so and reads the list again.
        expect(error).toMatchObject({ status: 404, code: 'NO_PRODUCT_IMAGE' });
      });
  });
});
