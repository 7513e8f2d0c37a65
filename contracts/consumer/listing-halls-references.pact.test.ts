// Consumer contracts of the listing's hall capacity record, badges and reference gallery (issue 13, points 4-6):
// every call of src/features/listing/api/halls.ts and related-providers.ts with its success answer and the errors
// the pages read differently (field errors on the form, 403 turns the page read-only, 404 "already gone", 409
// "already a partner"), the hall's photo or floor plan (issue 42.6: multipart upload, 413 and 422 on the file), and
// the badge page's response-time figure of one provider.
import { File as NodeFile } from 'node:buffer';
import { MatchersV3, type Rules } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { getAverageResponseTime } from '@/api/queries/lead-counts';
import { getMissingData } from '@/api/queries/missing-data';
import {
  createHall,
  deleteHall,
  deleteHallImage,
  incompleteHallIds,
  listHalls,
  updateHall,
  uploadHallImage,
} from '@/features/listing/api/halls';
import { multipartBody } from '@/api/multipart-body';
import {
  addRelatedProvider,
  listRelatedProviders,
  removeRelatedProvider,
  searchRelatedProviderCandidates,
} from '@/features/listing/api/related-providers';
import { dateTime, failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION_PARAMS,
  PATTERNS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };
const AREA_TYPE = '^(indoor|outdoor|both)$';
const MANAGE_REQUIRED = {
  message: string('Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.'),
  code: 'PROVIDER_MANAGE_REQUIRED',
};

/** What the hall list reads of a hall. */
const hallShape = {
  id: integer(1),
  providerId: 101,
  name: string('Festsaal'),
  areaType: regex(AREA_TYPE, 'indoor'),
  minCapacity: integer(40),
  maxCapacity: integer(180),
  // Meal and cocktail capacity may be null (one of the two is enough): the list shows "keine Angabe" then.
};

const summaryShape = {
  id: integer(151),
  name: string('Blumenwerkstatt Sanssouci'),
  category: { id: integer(7), name: string('Floristik & Dekoration') },
  city: { id: integer(2), name: string('Potsdam') },
};

/** The states of the halls' images (handlers in contracts/provider-states/listing.ts). */
const HALL_IMAGE_STATES = {
  images: 'hall 1 of provider 101 has a photo and hall 3 has no image',
  /** The state of the gallery contracts, reused: an upload above 8 MB would not fit into the pact. */
  uploadLimit1Kb: 'gallery uploads above 1 KB exceed the maximum file size',
} as const;

const BOUNDARY = '----portal-upload-contract';

/** A PNG whose header says its size (what the server reads), padded. Node's File: jsdom's has no arrayBuffer(). */
function png(name: string, width: number, height: number, padding = 64): File {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

/**
 * The request as `uploadHallImage` sends it (fixed boundary). Pact gives a binary body one content-type rule, which
 * it applies to each part of a multipart body: the kind is compared by its values, the image by its type.
 */
async function imageRequest(image: File, kind: 'photo' | 'floorPlan') {
  const { bytes, contentType } = await multipartBody(
    [
      { name: 'kind', value: kind },
      { name: 'image', file: image },
    ],
    BOUNDARY,
  );
  return { body: Buffer.from(bytes), contentType };
}

const IMAGE_RULES: Rules = {
  body: [
    { path: '$.kind', rules: [regex('^(photo|floorPlan)$', 'floorPlan')] },
    { path: '$.image', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] },
  ],
};

const NEW_HALL = {
  providerId: 101,
  name: 'Großer Saal Süd',
  areaType: 'both',
  minCapacity: 40,
  maxCapacity: 120,
  mealCapacity: null,
  cocktailCapacity: 120,
} as const;

describe('the hall capacity record', () => {
  it('listCustomerSpaces: the halls of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a request for the halls of provider 101')
      .withRequest('GET', '/customer-spaces', (request) =>
        request.headers(SESSION_HEADERS).query({ providerId: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(hallShape),
          paging: { page: 1, limit: integer(4), total: integer(4), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const halls = await listHalls(101);
        expect(halls[0]).toMatchObject({ providerId: 101, areaType: 'indoor' });
      });
  });

  it('getProviderMissingData: the incomplete hall 4 of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a request for the missing data of provider 101 with an incomplete hall')
      .withRequest('GET', '/providers/101/missing-data', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { providerId: 101, customerSpaces: [{ id: 4, name: string('Kaminzimmer') }] } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(incompleteHallIds(await getMissingData(101))).toEqual([4]);
      });
  });

  it('createCustomerSpace: a new hall with a cocktail capacity only', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new hall "Großer Saal Süd" of provider 101')
      .withRequest('POST', '/customer-spaces', (request) => request.headers(WRITE_HEADERS).jsonBody(NEW_HALL))
      .willRespondWith(201, (response) => response.jsonBody({ data: { ...hallShape, id: integer(6), ...NEW_HALL } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const hall = await createHall(NEW_HALL);
        expect(hall).toMatchObject({ name: 'Großer Saal Süd', cocktailCapacity: 120 });
      });
  });

  it('createCustomerSpace: a name the provider already uses gives a field error (error format 1)', async () => {
    const body = { ...NEW_HALL, name: 'Festsaal' };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a new hall of provider 101 named like its hall "Festsaal"')
      .withRequest('POST', '/customer-spaces', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ name: 'Einen Raum mit diesem Namen gibt es bei diesem Anbieter bereits.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createHall(body));
        expect(Object.keys(error.fieldErrors)).toEqual(['name']);
      });
  });

  it('createCustomerSpace: without edit rights the hall is refused with 403 PROVIDER_MANAGE_REQUIRED', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('a new hall of provider 101 from a user whose link has no edit rights')
      .withRequest('POST', '/customer-spaces', (request) => request.headers(WRITE_HEADERS).jsonBody(NEW_HALL))
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createHall(NEW_HALL));
        // The page reads the permissions again on a 403 and turns read-only (api/halls.ts).
        expect(error.code).toBe('PROVIDER_MANAGE_REQUIRED');
      });
  });

  it('updateCustomerSpace: the incomplete hall 4 gets its cocktail capacity', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a cocktail capacity of 40 for hall 4')
      .withRequest('PUT', '/customer-spaces/4', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ cocktailCapacity: 40 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { ...hallShape, id: 4, name: string('Kaminzimmer'), cocktailCapacity: 40 } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await updateHall(4, { cocktailCapacity: 40 })).toMatchObject({ id: 4, cocktailCapacity: 40 });
      });
  });

  it('updateCustomerSpace: a maximum below the minimum gives a field error', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a maximum of 12 guests for hall 1, below its minimum')
      .withRequest('PUT', '/customer-spaces/1', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ maxCapacity: 12 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ maxCapacity: 'Die maximale Kapazität darf nicht kleiner sein als die minimale.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateHall(1, { maxCapacity: 12 }));
        expect(Object.keys(error.fieldErrors)).toEqual(['maxCapacity']);
      });
  });

  it('updateCustomerSpace: a hall deleted meanwhile answers 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a change of the hall 999999 that does not exist')
      .withRequest('PUT', '/customer-spaces/999999', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ maxCapacity: 200 }),
      )
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Raum wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(updateHall(999999, { maxCapacity: 200 }))).kind).toBe('not-found');
      });
  });

  it('deleteCustomerSpace: hall 1 is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101Halls)
      .uponReceiving('a deletion of hall 1')
      .withRequest('DELETE', '/customer-spaces/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteHall(1)).resolves.toBeUndefined();
      });
  });

  it('deleteCustomerSpace: a hall already gone answers 404 (the page takes it as done)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a deletion of the hall 999999 that does not exist')
      .withRequest('DELETE', '/customer-spaces/999999', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Raum wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(deleteHall(999999))).status).toBe(404);
      });
  });

  it('deleteCustomerSpace: without edit rights the deletion is refused with 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('a deletion of hall 1 from a user whose link has no edit rights')
      .withRequest('DELETE', '/customer-spaces/1', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(deleteHall(1))).status).toBe(403);
      });
  });
});

describe("a hall's photo or floor plan", () => {
  it('uploadCustomerSpaceImage: a floor plan for hall 3, sent as multipart form data', async () => {
    const image = png('grundriss-gartenterrasse.png', 1600, 1200);
    const { body, contentType } = await imageRequest(image, 'floorPlan');
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(HALL_IMAGE_STATES.images)
      .uponReceiving('a floor plan uploaded for hall 3 of provider 101')
      .withRequest('POST', '/customer-spaces/3/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(IMAGE_RULES),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            ...hallShape,
            id: 3,
            name: string('Gartenterrasse'),
            image: {
              path: regex(
                '^/media/customer-spaces/101/3/.+\\.png$',
                '/media/customer-spaces/101/3/grundriss-mh3k2q1.png',
              ),
              kind: 'floorPlan',
            },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const hall = await uploadHallImage(3, image, 'floorPlan', { boundary: BOUNDARY });
        expect(hall.image).toMatchObject({ kind: 'floorPlan' });
      });
  });

  it('uploadCustomerSpaceImage: an image too narrow for the rules is refused on the file (422)', async () => {
    const image = png('briefmarke.png', 400, 300);
    const { body, contentType } = await imageRequest(image, 'photo');
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(HALL_IMAGE_STATES.images)
      .uponReceiving('a photo 400 pixels wide uploaded for hall 3 of provider 101')
      .withRequest('POST', '/customer-spaces/3/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(IMAGE_RULES),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ image: 'Das Bild muss mindestens 800 Pixel breit sein (es ist 400 Pixel breit).' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadHallImage(3, image, 'photo', { boundary: BOUNDARY }));
        // The dialog puts it on the file field.
        expect(Object.keys(error.fieldErrors)).toEqual(['image']);
      });
  });

  it('uploadCustomerSpaceImage: a file above the maximum size is refused with 413 (spec point 8)', async () => {
    const image = png('festsaal-gross.png', 1600, 1200, 4096);
    const { body, contentType } = await imageRequest(image, 'photo');
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(HALL_IMAGE_STATES.images)
      .given(HALL_IMAGE_STATES.uploadLimit1Kb)
      .uponReceiving('a photo of 4 KB uploaded for hall 3 of provider 101 while the limit is 1 KB')
      .withRequest('POST', '/customer-spaces/3/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(IMAGE_RULES),
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
        const error = await failure(uploadHallImage(3, image, 'photo', { boundary: BOUNDARY }));
        // The dialog says "file size or dimension exceeded" on the file for any 413.
        expect(error.status).toBe(413);
      });
  });

  it('uploadCustomerSpaceImage: without edit rights the upload is refused with 403', async () => {
    const image = png('saal.png', 1600, 1200);
    const { body, contentType } = await imageRequest(image, 'photo');
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('a photo uploaded for hall 1 of provider 101 by a user whose link has no edit rights')
      .withRequest('POST', '/customer-spaces/1/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(IMAGE_RULES),
      )
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadHallImage(1, image, 'photo', { boundary: BOUNDARY }));
        // The page reads the permissions again on a 403 and turns read-only (api/halls.ts).
        expect(error.code).toBe('PROVIDER_MANAGE_REQUIRED');
      });
  });

  it('uploadCustomerSpaceImage: a hall deleted meanwhile answers 404', async () => {
    const image = png('saal.png', 1600, 1200);
    const { body, contentType } = await imageRequest(image, 'photo');
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a photo uploaded for the hall 999999 that does not exist')
      .withRequest('POST', '/customer-spaces/999999/image', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(IMAGE_RULES),
      )
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Raum wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(uploadHallImage(999999, image, 'photo', { boundary: BOUNDARY }))).kind).toBe('not-found');
      });
  });

  it('deleteCustomerSpaceImage: the photo of hall 1 is removed', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(HALL_IMAGE_STATES.images)
      .uponReceiving('a removal of the image of hall 1')
      .withRequest('DELETE', '/customer-spaces/1/image', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteHallImage(1)).resolves.toBeUndefined();
      });
  });

  it('deleteCustomerSpaceImage: a hall without an image answers 404 (the page takes it as removed)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(HALL_IMAGE_STATES.images)
      .uponReceiving('a removal of the image of hall 3, which has none')
      .withRequest('DELETE', '/customer-spaces/3/image', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Dieser Raum hat kein Bild.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(deleteHallImage(3))).status).toBe(404);
      });
  });

  it('deleteCustomerSpaceImage: without edit rights the removal is refused with 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('a removal of the image of hall 1 from a user whose link has no edit rights')
      .withRequest('DELETE', '/customer-spaces/1/image', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(deleteHallImage(1))).code).toBe('PROVIDER_MANAGE_REQUIRED');
      });
  });
});

describe('the reference gallery', () => {
  it('listRelatedProviders: the partners of provider 101, newest first', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('a request for the reference gallery of provider 101')
      .withRequest('GET', '/providers/101/related-providers', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(81),
            providerId: 101,
            relatedProvider: summaryShape,
            createdAt: dateTime('2026-10-15T10:00:00Z'),
          }),
          paging: { page: 1, limit: 100, total: integer(4), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const { data, paging } = await listRelatedProviders(101);
        expect(data[0]?.providerId).toBe(101);
        expect(paging.total).toBe(4);
      });
  });

  it('listRelatedProviderCandidates: listed providers whose name contains "Elb"', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('a search for listed providers named like "Elb" for the reference gallery of provider 101')
      .withRequest('GET', '/providers/101/related-provider-candidates', (request) =>
        request.headers(SESSION_HEADERS).query({ name: 'Elb', limit: '25' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ ...summaryShape, id: integer(156), name: string('Elbsegler Hochzeitsband') }),
          paging: { page: 1, limit: 25, total: integer(1), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const hits = await searchRelatedProviderCandidates(101, ' Elb ');
        expect(hits[0]?.name).toContain('Elb');
      });
  });

  it('addRelatedProvider: provider 156 joins the reference gallery', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('provider 156 added to the reference gallery of provider 101')
      .withRequest('POST', '/providers/101/related-providers', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ relatedProviderId: 156 }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(92),
            providerId: 101,
            relatedProvider: { ...summaryShape, id: 156, name: string('Elbsegler Hochzeitsband') },
            createdAt: dateTime('2026-11-24T10:00:00Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await addRelatedProvider(101, 156)).relatedProvider.id).toBe(156);
      });
  });

  it('addRelatedProvider: a partner already in the gallery answers 409', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('provider 151, already a partner, added again to the reference gallery of provider 101')
      .withRequest('POST', '/providers/101/related-providers', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ relatedProviderId: 151 }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: string('Blumenwerkstatt Sanssouci ist bereits als Partner eingetragen.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(addRelatedProvider(101, 151));
        expect(error.status).toBe(409);
        expect(error.serverMessage).toContain('bereits');
      });
  });

  it('addRelatedProvider: the provider itself gives a field error on relatedProviderId', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('provider 101 added to its own reference gallery')
      .withRequest('POST', '/providers/101/related-providers', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ relatedProviderId: 101 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ relatedProviderId: 'Ein Anbieter kann nicht mit sich selbst verknüpft werden.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(addRelatedProvider(101, 101));
        expect(Object.keys(error.fieldErrors)).toEqual(['relatedProviderId']);
      });
  });

  it('addRelatedProvider: without edit rights the partner is refused with 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('provider 156 added to the reference gallery of provider 101 by a user without edit rights')
      .withRequest('POST', '/providers/101/related-providers', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ relatedProviderId: 156 }),
      )
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(addRelatedProvider(101, 156))).code).toBe('PROVIDER_MANAGE_REQUIRED');
      });
  });

  it('removeRelatedProvider: provider 151 leaves the reference gallery', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('a removal of provider 151 from the reference gallery of provider 101')
      .withRequest('DELETE', '/providers/101/related-providers/151', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(removeRelatedProvider(101, 151)).resolves.toBeUndefined();
      });
  });

  it('removeRelatedProvider: a provider not in the gallery answers 404 (the page takes it as done)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101References)
      .uponReceiving('a removal of provider 156, not a partner, from the reference gallery of provider 101')
      .withRequest('DELETE', '/providers/101/related-providers/156', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Die beiden Anbieter sind nicht miteinander verknüpft.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(removeRelatedProvider(101, 156))).status).toBe(404);
      });
  });

  it('removeRelatedProvider: without edit rights the removal is refused with 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving(
        'a removal of provider 151 from the reference gallery of provider 101 by a user without edit rights',
      )
      .withRequest('DELETE', '/providers/101/related-providers/151', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) => response.jsonBody(MANAGE_REQUIRED))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(removeRelatedProvider(101, 151))).status).toBe(403);
      });
  });
});

describe('the badges', () => {
  it('getAverageResponseTime: the average first answer of provider 101 alone', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the average response time of provider 101 in a date window')
      .withRequest('GET', '/leads/average-response-time', (request) =>
        request.headers(SESSION_HEADERS).query({
          createdAtStart: regex(PATTERNS.date, '2026-05-24'),
          createdAtEnd: regex(PATTERNS.date, '2026-11-24'),
          providerIds: '101',
        }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { averageSeconds: MatchersV3.number(5820), sampleSize: integer(74) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const figure = await getAverageResponseTime({
          createdAtStart: '2026-05-24',
          createdAtEnd: '2026-11-24',
          providerIds: [101],
        });
        expect(figure).toEqual({ averageSeconds: 5820, sampleSize: 74 });
      });
  });
});
