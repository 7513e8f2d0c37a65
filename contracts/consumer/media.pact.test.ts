// Consumer contracts of the galleries (issue 17): a provider's galleries and their media (with their captions), the
// overview of every gallery, create (and its field error), rename, reorder and delete a gallery, show/hide, move to
// another gallery and delete media (and the refusals the page shows per media), the main image, the category's
// upload rules, the multipart image upload with the answers the upload list tells apart (cap reached, a rule broken
// on the image), and the provider's connected Instagram account: read (one or none) and disconnected (and the
// refusals the page tells apart: no edit rights, none connected; issue 42.4).
import { File as NodeFile } from 'node:buffer';
import { MatchersV3, type Rules } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  createGallery,
  deleteGallery,
  deleteMedia,
  getItemData,
  getProviderInstagram,
  listAllGalleries,
  listProviderGalleries,
  setMainImage,
  updateGallery,
  updateItemData,
  updateMedia,
} from '@/features/media/api/media';
import { disconnectInstagram, moveMedia } from '@/features/media/api/media-saves';
import { addVideoLink, imageUploadBody, uploadImage } from '@/features/media/api/upload';
import { getCategoryMeta } from '@/api/queries/category-meta';
import { listProviderMedias } from '@/api/queries/provider-medias';
import { dateTime, failure, fieldErrorsV1, JSON_HEADERS } from '../support/leads';
import {
  BASIC_SESSION_PARAMS,
  createPact,
  DEMO_SESSION_PARAMS,
  SESSION_HEADERS,
  STATES,
  storeDemoSession,
  usePactServer,
} from '../support/pact';

const { eachLike, integer, regex, string, boolean } = MatchersV3;

const WRITE_HEADERS = { ...SESSION_HEADERS, ...JSON_HEADERS };

/** The galleries' states of this feature, named after facts (handlers in mocks/http-server.ts). */
const MEDIA_STATES = {
  venueGallery:
    'the venue 101 has the photo gallery 301 with the images 5531 to 5540: 5531 the active main image, 5532 active, 5538 passive, 5539 pending approval',
  basicCapReached: 'the provider 201 has as many gallery images as its plan allows',
  /** An upload above 8 MB would not fit into the pact: the state lowers the limit instead. */
  uploadLimit1Kb: 'gallery uploads above 1 KB exceed the maximum file size',
  /** A caption of each, so every media of the list answers a string (some have none in the seed: null). */
  venueCaptions: 'every media of gallery 301 of the venue 101 has a caption',
  photographerInstagram: 'the photographer 102 has the Instagram account lichtwerk.fotografie connected',
  venueWithoutInstagram: 'the venue 101 has no Instagram account connected',
  venueInstagram: 'the venue 101 has the Instagram account schlossgut.havelblick connected',
} as const;

/** The state of the team contracts (contracts/provider-states/), reused: the demo user may only read provider 101. */
const NO_EDIT_RIGHTS_ON_101 = 'the link of the user demo to provider 101 has no edit rights';

const STATUS = '^(active|passive|pending_approval|rejected)$';
const BOUNDARY = '----portal-upload-contract';

function galleryShape(example: { id: number; providerId: number; name: string; type?: string; isDefault?: boolean }) {
  return {
    id: integer(example.id),
    providerId: integer(example.providerId),
    name: string(example.name),
    type: regex('^(photo|video|reference)$', example.type ?? 'photo'),
    mediaCount: integer(10),
    isDefault: boolean(example.isDefault ?? false),
    createdAt: dateTime('2025-02-03T10:15:00+01:00'),
  };
}

/** What the grid reads of an image (rejectReason is nullable and asserted only where its value is known). */
function imageShape(example: { id: number; status?: string; isMain?: boolean; orderNo?: number }) {
  return {
    id: integer(example.id),
    providerId: integer(101),
    galleryId: integer(301),
    type: 'image',
    status: regex(STATUS, example.status ?? 'active'),
    path: string('https://img.hochzeitsportal.de/providers/101/festsaal-abendlicht.jpg'),
    thumbnailPath: string('https://img.hochzeitsportal.de/providers/101/thumbs/festsaal-abendlicht.jpg'),
    isMain: boolean(example.isMain ?? false),
    orderNo: integer(example.orderNo ?? 1),
    createdAt: dateTime('2026-04-14T09:32:00+02:00'),
  };
}

/** A PNG the server reads 1200×800 from: signature and IHDR header, then padding. */
function png(name: string, padding = 64): File {
  const bytes = new Uint8Array(33 + padding);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, 1200);
  view.setUint32(20, 800);
  // Node's File: jsdom's has no arrayBuffer() (the contract tests run in jsdom).
  return new NodeFile([bytes], name, { type: 'image/png' }) as unknown as File;
}

/**
 * How the two parts are compared: Pact gives a binary body one content-type rule for the whole, which it applies
 * to each part of a multipart body; the gallery is compared as it is, the image by its type.
 */
const VIDEO_RULES: Rules = {
  body: [
    { path: '$.galleryId', rules: [regex('^\\d+$', '302')] },
    { path: '$.videoUrl', rules: [regex('^https://.+$', 'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk')] },
    { path: '$.videoType', rules: [regex('^[a-z0-9_]+$', 'video')] },
  ],
};

/** The multipart text of a video link as the portal sends it (fixed boundary). */
function videoRequest(videoUrl: string) {
  const part = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return {
    body: Buffer.from(
      `${part('videoUrl', videoUrl)}${part('galleryId', '302')}${part('videoType', 'video')}--${BOUNDARY}--\r\n`,
    ),
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

const MULTIPART_RULES: Rules = {
  body: [
    { path: '$.galleryId', rules: [regex('^\\d+$', '301')] },
    { path: '$.image', rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }] },
  ],
};

async function uploadRequest(image: File, galleryId: number) {
  const { bytes, contentType } = await imageUploadBody(image, galleryId, BOUNDARY);
  return { body: Buffer.from(bytes), contentType };
}

describe('the galleries', () => {
  it("listProviderGalleries: a provider's galleries, the default first", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request for the galleries of provider 101')
      .withRequest('GET', '/providers/101/galleries', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(galleryShape({ id: 301, providerId: 101, name: 'Location', isDefault: true })),
          paging: { page: 1, limit: 100, total: integer(5), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const galleries = await listProviderGalleries(101);
        expect(galleries[0]).toMatchObject({ id: 301, isDefault: true });
      });
  });

  it('listProviderMedias: the media of gallery 301 in gallery order', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .given(MEDIA_STATES.venueCaptions)
      .uponReceiving('a request for the media of gallery 301 of provider 101')
      .withRequest('GET', '/providers/101/medias', (request) =>
        request.headers(SESSION_HEADERS).query({ galleryId: '301', limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          // The grid shows each caption under its picture (issue 42.4).
          data: eachLike({ ...imageShape({ id: 5531, isMain: true }), caption: string('Der Festsaal im Abendlicht') }),
          paging: { page: 1, limit: 100, total: integer(10), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const medias = await listProviderMedias(101, 301);
        expect(medias[0]).toMatchObject({ id: 5531, isMain: true });
      });
  });

  it("listGalleries: every gallery of the user's providers", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request for the galleries of all providers of the user demo')
      .withRequest('GET', '/galleries', (request) =>
        request.headers(SESSION_HEADERS).query({ limit: '100', page: '1' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: eachLike(galleryShape({ id: 301, providerId: 101, name: 'Location', isDefault: true })),
          paging: { page: 1, limit: 100, total: integer(15), pageCount: integer(1) },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const galleries = await listAllGalleries();
        expect(galleries[0]).toMatchObject({ providerId: 101 });
      });
  });

  it('getProviderCategoryMeta: the upload rules of the venue category', async () => {
    await createPact()
      .addInteraction()
      .uponReceiving('a request for the form and upload rules of category 1')
      .withRequest('GET', '/configs/provider-category-meta', (request) => request.query({ categoryId: '1' }))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            categoryId: 1,
            imageRules: {
              maxSizeKb: integer(8192),
              allowedExtensions: eachLike(regex('^[a-z0-9]+$', 'jpg')),
              minWidth: integer(800),
              maxWidth: integer(6000),
              maxHeight: integer(6000),
            },
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        const meta = await getCategoryMeta(1);
        expect(meta.imageRules.allowedExtensions).toContain('jpg');
      });
  });

  it('createProviderGallery: a new empty photo gallery', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a new photo gallery "Gartenhochzeiten" of provider 101')
      .withRequest('POST', '/providers/101/galleries', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ name: 'Gartenhochzeiten', type: 'photo' }),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...galleryShape({ id: 306, providerId: 101, name: 'Gartenhochzeiten' }),
            mediaCount: 0,
            coverImagePath: null,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await createGallery(101, { name: 'Gartenhochzeiten', type: 'photo' });
        expect(created).toMatchObject({ name: 'Gartenhochzeiten', mediaCount: 0 });
      });
  });

  it('createProviderGallery: a name that is taken is refused on its field', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a new gallery of provider 101 named like its gallery "Location"')
      .withRequest('POST', '/providers/101/galleries', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ name: 'Location', type: 'photo' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ name: 'Eine Galerie mit diesem Namen gibt es bereits.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(createGallery(101, { name: 'Location', type: 'photo' }));
        expect(Object.keys(error.fieldErrors)).toEqual(['name']);
      });
  });

  it('updateProviderGallery: a gallery is renamed', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('gallery 301 of provider 101 renamed')
      .withRequest('PUT', '/providers/101/galleries/301', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ name: 'Location & Garten' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: galleryShape({ id: 301, providerId: 101, name: 'Location & Garten', isDefault: true }),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateGallery(101, 301, { name: 'Location & Garten' });
        expect(saved.name).toBe('Location & Garten');
      });
  });

  it('updateProviderGallery: the media of a gallery in a new order', async () => {
    const mediaIds = [5532, 5531, 5533, 5534, 5535, 5536, 5537, 5538, 5539, 5540];
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('the media of gallery 301 with 5532 first')
      .withRequest('PUT', '/providers/101/galleries/301', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ mediaIds }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: galleryShape({ id: 301, providerId: 101, name: 'Location', isDefault: true }) }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateGallery(101, 301, { mediaIds });
        expect(saved.id).toBe(301);
      });
  });

  it('deleteProviderGallery: a gallery is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request to delete the video gallery 302 of provider 101')
      .withRequest('DELETE', '/providers/101/galleries/302', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteGallery(101, 302)).resolves.toBeUndefined();
      });
  });

  it('updateProviderMedia: a passive image is activated', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('image 5538 of provider 101 activated')
      .withRequest('PUT', '/providers/101/medias/5538', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ status: 'active' }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { ...imageShape({ id: 5538, orderNo: 8 }), id: 5538, status: 'active' } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateMedia(101, 5538, { status: 'active' });
        expect(saved).toMatchObject({ id: 5538, status: 'active' });
      });
  });

  it('updateProviderMedia: an image waiting for approval cannot be activated', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('image 5539 of provider 101, waiting for approval, activated')
      .withRequest('PUT', '/providers/101/medias/5539', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ status: 'active' }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ status: 'Der Status kann erst nach der Freigabe durch unser Team geändert werden.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateMedia(101, 5539, { status: 'active' }));
        expect(Object.keys(error.fieldErrors)).toEqual(['status']);
      });
  });

  it('updateProviderMedia: an image is moved to another photo gallery of the provider', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('image 5532 of provider 101 moved to its gallery 303')
      .withRequest('PUT', '/providers/101/medias/5532', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ galleryId: 303 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({ data: { ...imageShape({ id: 5532, orderNo: 5 }), id: 5532, galleryId: 303 } }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const moved = await moveMedia(101, 5532, 303);
        expect(moved).toMatchObject({ id: 5532, galleryId: 303 });
      });
  });

  it('updateProviderMedia: a gallery that does not take the image is refused on galleryId', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('image 5532 of provider 101 moved to its video gallery 302')
      .withRequest('PUT', '/providers/101/medias/5532', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ galleryId: 302 }),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ galleryId: 'Bilder gehören in Foto- oder Referenzgalerien, Videos in Videogalerien.' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        // The move dialog names the media with the server's message on galleryId.
        const error = await failure(moveMedia(101, 5532, 302));
        expect(Object.keys(error.fieldErrors)).toEqual(['galleryId']);
      });
  });

  it('deleteProviderMedia: an image is deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request to delete image 5540 of provider 101')
      .withRequest('DELETE', '/providers/101/medias/5540', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(deleteMedia(101, 5540)).resolves.toBeUndefined();
      });
  });

  it('deleteProviderMedia: the main image cannot be deleted', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request to delete the main image 5531 of provider 101')
      .withRequest('DELETE', '/providers/101/medias/5531', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(409, (response) =>
        response.jsonBody({
          message: string('Das Hauptbild kann nicht gelöscht werden. Wählen Sie zuerst ein anderes Hauptbild.'),
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(deleteMedia(101, 5531));
        expect(error.status).toBe(409);
      });
  });

  it('setProviderMainImage: an active image becomes the main image', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('image 5532 of provider 101 made the main image')
      .withRequest('PUT', '/providers/101/main-image', (request) =>
        request.headers(WRITE_HEADERS).jsonBody({ mediaId: 5532 }),
      )
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: { ...imageShape({ id: 5532, orderNo: 2 }), id: 5532, isMain: true, status: 'active' },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const main = await setMainImage(101, 5532);
        expect(main).toMatchObject({ id: 5532, isMain: true });
      });
  });

  it('uploadProviderMedia: an image uploaded as multipart form data waits for approval', async () => {
    const image = png('saal-abendlicht.png');
    const { body, contentType } = await uploadRequest(image, 301);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('an image uploaded into gallery 301 of provider 101')
      .withRequest('POST', '/providers/101/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(MULTIPART_RULES),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            ...imageShape({ id: 5600, status: 'pending_approval', orderNo: 11 }),
            status: 'pending_approval',
            width: 1200,
            height: 800,
            rejectReason: null,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await uploadImage(101, 301, image, { boundary: BOUNDARY });
        expect(created).toMatchObject({ status: 'pending_approval', width: 1200, height: 800 });
      });
  });

  it('uploadProviderMedia: an image too narrow for the rules is refused on the image', async () => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, 400);
    new DataView(bytes.buffer).setUint32(20, 300);
    const image = new NodeFile([bytes], 'briefmarke.png', { type: 'image/png' }) as unknown as File;
    const { body, contentType } = await uploadRequest(image, 301);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('an image 400 pixels wide uploaded into gallery 301 of provider 101')
      .withRequest('POST', '/providers/101/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(MULTIPART_RULES),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(
          fieldErrorsV1({ image: 'Das Bild muss mindestens 800 Pixel breit sein (es ist 400 Pixel breit).' }),
        ),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadImage(101, 301, image, { boundary: BOUNDARY }));
        expect(Object.keys(error.fieldErrors)).toEqual(['image']);
      });
  });

  it('uploadProviderMedia: a file above the maximum size is refused with 413 (spec point 8)', async () => {
    const image = png('festsaal-gross.png', 4096);
    const { body, contentType } = await uploadRequest(image, 301);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .given(MEDIA_STATES.uploadLimit1Kb)
      .uponReceiving('an image of 4 KB uploaded into gallery 301 of provider 101 while the limit is 1 KB')
      .withRequest('POST', '/providers/101/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(MULTIPART_RULES),
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
        const error = await failure(uploadImage(101, 301, image, { boundary: BOUNDARY }));
        // The upload list shows "file size or dimension exceeded" on the file for any 413.
        expect(error.status).toBe(413);
      });
  });

  it("uploadProviderMedia: the plan's gallery image cap is reached", async () => {
    const image = png('elbe-zu-viel.png');
    const { body, contentType } = await uploadRequest(image, 501);
    await createPact()
      .addInteraction()
      .given(STATES.basicLoggedIn, BASIC_SESSION_PARAMS)
      .given(MEDIA_STATES.basicCapReached)
      .uponReceiving('an image uploaded by provider 201 at its gallery image cap')
      .withRequest('POST', '/providers/201/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(MULTIPART_RULES),
      )
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Ihr Paket erlaubt höchstens 10 Bilder.'),
          code: 'GALLERY_IMAGE_CAP_REACHED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(uploadImage(201, 501, image, { boundary: BOUNDARY }));
        expect(error.code).toBe('GALLERY_IMAGE_CAP_REACHED');
      });
  });

  it('uploadProviderMedia: a YouTube video added by its link waits for approval', async () => {
    const videoUrl = 'https://www.youtube.com/watch?v=Zx9Qa7Lm3Pk';
    const { body, contentType } = videoRequest(videoUrl);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a YouTube link added to the video gallery 302 of provider 101')
      .withRequest('POST', '/providers/101/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(VIDEO_RULES),
      )
      .willRespondWith(201, (response) =>
        response.jsonBody({
          data: {
            id: integer(5600),
            providerId: 101,
            galleryId: 302,
            type: 'video',
            status: 'pending_approval',
            thumbnailPath: string('https://img.hochzeitsportal.de/providers/101/thumbs/Zx9Qa7Lm3Pk.jpg'),
            videoType: 'video',
            videoId: 'Zx9Qa7Lm3Pk',
            isMain: false,
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const created = await addVideoLink(101, 302, videoUrl, 'video', { boundary: BOUNDARY });
        expect(created).toMatchObject({ videoId: 'Zx9Qa7Lm3Pk', status: 'pending_approval' });
      });
  });

  it('uploadProviderMedia: a video that is already in the galleries is refused on the link', async () => {
    const videoUrl = 'https://www.youtube.com/watch?v=hV3q8nRk2Lw';
    const { body, contentType } = videoRequest(videoUrl);
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a YouTube link of a video provider 101 already has')
      .withRequest('POST', '/providers/101/medias', (request) =>
        request
          .headers({ ...SESSION_HEADERS, 'Content-Type': contentType })
          .body(contentType, body)
          .matchingRules(VIDEO_RULES),
      )
      .willRespondWith(422, (response) =>
        response.jsonBody(fieldErrorsV1({ videoUrl: 'Dieses Video ist bereits in Ihren Galerien.' })),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(addVideoLink(101, 302, videoUrl, 'video', { boundary: BOUNDARY }));
        expect(Object.keys(error.fieldErrors)).toEqual(['videoUrl']);
      });
  });

  it('getMediaItemData: the caption and alternative text of an image', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('a request for the item data of image 5531')
      .withRequest('GET', '/medias/5531/item-datas', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            mediaId: 5531,
            caption: string('Der Festsaal im Abendlicht'),
            altText: string('Festsaal mit gedeckten Tischen'),
            providerItemIds: [],
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const data = await getItemData(5531);
        expect(data.mediaId).toBe(5531);
      });
  });

  it('updateMediaItemData: caption and alternative text are replaced', async () => {
    const body = { caption: 'Festsaal bei Nacht', altText: 'Der Festsaal mit Kerzen', providerItemIds: [] };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('new item data of image 5531')
      .withRequest('PUT', '/medias/5531/item-datas', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(200, (response) => response.jsonBody({ data: { mediaId: 5531, ...body } }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const saved = await updateItemData(5531, body);
        expect(saved).toMatchObject(body);
      });
  });

  it('updateMediaItemData: a caption that is too long is refused on its field', async () => {
    const body = { caption: 'x'.repeat(256), altText: null, providerItemIds: [] };
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueGallery)
      .uponReceiving('item data of image 5531 with a caption of 256 characters')
      .withRequest('PUT', '/medias/5531/item-datas', (request) => request.headers(WRITE_HEADERS).jsonBody(body))
      .willRespondWith(422, (response) => response.jsonBody(fieldErrorsV1({ caption: 'Höchstens 255 Zeichen.' })))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(updateItemData(5531, body));
        expect(Object.keys(error.fieldErrors)).toEqual(['caption']);
      });
  });

  it('getProviderInstagram: the account connected to the photographer', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.photographerInstagram)
      .uponReceiving('a request for the Instagram account of provider 102')
      .withRequest('GET', '/providers/102/instagram', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) =>
        response.jsonBody({
          data: {
            providerId: integer(102),
            username: string('lichtwerk.fotografie'),
            connectedAt: dateTime('2026-10-19T10:15:00+02:00'),
          },
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const connection = await getProviderInstagram(102);
        expect(connection?.username).not.toBe('');
      });
  });

  it('getProviderInstagram: none is connected to the venue', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueWithoutInstagram)
      .uponReceiving('a request for the Instagram account of provider 101, which has none')
      .withRequest('GET', '/providers/101/instagram', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(200, (response) => response.jsonBody({ data: null }))
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(getProviderInstagram(101)).resolves.toBeNull();
      });
  });

  it("disconnectProviderInstagram: the photographer's account is disconnected", async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.photographerInstagram)
      .uponReceiving('a request to disconnect the Instagram account of provider 102')
      .withRequest('DELETE', '/providers/102/instagram', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(204)
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        await expect(disconnectInstagram(102)).resolves.toBeUndefined();
      });
  });

  it('disconnectProviderInstagram: without edit rights on the provider the answer is 403', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueInstagram)
      .given(NO_EDIT_RIGHTS_ON_101)
      .uponReceiving('a request to disconnect the Instagram account of provider 101 from a user without edit rights')
      .withRequest('DELETE', '/providers/101/instagram', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(403, (response) =>
        response.jsonBody({
          message: string('Sie dürfen diesen Anbieter nicht bearbeiten. Bearbeitungsrechte vergibt ein Administrator.'),
          code: 'PROVIDER_MANAGE_REQUIRED',
        }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        const error = await failure(disconnectInstagram(101));
        expect(error.status).toBe(403);
      });
  });

  it('disconnectProviderInstagram: an account that is not connected answers 404', async () => {
    await createPact()
      .addInteraction()
      .given(STATES.demoLoggedIn, DEMO_SESSION_PARAMS)
      .given(MEDIA_STATES.venueWithoutInstagram)
      .uponReceiving('a request to disconnect the Instagram account of provider 101, which has none')
      .withRequest('DELETE', '/providers/101/instagram', (request) => request.headers(SESSION_HEADERS))
      .willRespondWith(404, (response) =>
        response.jsonBody({ message: string('Mit diesem Anbieter ist kein Instagram-Konto verbunden.') }),
      )
      .executeTest(async (server) => {
        usePactServer(server.url);
        storeDemoSession();
        // The page says it was disconnected already and shows the connect button.
        const error = await failure(disconnectInstagram(101));
        expect(error.status).toBe(404);
      });
  });
});
