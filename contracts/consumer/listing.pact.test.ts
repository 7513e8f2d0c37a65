// Consumer contracts of the listing (issue 13): the user's providers, a provider's listing data, its forms and
// answers, and the approval queue the info page saves into (spec points 1-5).
import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  deleteDataUpdate,
  listDecidedDataUpdates,
  listPendingChangeRequests,
  listPendingDataUpdates,
  listProviderData,
  listProviderForms,
  updateDataUpdate,
  updateProviderData,
} from '@/features/listing/api/provider-content';
import { getProvider, listProviders, updateProvider } from '@/features/listing/api/providers';
import { countActiveImages } from '@/api/queries/provider-medias';
import { getTestimonialCounts } from '@/api/queries/testimonial-counts';
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

const { boolean, eachLike, integer, regex, string } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** The approval queue's states of the history (issue 42.3), named after facts (contracts/provider-states/listing.ts). */
const QUEUE_STATES = {
  provider101Decisions: 'the team approved and rejected changes of provider 101, more than five',
} as const;

const PAID_STATUS = '^(paid|unpaid|overdue|free)$';
const FIELD_TYPE = '^(text|textarea|number|select|multiselect|boolean|url)$';
const CHANGE_TYPE = '^(text|main_image|media|price|discount|product)$';

const LONG_TEXT =
  'Das Schlossgut Havelblick liegt direkt am Ufer der Havel in Potsdam-Sacrow und bietet Platz für Hochzeiten mit 40 bis 160 Gästen. Freie Trauungen finden im Schlosspark oder auf der Seeterrasse statt, gefeiert wird im Festsaal mit eigener Tanzfläche. Unsere Küche kocht saisonal und regional. Zimmer für Ihre Gäste stehen im Haus bereit.';

/** What the list and the info page read of a provider. */
const providerShape = {
  id: integer(101),
  name: string('Schlossgut Havelblick'),
  category: { id: integer(1), name: string('Hochzeitslocations') },
  city: { id: integer(3), name: string('Potsdam') },
  onHold: boolean(false),
  paidStatus: regex(PAID_STATUS, 'paid'),
  // The end date and the main image may be null (a basic listing, no image yet): the list shows neither then.
  productFeatures: { listingProductName: string('Prime') },
  isMissingData: boolean(false),
};

const detailShape = {
  ...providerShape,
  productFeatures: { listingProductName: string('Prime'), productDateEnd: regex(PATTERNS.date, '2027-03-31') },
  mainImagePath: string('/media/providers/101/festsaal.jpg'),
  description: string(LONG_TEXT),
  address: string('Fährstraße 12, 14469 Potsdam'),
  phone: string('+4933120045670'),
  website: string('https://www.schlossgut-havelblick.de'),
  email: string('hochzeit@schlossgut-havelblick.de'),
  hasPendingChanges: boolean(false),
};

describe('the providers list', () => {
  it("listProviders: the user's providers, by name", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving("a request for the demo user's providers sorted by name")
      .withRequest('GET', '/providers', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', sort: 'name' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(providerShape),
          paging: { page: 1, limit: 100, total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const { data } = await listProviders('');
        expect(data[0]).toMatchObject({ id: 101, paidStatus: 'paid' });
      });
  });

  it('listProviders: searched by a part of the name', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the demo user\'s providers whose name contains "Schloss"')
      .withRequest('GET', '/providers', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', sort: 'name', name: 'Schloss' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(providerShape),
          paging: { page: 1, limit: 100, total: integer(1), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const { data } = await listProviders(' Schloss ');
        expect(data[0]?.name).toBe('Schlossgut Havelblick');
      });
  });
});

describe('the listing data', () => {
  it('getProvider: the listing data of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the listing data of provider 101')
      .withRequest('GET', '/providers/101', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ data: detailShape }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const provider = await getProvider(101);
        expect(provider).toMatchObject({ id: 101, hasPendingChanges: false });
      });
  });

  it('getProvider: a provider the user is not linked to answers 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the listing data of provider 201 of another firm')
      .withRequest('GET', '/providers/201', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) => response.jsonBody({ message: string('Der Anbieter wurde nicht gefunden.') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(getProvider(201))).kind).toBe('not-found');
      });
  });

  it('updateProvider: a new description waits for approval; the published data comes back', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a new description of provider 101')
      .withRequest('PUT', '/providers/101', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ description: LONG_TEXT }),
      )
      .willRespondWith(200, (response) => response.jsonBody({ data: { ...detailShape, hasPendingChanges: true } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const provider = await updateProvider(101, { description: LONG_TEXT });
        expect(provider.hasPendingChanges).toBe(true);
      });
  });

  it('updateProvider: a description under 300 characters gives a field error (error format 1)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a description of provider 101 with fewer than 300 characters')
      .withRequest('PUT', '/providers/101', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ description: 'Zu kurz.' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ description: 'Der Beschreibungstext muss mindestens 300 Zeichen lang sein.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateProvider(101, { description: 'Zu kurz.' }));
        expect(error.errorFormat).toBe(1);
        expect(Object.keys(error.fieldErrors)).toEqual(['description']);
      });
  });
});

describe('edit rights', () => {
  it('updateProvider: without edit rights the change is refused with 403 PROVIDER_MANAGE_REQUIRED', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.demoWithoutEditRightsFor101)
      .uponReceiving('a new description of provider 101 from a user whose link has no edit rights')
      .withRequest('PUT', '/providers/101', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ description: LONG_TEXT }),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.'),
          code: 'PROVIDER_MANAGE_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateProvider(101, { description: LONG_TEXT }));
        // The info page reads the permissions again on a 403 and turns read-only (save-profile.ts).
        expect(error.status).toBe(403);
        expect(error.code).toBe('PROVIDER_MANAGE_REQUIRED');
      });
  });
});

describe('forms and answers', () => {
  it('listProviderForms: the form fields of provider 103', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the form fields of provider 103')
      .withRequest('GET', '/provider-forms', (request) => request.headers(SESSION_HEADERS).query({ providerId: '103' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            fieldName: string('minBudget'),
            label: string('Mindestbudget (EUR)'),
            group: string('budget'),
            type: regex(FIELD_TYPE, 'number'),
            required: boolean(true),
          }),
          paging: { page: 1, limit: integer(12), total: integer(12), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const forms = await listProviderForms(103);
        expect(forms[0]).toMatchObject({ fieldName: 'minBudget', type: 'number' });
      });
  });

  it('listProviderData: the answers of provider 103', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the form answers of provider 103')
      .withRequest('GET', '/provider-data', (request) => request.headers(SESSION_HEADERS).query({ providerId: '103' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(5300),
            providerId: integer(103),
            // The value's type follows its field (text, number, options, yes/no); the page reads it by its form.
            fieldName: string('sizeRange'),
            status: regex('^(approved|pending_approval)$', 'approved'),
          }),
          paging: { page: 1, limit: integer(12), total: integer(12), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const answers = await listProviderData(103);
        expect(answers[0]?.providerId).toBe(103);
      });
  });

  it('updateProviderData: a new answer is queued for approval (202)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider103EmptyMinBudget5300)
      .uponReceiving('a minimum budget of 1500 for the answer 5300')
      .withRequest('PUT', '/provider-data/5300', (request) => request.headers(WRITE_HEADERS).jsonBody({ value: 1500 }))
      .willRespondWith(202, (response) =>
        response.jsonBody({
          data: {
            id: integer(7010),
            providerId: 103,
            fieldName: 'minBudget',
            newValue: 1500,
            status: 'pending',
            createdAt: dateTime('2026-11-22T10:15:00Z'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const queued = await updateProviderData(5300, 1500);
        expect(queued).toMatchObject({ fieldName: 'minBudget', status: 'pending' });
      });
  });

  it('updateProviderData: emptying a required answer gives a field error on value', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider103EmptyMinBudget5300)
      .uponReceiving('an empty value for the required answer 5300')
      .withRequest('PUT', '/provider-data/5300', (request) => request.headers(WRITE_HEADERS).jsonBody({ value: null }))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ value: 'Dies ist ein Pflichtfeld!' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateProviderData(5300, null));
        expect(Object.keys(error.fieldErrors)).toEqual(['value']);
      });
  });
});

describe('the approval queue', () => {
  it('listProviderDataUpdates: the pending changes of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101PhoneChange7400)
      .uponReceiving('a request for the pending changes of provider 101')
      .withRequest('GET', '/provider-data-update-queue', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101', status: 'pending', limit: '100' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(7400),
            providerId: 101,
            // The new value's type follows its field (a number, a text, chosen options).
            fieldName: string('phone'),
            status: 'pending',
            requestedBy: { id: integer(1), name: string('Katharina Vogt') },
            createdAt: dateTime('2026-11-22T10:15:00Z'),
          }),
          paging: { page: 1, limit: 100, total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const pending = await listPendingDataUpdates(101);
        expect(pending[0]).toMatchObject({ providerId: 101, status: 'pending' });
      });
  });

  it('updateProviderDataUpdate: corrects the new value of the pending change 7400', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101PhoneChange7400)
      .uponReceiving('a corrected phone number for the pending change 7400')
      .withRequest('PUT', '/provider-data-update-queue/7400', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ newValue: '+4933120045600' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { id: 7400, providerId: 101, fieldName: 'phone', newValue: '+4933120045600', status: 'pending' },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const corrected = await updateDataUpdate(7400, '+4933120045600');
        expect(corrected.newValue).toBe('+4933120045600');
      });
  });

  it('updateProviderDataUpdate: an invalid phone number gives a field error on newValue', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101PhoneChange7400)
      .uponReceiving('an invalid phone number for the pending change 7400')
      .withRequest('PUT', '/provider-data-update-queue/7400', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ newValue: '0331' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ newValue: 'Bitte geben Sie eine gültige Telefonnummer ein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateDataUpdate(7400, '0331'));
        expect(Object.keys(error.fieldErrors)).toEqual(['newValue']);
      });
  });

  it('deleteProviderDataUpdate: withdraws the pending change 7400', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(STATES.provider101PhoneChange7400)
      .uponReceiving('withdrawing the pending change 7400')
      .withRequest('DELETE', '/provider-data-update-queue/7400', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteDataUpdate(7400)).resolves.toBeUndefined();
      });
  });

  it('listPendingChangeRequests: the other changes of provider 101 under review', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the pending change requests of provider 101')
      .withRequest('GET', '/change-requests/pending', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(9012),
            providerId: 101,
            type: regex(CHANGE_TYPE, 'main_image'),
            summary: string('Neues Titelbild wird geprüft (Veröffentlichung innerhalb einer Stunde).'),
            createdAt: dateTime('2026-11-22T09:40:00Z'),
          }),
          paging: { page: 1, limit: integer(3), total: integer(3), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const requests = await listPendingChangeRequests(101);
        expect(requests[0]?.providerId).toBe(101);
      });
  });
});

describe('the history of decisions', () => {
  it('listProviderDataUpdates: the first five decisions on the changes of provider 101, newest first', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(QUEUE_STATES.provider101Decisions)
      .uponReceiving('a request for the approved and rejected changes of provider 101, five per page')
      .withRequest('GET', '/provider-data-update-queue', (request) =>
        request
          .headers(SESSION_HEADERS)
          .query({ providerIds: '101', status: 'approved,rejected', limit: '5', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The reason is a text for a rejection and usually null for an approval: Pact has no "string or null"
          // matcher, so the list asserts it nowhere (the route and mock tests read it).
          data: eachLike({
            id: integer(7003),
            providerId: 101,
            fieldName: string('maxGuests'),
            status: regex('^(approved|rejected)$', 'rejected'),
            requestedBy: { id: integer(2), name: string('Jonas Albrecht') },
            createdAt: dateTime('2026-11-10T09:15:00Z'),
            decidedAt: dateTime('2026-11-11T10:50:00Z'),
          }),
          paging: { page: 1, limit: 5, total: integer(6), pageCount: integer(2) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const { data, paging } = await listDecidedDataUpdates(101, 1);
        expect(data[0]).toMatchObject({ providerId: 101, status: 'rejected' });
        expect(paging.pageCount).toBe(2);
      });
  });
});

describe('the completeness tips', () => {
  it('listProviderMedias: the number of active images of provider 101 (one item of the page)', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the active images of provider 101, one per page')
      .withRequest('GET', '/providers/101/medias', (request) =>
        request.headers(SESSION_HEADERS).query({ type: 'image', status: 'active', limit: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ id: integer(5531), type: 'image', status: 'active' }),
          paging: { page: 1, limit: 1, total: integer(24), pageCount: integer(24) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await countActiveImages(101)).toBe(24);
      });
  });

  it('getProviderTestimonialCounts: the published reviews of provider 101', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the review counts of provider 101')
      .withRequest('GET', '/provider-testimonials/counts', (request) =>
        request.headers(SESSION_HEADERS).query({ providerIds: '101' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { published: integer(24), pending: integer(2), rejected: integer(1), total: integer(27) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await getTestimonialCounts([101])).published).toBe(24);
      });
  });
});
