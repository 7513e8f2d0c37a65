// Consumer contracts of the registration wizard (/signup-wizard/{hash}, logged out: the link's hash authorizes):
// the application by its hash (open, unknown), the photo upload (stored, refused on the image, too late), the
// submission (pending, refused on a field, sent twice), the cities and districts the location step offers; and the
// agreement dialog of the main layout: the current texts, the user's signatures, a signature (recorded, already
// recorded, an outdated version). The 413 of a photo over the size limit is left out: its body would be 8 MB in the
// committed pact; the mock test produces it (mocks/tests/provider-wizard.test.ts) and the page names it per file.
import { File as NodeFile } from 'node:buffer';
import { MatchersV3, type Rules } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import { listAllAgreementSigns, listAllAgreementTexts, signAgreement } from '@/components/agreements/agreements-api';
import {
  getWizard,
  listAllCities,
  listAllDistricts,
  photoUploadBody,
  submitWizard,
  uploadWizardPhoto,
  type ProviderWizardSubmit,
} from '@/features/signup/api/wizard';
import { dateTime, failure, fieldErrorsV1, firstPage, JSON_HEADERS } from '../support/leads';
import {
  createPact,
  DEMO_SESSION,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, regex, string } = MatchersV3;

const SIGNUP_STATES = {
  openLink: 'the registration link antrag-blumenwerk-2026 is open and has the photo 601',
  pendingLink: 'the application of the registration link antrag-gut-sonnenhof-2026 was sent and is pending',
  neuLoggedIn: 'the user neu is logged in with access token 1 and has signed no agreement text',
} as const;
const OPEN = 'antrag-blumenwerk-2026';
const PENDING = 'antrag-gut-sonnenhof-2026';
const BOUNDARY = '----wizard-upload-contract';

/** A PNG header of the given size (what the browser check and the server read), as the browser hands it over. */
function png(name: string, width: number, height: number): File {
  const bytes = new Uint8Array(33 + 512);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  // Node's File: jsdom's has no arrayBuffer() (the contract tests run in jsdom).
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

/** The photo part is compared by its type (Pact applies a binary body's content-type rule per part). */
const PHOTO_RULES: Rules = {
  body: [{ path: '$.image', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] }],
};

async function photoRequest(image: File) {
  const { bytes, contentType } = await photoUploadBody(image, BOUNDARY);
  return { body: Buffer.from(bytes), contentType };
}

const nullableText = (example: string | null) => (example === null ? null : string(example));

function wizardShape(hash: string, status: 'pending' | null) {
  return {
    hash,
    status,
    companyName: string('Blumenwerk Potsdam'),
    contactName: string('Johanna Richter'),
    email: status ? string('johanna.richter@blumenwerk-potsdam.de') : string('johanna.richter@blumenwerk-potsdam.de'),
    phone: status ? regex('^\\+[1-9][0-9]{6,14}$', '+4933112345678') : null,
    categoryId: integer(6),
    cityId: status ? integer(2) : null,
    districtId: status ? integer(21) : null,
    address: nullableText(status ? 'Brandenburger Straße 31, 14467 Potsdam' : null),
    description: status ? string('Das Blumenwerk …') : null,
    images: eachLike({ id: integer(601), path: string(`/uploads/wizard/${hash}/brautstrauss.jpg`) }),
    submittedAt: status ? dateTime('2026-11-24T12:00:00+01:00') : null,
    minImageCount: 1,
    processingHours: 48,
    preliminaryInformationUrl: string('https://www.hochzeitsportal.de/vorabinformationen'),
  };
}

const submission: ProviderWizardSubmit = {
  companyName: 'Blumenwerk Potsdam',
  contactName: 'Johanna Richter',
  email: 'johanna.richter@blumenwerk-potsdam.de',
  phone: '+4933112345678',
  categoryId: 6,
  cityId: 2,
  districtId: 21,
  address: 'Brandenburger Straße 31, 14467 Potsdam',
  description:
    'Das Blumenwerk Potsdam bindet Brautsträuße, schmückt Trauorte und Festsäle und gestaltet Tischdekorationen ' +
    'mit Blumen der Saison aus Gärtnereien im Havelland. Wir beraten Brautpaare persönlich in unserem Laden in der ' +
    'Brandenburger Straße, zeigen Beispiele früherer Hochzeiten und liefern am Hochzeitstag pünktlich an jeden Ort in Potsdam.',
  imageIds: [601],
  acceptedPreliminaryInformation: true,
};

describe('registration wizard', () => {
  it('getProviderWizard: an open application with what is known so far', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.openLink)
      .uponReceiving('a request for the application of the registration link antrag-blumenwerk-2026')
      .withRequest('GET', `/provider-wizard/${OPEN}`)
      .willRespondWith(200, (response) => response.jsonBody({ data: wizardShape(OPEN, null) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        const wizard = await getWizard(OPEN);
        expect(wizard).toMatchObject({ status: null, processingHours: 48, images: [{ id: 601 }] });
      });
  });

  it('getProviderWizard: an unknown link', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for the application of an unknown registration link')
      .withRequest('GET', '/provider-wizard/gibt-es-nicht-2026')
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Dieser Registrierungslink ist ungültig.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect((await failure(getWizard('gibt-es-nicht-2026'))).status).toBe(404);
      });
  });

  it('uploadProviderWizardImage: a photo is stored for the application', async () => {
    const image = png('tischdeko.png', 1200, 800);
    const { body, contentType } = await photoRequest(image);
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.openLink)
      .uponReceiving('a photo uploaded for the registration link antrag-blumenwerk-2026')
      .withRequest('POST', `/provider-wizard/${OPEN}/images`, (request) =>
        request.headers({ 'Content-Type': contentType }).body(contentType, body).matchingRules(PHOTO_RULES),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({ data: { id: integer(613), path: string(`/uploads/wizard/${OPEN}/613-tischdeko.png`) } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const photo = await uploadWizardPhoto(OPEN, image, { boundary: BOUNDARY });
        expect(photo.id).toBeGreaterThan(0);
      });
  });

  it('uploadProviderWizardImage: a photo too narrow for the rules is refused on the image', async () => {
    const image = png('briefmarke.png', 400, 300);
    const { body, contentType } = await photoRequest(image);
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.openLink)
      .uponReceiving('a photo 400 pixels wide uploaded for the registration link antrag-blumenwerk-2026')
      .withRequest('POST', `/provider-wizard/${OPEN}/images`, (request) =>
        request.headers({ 'Content-Type': contentType }).body(contentType, body).matchingRules(PHOTO_RULES),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ image: 'Das Foto muss mindestens 800 Pixel breit sein.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const error = await failure(uploadWizardPhoto(OPEN, image, { boundary: BOUNDARY }));
        expect(Object.keys(error.fieldErrors)).toEqual(['image']);
      });
  });

  it('uploadProviderWizardImage: no more photos once the application was sent', async () => {
    const image = png('nachtrag.png', 1200, 800);
    const { body, contentType } = await photoRequest(image);
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.pendingLink)
      .uponReceiving('a photo uploaded for the already sent application antrag-gut-sonnenhof-2026')
      .withRequest('POST', `/provider-wizard/${PENDING}/images`, (request) =>
        request.headers({ 'Content-Type': contentType }).body(contentType, body).matchingRules(PHOTO_RULES),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: string('Ihre Bewerbung wurde bereits eingereicht.'), code: 'ALREADY_SUBMITTED' }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect((await failure(uploadWizardPhoto(PENDING, image, { boundary: BOUNDARY }))).status).toBe(409);
      });
  });

  it('submitProviderWizard: the application is sent and pending', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.openLink)
      .uponReceiving('the application of the registration link antrag-blumenwerk-2026 sent')
      .withRequest('POST', `/provider-wizard/${OPEN}`, (request) => request.headers(JSON_HEADERS).jsonBody(submission))
      .willRespondWith(201, (response) => response.jsonBody({ data: wizardShape(OPEN, 'pending') }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect(await submitWizard(OPEN, submission)).toMatchObject({ status: 'pending', processingHours: 48 });
      });
  });

  it('submitProviderWizard: a district of another city is refused on the district', async () => {
    const body = { ...submission, districtId: 11 };
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.openLink)
      .uponReceiving('the application of antrag-blumenwerk-2026 sent with a district of another city')
      .withRequest('POST', `/provider-wizard/${OPEN}`, (request) => request.headers(JSON_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ districtId: 'Dieser Stadtteil gehört nicht zur gewählten Stadt.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect(Object.keys((await failure(submitWizard(OPEN, body))).fieldErrors)).toEqual(['districtId']);
      });
  });

  it('submitProviderWizard: an application is sent only once', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.pendingLink)
      .uponReceiving('the already sent application antrag-gut-sonnenhof-2026 sent again')
      .withRequest('POST', `/provider-wizard/${PENDING}`, (request) =>
        request.headers(JSON_HEADERS).jsonBody(submission),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({ message: string('Ihre Bewerbung wurde bereits eingereicht.'), code: 'ALREADY_SUBMITTED' }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect((await failure(submitWizard(PENDING, submission))).status).toBe(409);
      });
  });

  it('listCities: every city of the location step', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for all cities')
      .withRequest('GET', '/cities', (request) => request.query({ limit: '100', page: '1' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(2),
            name: string('Potsdam'),
            regionId: integer(1),
            orderNo: integer(2),
            imagePath: string('/media/cities/potsdam.jpg'),
          }),
          paging: firstPage(100, 5),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect((await listAllCities())[0]).toMatchObject({ id: 2, name: 'Potsdam' });
      });
  });

  it('listDistricts: the districts of Potsdam', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for all districts of the city 2')
      .withRequest('GET', '/districts', (request) => request.query({ cityId: '2', limit: '100', page: '1' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({ id: integer(21), name: string('Innenstadt'), cityId: 2 }),
          paging: firstPage(100, 4),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        expect((await listAllDistricts(2))[0]).toMatchObject({ cityId: 2 });
      });
  });
});

const NEU_SESSION_PARAMS = { ...DEMO_SESSION, username: 'neu' };
const signShape = (agreementTextId: number, version: number, customerUserId: number) => ({
  id: integer(7),
  agreementTextId,
  customerUserId,
  version,
  signedAt: dateTime('2026-11-24T12:00:00+01:00'),
});

describe('agreements', () => {
  it('listAgreementTexts: the current version of each text', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.neuLoggedIn, NEU_SESSION_PARAMS)
      .uponReceiving('a request for the current agreement texts')
      .withRequest('GET', '/agreement-texts', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike({
            id: integer(5),
            type: regex('^(terms|privacy|preliminary_information|referral_terms)$', 'terms'),
            title: string('Allgemeine Geschäftsbedingungen'),
            content: string('<h2>Allgemeine Geschäftsbedingungen für Anbieter</h2>'),
            version: integer(2),
            publishedAt: dateTime('2026-08-26T00:00:00+02:00'),
          }),
          paging: firstPage(100, 4),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listAllAgreementTexts())[0]).toMatchObject({ type: 'terms' });
      });
  });

  it("listAgreementSigns: the user's signatures", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('a request for the agreement signatures of the user demo')
      .withRequest('GET', '/customer-user-agreement-signs', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: eachLike(signShape(6, 2, 1)), paging: firstPage(100, 4) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await listAllAgreementSigns())[0]).toMatchObject({ customerUserId: 1 });
      });
  });

  it('signAgreement: the current terms are accepted', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.neuLoggedIn, NEU_SESSION_PARAMS)
      .uponReceiving('the current terms 5 signed by the user neu')
      .withRequest('POST', '/customer-user-agreement-signs', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_HEADERS }).jsonBody({ agreementTextId: 5 }),
      )
      .willRespondWith(201, (response) => response.jsonBody({ data: signShape(5, 2, 5) }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(await signAgreement(5)).toMatchObject({ agreementTextId: 5, version: 2 });
      });
  });

  it('signAgreement: a text signed already', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .uponReceiving('the terms 5 signed again by the user demo')
      .withRequest('POST', '/customer-user-agreement-signs', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_HEADERS }).jsonBody({ agreementTextId: 5 }),
      )
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: string('Sie haben diese Vereinbarung bereits akzeptiert.'),
          code: 'AGREEMENT_ALREADY_SIGNED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect((await failure(signAgreement(5))).status).toBe(409);
      });
  });

  it('signAgreement: an outdated version is refused on the text', async () => {
    await createPact()
      .addInteraction()
      .given(SIGNUP_STATES.neuLoggedIn, NEU_SESSION_PARAMS)
      .uponReceiving('the superseded terms 1 signed by the user neu')
      .withRequest('POST', '/customer-user-agreement-signs', (request) =>
        request.headers({ ...SESSION_HEADERS, ...JSON_HEADERS }).jsonBody({ agreementTextId: 1 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({
            agreementTextId:
              'Diese Fassung ist nicht mehr aktuell. Bitte akzeptieren Sie die aktuelle Fassung (Version 2).',
          }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        expect(Object.keys((await failure(signAgreement(1))).fieldErrors)).toEqual(['agreementTextId']);
      });
  });
});
