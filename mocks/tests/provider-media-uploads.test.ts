// A provider's media: uploads with the image rules, video links, order, moves between galleries, captions and main
// image, and connecting, reading and disconnecting Instagram (galleries and the provider's own data:
// provider-media.test.ts).
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER, USER } from '../db/core';
import { imageDimensions } from '../../src/lib/image-dimensions';
import { createMockServer } from '../node';
import { call, login } from './api';
import { revokeManage } from './test-data';

const server = createMockServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

/** A PNG header (signature and IHDR) of the given size, padded to `size` bytes. */
function png(width: number, height: number, size = 64): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes[24] = 8;
  bytes[25] = 6;
  return bytes;
}

function imageForm(file: File, galleryId: number): FormData {
  const form = new FormData();
  form.append('image', file);
  form.append('galleryId', String(galleryId));
  return form;
}

function videoForm(videoUrl: string, galleryId: number, videoType?: string): FormData {
  const form = new FormData();
  form.append('videoUrl', videoUrl);
  form.append('galleryId', String(galleryId));
  if (videoType) form.append('videoType', videoType);
  return form;
}

describe('media', () => {
  it('filters media by status and type, sorted by gallery and position', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const rejected = (await call('GET', '/providers/101/medias?status=rejected', { token })).body.data;
    expect(rejected.length).toBeGreaterThan(0);
    expect(
      rejected.every((m: { status: string; rejectReason: string }) => m.status === 'rejected' && m.rejectReason),
    ).toBe(true);
    const videos = (await call('GET', '/providers/101/medias?type=video', { token })).body.data;
    expect(videos.every((m: { type: string; width: null }) => m.type === 'video' && m.width === null)).toBe(true);
    const all = (await call('GET', '/providers/101/medias?limit=100', { token })).body.data;
    expect(all[0].galleryId).toBe(301);
    expect(all.slice(0, 3).map((m: { orderNo: number }) => m.orderNo)).toEqual([1, 2, 3]);
    expect((await call('GET', '/providers/101/medias?galleryId=410', { token })).status).toBe(422);
    expect((await call('GET', '/providers/201/medias', { token })).status).toBe(404);
  });

  it('uploads an image waiting for approval at the end of the gallery', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const file = new File([png(1920, 1280, 300 * 1024)], 'Brautpaar am Steg.PNG', { type: 'image/png' });
    const { status, body } = await call('POST', '/providers/101/medias', { token, body: imageForm(file, 303) });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      galleryId: 303,
      type: 'image',
      status: 'pending_approval',
      width: 1920,
      height: 1280,
      sizeKb: 300,
      isMain: false,
      orderNo: 5,
    });
    expect(body.data.path).toMatch(/^\/media\/providers\/101\/brautpaar-am-steg-\d+\.png$/);
    const pending = (await call('GET', '/providers/101/medias?galleryId=303&status=pending_approval', { token })).body
      .data;
    expect(pending.map((m: { id: number }) => m.id)).toContain(body.data.id);
    expect((await call('GET', '/providers/101/galleries/303', { token })).body.data.mediaCount).toBe(5);
  });

  it('rejects images against the category rules', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const upload = (file: File, galleryId = 301) =>
      call('POST', '/providers/101/medias', { token, body: imageForm(file, galleryId) });
    const gif = await upload(new File([png(1920, 1280)], 'tafel.gif', { type: 'image/gif' }));
    expect(gif.status).toBe(422);
    expect(gif.body.errors.image).toContain('JPG');
    const narrow = await upload(new File([png(640, 480)], 'klein.png', { type: 'image/png' }));
    expect(narrow.status).toBe(422);
    expect(narrow.body.errors.image).toContain('800');
    const tall = await upload(new File([png(2000, 7000)], 'hoch.png', { type: 'image/png' }));
    expect(tall.status).toBe(422);
    const huge = await upload(new File([png(1920, 1280, 8193 * 1024)], 'gross.jpg', { type: 'image/jpeg' }));
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('FILE_TOO_LARGE');
    const intoVideos = await upload(new File([png(1920, 1280)], 'bild.webp', { type: 'image/webp' }), 302);
    expect(intoVideos.status).toBe(422);
    expect(intoVideos.body.errors.galleryId).toBeTruthy();
    const foreignGallery = await upload(new File([png(1920, 1280)], 'bild.jpg', { type: 'image/jpeg' }), 410);
    expect(foreignGallery.status).toBe(422);
    // Unknown dimensions (no header the mock can read) are accepted.
    const unknown = await upload(new File([new Uint8Array(2048)], 'scan.JPEG', { type: 'image/jpeg' }));
    expect(unknown.status).toBe(201);
    expect(unknown.body.data.width).toBeNull();
    const neither = new FormData();
    neither.append('galleryId', '301');
    expect((await call('POST', '/providers/101/medias', { token, body: neither })).status).toBe(422);
  });

  it('reads width and height from JPEG and WebP headers too', () => {
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x04, 0xb0, 0x07, 0x80, 0x03, 0, 0,
      0, 0,
    ]);
    expect(imageDimensions(jpeg)).toEqual({ width: 1920, height: 1200 });
    const webp = new Uint8Array(30);
    webp.set(
      [...'RIFF'].map((c) => c.charCodeAt(0)),
      0,
    );
    webp.set(
      [...'WEBPVP8X'].map((c) => c.charCodeAt(0)),
      8,
    );
    webp.set([0x7f, 0x07, 0x00, 0xff, 0x04, 0x00], 24); // 1920 x 1280, stored minus one
    expect(imageDimensions(webp)).toEqual({ width: 1920, height: 1280 });
    expect(imageDimensions(new Uint8Array([1, 2, 3]))).toBeNull();
  });

  it('adds YouTube and Vimeo links with their 11-character id and refuses other hosts', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const youtube = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://www.youtube.com/watch?v=aB3dE6gH9jK&t=42', 302, '360video'),
    });
    expect(youtube.status).toBe(201);
    expect(youtube.body.data).toMatchObject({
      type: 'video',
      videoId: 'aB3dE6gH9jK',
      videoType: '360video',
      status: 'pending_approval',
      width: null,
    });
    const vimeo = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://vimeo.com/12345678901', 302),
    });
    expect(vimeo.status).toBe(201);
    expect(vimeo.body.data).toMatchObject({ videoId: '12345678901', videoType: 'video' });
    const again = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://youtube.com/embed/aB3dE6gH9jK', 302),
    });
    expect(again.status).toBe(422);
    const short = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://youtu.be/aB3dE6gH9jK', 302),
    });
    expect(short.status).toBe(422);
    expect(short.body.errors.videoUrl).toContain('youtube.com');
    const badId = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://www.youtube.com/watch?v=abc', 302),
    });
    expect(badId.status).toBe(422);
    const intoPhotos = await call('POST', '/providers/101/medias', {
      token,
      body: videoForm('https://vimeo.com/98765432109', 301),
    });
    expect(intoPhotos.status).toBe(422);
    expect(intoPhotos.body.errors.galleryId).toBeTruthy();
  });

  it('stops image uploads at the plan’s gallery image cap (403), not counting rejected images', async () => {
    const basic = await login('basic');
    const token = basic.accessToken;
    const counted = db.medias
      .all()
      .filter((m) => m.providerId === 201 && m.type === 'image' && m.status !== 'rejected').length;
    for (let i = counted; i < 10; i++) {
      const file = new File([png(1600, 1067)], `elbe-${i}.jpg`, { type: 'image/jpeg' });
      expect((await call('POST', '/providers/201/medias', { token, body: imageForm(file, 501) })).status).toBe(201);
    }
    const over = await call('POST', '/providers/201/medias', {
      token,
      body: imageForm(new File([png(1600, 1067)], 'zu-viel.jpg', { type: 'image/jpeg' }), 501),
    });
    expect(over.status).toBe(403);
    expect(over.body.code).toBe('GALLERY_IMAGE_CAP_REACHED');
  });

  it('needs edit rights to upload', async () => {
    const demo = await login('demo');
    await revokeManage(102);
    const file = new File([png(1920, 1280)], 'bild.jpg', { type: 'image/jpeg' });
    expect(
      (await call('POST', '/providers/102/medias', { token: demo.accessToken, body: imageForm(file, 410) })).status,
    ).toBe(403);
  });

  it('needs edit rights to rename or reorder a gallery, show, hide, delete or describe a media and choose the main image', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const media = db.medias.all().filter((m) => m.providerId === 102 && m.galleryId === 410);
    const active = media.find((m) => m.type === 'image' && m.status === 'active' && !m.isMain);
    if (!active) throw new Error('provider 102 has an active image in gallery 410');
    await revokeManage(102);
    const writes: Array<[string, string, unknown]> = [
      ['PUT', '/providers/102/galleries/410', { name: 'Reportagen' }],
      ['PUT', '/providers/102/galleries/410', { mediaIds: media.map((m) => m.id).reverse() }],
      ['PUT', `/providers/102/medias/${active.id}`, { status: 'passive' }],
      ['DELETE', `/providers/102/medias/${active.id}`, undefined],
      ['PUT', '/providers/102/main-image', { mediaId: active.id }],
      ['PUT', `/medias/${active.id}/item-datas`, { caption: 'Neu', altText: null, providerItemIds: [] }],
    ];
    for (const [method, path, body] of writes) {
      const answer = await call(method, path, { token, ...(body === undefined ? {} : { body }) });
      expect({ method, path, status: answer.status }).toEqual({ method, path, status: 403 });
    }
    // Nothing changed.
    expect(db.medias.findFirst((q) => q.where({ id: active.id }))).toMatchObject({ status: 'active', isMain: false });
    expect(db.galleries.findFirst((q) => q.where({ id: 410 }))?.name).not.toBe('Reportagen');
  });

  it('changes status, gallery and position with the approval and main-image rules', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const pending = db.medias
      .all()
      .find((m) => m.providerId === 101 && m.status === 'pending_approval' && m.type === 'image');
    const pendingUpdate = await call('PUT', `/providers/101/medias/${pending?.id}`, {
      token,
      body: { status: 'active' },
    });
    expect(pendingUpdate.status).toBe(422);
    expect(pendingUpdate.body.errors.status).toBeTruthy();
    const mainPassive = await call('PUT', '/providers/101/medias/5531', { token, body: { status: 'passive' } });
    expect(mainPassive.status).toBe(422);
    const toVideos = await call('PUT', '/providers/101/medias/5532', { token, body: { galleryId: 302 } });
    expect(toVideos.status).toBe(422);
    expect((await call('PUT', '/providers/101/medias/5532', { token, body: {} })).status).toBe(422);
    expect((await call('PUT', '/providers/101/medias/7011', { token, body: { orderNo: 1 } })).status).toBe(404);

    const passive = await call('PUT', '/providers/101/medias/5532', { token, body: { status: 'passive' } });
    expect(passive.body.data.status).toBe('passive');
    const moved = await call('PUT', '/providers/101/medias/5532', { token, body: { galleryId: 303, orderNo: 1 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ galleryId: 303, orderNo: 1 });
    const winter = (await call('GET', '/providers/101/medias?galleryId=303', { token })).body.data;
    expect(winter.map((m: { orderNo: number }) => m.orderNo)).toEqual([1, 2, 3, 4, 5]);
    const location = (await call('GET', '/providers/101/medias?galleryId=301', { token })).body.data;
    expect(location.map((m: { orderNo: number }) => m.orderNo)).toEqual(location.map((_: unknown, i: number) => i + 1));
    const tooFar = await call('PUT', '/providers/101/medias/5533', { token, body: { orderNo: 99 } });
    expect(tooFar.status).toBe(422);
    const last = await call('PUT', '/providers/101/medias/5533', { token, body: { orderNo: location.length } });
    expect(last.body.data.orderNo).toBe(location.length);
  });

  it('makes only an active image the main image and moves the flag', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const pending = db.medias
      .all()
      .find((m) => m.providerId === 101 && m.status === 'pending_approval' && m.type === 'image');
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: pending?.id } })).status).toBe(
      422,
    );
    const video = db.medias.all().find((m) => m.providerId === 101 && m.type === 'video' && m.status === 'active');
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: video?.id } })).status).toBe(422);
    expect((await call('PUT', '/providers/101/main-image', { token, body: { mediaId: 7011 } })).status).toBe(422);
    const { status, body } = await call('PUT', '/providers/101/main-image', { token, body: { mediaId: 5533 } });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 5533, isMain: true });
    expect(
      db.medias
        .all()
        .filter((m) => m.providerId === 101 && m.isMain)
        .map((m) => m.id),
    ).toEqual([5533]);
    const provider = (await call('GET', '/providers/101', { token })).body.data;
    expect(provider.mainImagePath).toBe(body.data.path);
    // The old main image may now be hidden and deleted; the new one may not.
    expect((await call('PUT', '/providers/101/medias/5531', { token, body: { status: 'passive' } })).status).toBe(200);
    expect((await call('DELETE', '/providers/101/medias/5533', { token })).status).toBe(409);
    expect((await call('DELETE', '/providers/101/medias/5531', { token })).status).toBe(204);
    expect((await call('GET', '/medias/5531/item-datas', { token })).status).toBe(404);
  });

  it('reads and replaces item data of the user’s media only', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const seeded = (await call('GET', '/medias/5531/item-datas', { token })).body.data;
    expect(seeded.caption).toBe('Der Festsaal im Abendlicht');
    const empty = (await call('GET', '/medias/5540/item-datas', { token })).body.data;
    expect(empty).toEqual({ mediaId: 5540, caption: null, altText: null, providerItemIds: [] });
    const foreignMedia = db.medias.all().find((m) => m.providerId === 201);
    expect((await call('GET', `/medias/${foreignMedia?.id}/item-datas`, { token })).status).toBe(404);

    const ownItems = db.providerItems
      .all()
      .filter((i) => i.providerId === 101)
      .map((i) => i.id);
    const otherItem = db.providerItems.all().find((i) => i.providerId !== 101);
    const saved = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: 'Kaminzimmer im Winter', altText: null, providerItemIds: ownItems.slice(0, 2) },
    });
    expect(saved.status).toBe(200);
    expect((await call('GET', '/medias/5540/item-datas', { token })).body.data).toEqual({
      mediaId: 5540,
      caption: 'Kaminzimmer im Winter',
      altText: null,
      providerItemIds: ownItems.slice(0, 2),
    });
    const wrong = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: null, altText: null, providerItemIds: [otherItem?.id ?? 999999] },
    });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors['providerItemIds.0']).toBeTruthy();
    const tooLong = await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: 'x'.repeat(256), altText: null, providerItemIds: [] },
    });
    expect(tooLong.status).toBe(422);
  });
});

describe('connecting Instagram (POST /auth/instagram)', () => {
  const connect = (token: string | undefined, body: unknown) => call('POST', '/auth/instagram', { token, body });
  const body = (accessToken: string, providerId: number = PROVIDER.havelblick) => ({
    accessToken,
    userType: 'provider',
    providerId,
  });

  it("connects the account of Instagram's code to a provider the user may manage", async () => {
    const demo = await login('demo');
    const connected = await connect(demo.accessToken, body('IGQVJ-mock-code'));
    expect(connected.status).toBe(200);
    expect(connected.body.data).toMatchObject({ providerId: PROVIDER.havelblick });
    expect(connected.body.data.username).not.toBe('');
  });

  it('refuses a code Instagram rejects, a provider of another account, missing rights and no session', async () => {
    const demo = await login('demo');
    const rejected = await connect(demo.accessToken, body('invalid'));
    expect(rejected.status).toBe(422);
    expect(Object.keys(rejected.body.errors)).toEqual(['accessToken']);
    const foreign = await connect(demo.accessToken, body('IGQVJ-mock-code', 201));
    expect(foreign.status).toBe(422);
    expect(Object.keys(foreign.body.errors)).toEqual(['providerId']);
    await revokeManage(PROVIDER.havelblick);
    expect((await connect(demo.accessToken, body('IGQVJ-mock-code'))).status).toBe(403);
    expect((await connect(undefined, body('IGQVJ-mock-code'))).status).toBe(401);
    const asText = await call('POST', '/auth/instagram', {
      token: demo.accessToken,
      body: 'code=IGQVJ-mock-code',
      headers: { 'Content-Type': 'text/plain' },
    });
    expect(asText.status).toBe(415);
  });
});

describe('captions in the media list (Media.caption)', () => {
  it('shows each media’s caption from its item data, null without one, and a changed caption at once', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const listed = async () => (await call('GET', '/providers/101/medias?galleryId=301', { token })).body.data;
    const before = await listed();
    expect(before.find((m: { id: number }) => m.id === 5531).caption).toBe('Der Festsaal im Abendlicht');
    expect(before.find((m: { id: number }) => m.id === 5540).caption).toBeNull();
    await call('PUT', '/medias/5540/item-datas', {
      token,
      body: { caption: '  Sektempfang auf der Terrasse ', altText: null, providerItemIds: [] },
    });
    expect((await listed()).find((m: { id: number }) => m.id === 5540).caption).toBe('Sektempfang auf der Terrasse');
    const moved = await call('PUT', '/providers/101/medias/5531', { token, body: { galleryId: 303 } });
    expect(moved.body.data.caption).toBe('Der Festsaal im Abendlicht');
  });
});

describe('moving a media to another gallery (updateProviderMedia with galleryId)', () => {
  const countOf = async (token: string, galleryId: number) =>
    (await call('GET', `/providers/101/galleries/${galleryId}`, { token })).body.data.mediaCount;

  it('puts it last in the other gallery, closes the gap it leaves and updates both counts', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const [fromBefore, toBefore] = [await countOf(token, 301), await countOf(token, 303)];
    const moved = await call('PUT', '/providers/101/medias/5533', { token, body: { galleryId: 303 } });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: 5533, galleryId: 303, orderNo: toBefore + 1 });
    expect([await countOf(token, 301), await countOf(token, 303)]).toEqual([fromBefore - 1, toBefore + 1]);
    const left = (await call('GET', '/providers/101/medias?galleryId=301', { token })).body.data;
    expect(left.map((m: { orderNo: number }) => m.orderNo)).toEqual(left.map((_: unknown, i: number) => i + 1));
    // Into a reference gallery too: it holds images.
    expect((await call('PUT', '/providers/101/medias/5533', { token, body: { galleryId: 304 } })).status).toBe(200);
  });

  it('refuses a gallery of another type, of another provider or none, and without edit rights or as read-only', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    const move = (galleryId: number) => call('PUT', '/providers/101/medias/5533', { token, body: { galleryId } });
    for (const galleryId of [302, 410, 999]) {
      const refused = await move(galleryId);
      expect({ galleryId, status: refused.status }).toEqual({ galleryId, status: 422 });
      expect(Object.keys(refused.body.errors)).toEqual(['galleryId']);
    }
    const video = db.medias.all().find((m) => m.providerId === 101 && m.type === 'video');
    const videoToPhotos = await call('PUT', `/providers/101/medias/${video?.id}`, { token, body: { galleryId: 303 } });
    expect(videoToPhotos.status).toBe(422);
    // Another provider's media through this provider's path: none of this provider's.
    expect((await call('PUT', '/providers/101/medias/7011', { token, body: { galleryId: 303 } })).status).toBe(404);
    await revokeManage(PROVIDER.havelblick);
    expect((await move(303)).status).toBe(403);
    // Jonas Albrecht: a can-manage link to the venue, here with the read-only role.
    await db.customerUsers.update((q) => q.where({ id: USER.jonas }), { data: (user) => void (user.roleId = 3) });
    const jonas = await login('jonas.albrecht', 'passwort123');
    const readOnly = await call('PUT', '/providers/101/medias/5533', {
      token: jonas.accessToken,
      body: { galleryId: 303 },
    });
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    expect(db.medias.findFirst((q) => q.where({ id: 5533 }))?.galleryId).toBe(301);
  });
});

describe('the connected Instagram account (GET and DELETE /providers/{id}/instagram)', () => {
  const read = (token: string | undefined, providerId: number) =>
    call('GET', `/providers/${providerId}/instagram`, { token });
  const disconnect = (token: string | undefined, providerId: number) =>
    call('DELETE', `/providers/${providerId}/instagram`, { token });

  it('answers null before connecting, the account POST /auth/instagram connected after, and the seeded one', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    expect(await read(token, PROVIDER.havelblick)).toMatchObject({ status: 200, body: { data: null } });
    const connected = await call('POST', '/auth/instagram', {
      token,
      body: { accessToken: 'IGQVJ-mock-code', userType: 'provider', providerId: PROVIDER.havelblick },
    });
    expect((await read(token, PROVIDER.havelblick)).body.data).toEqual(connected.body.data);
    // Connecting again replaces it: still one account per provider.
    await call('POST', '/auth/instagram', {
      token,
      body: { accessToken: 'IGQVJ-mock-code', userType: 'provider', providerId: PROVIDER.havelblick },
    });
    expect(db.instagramConnections.all().filter((c) => c.providerId === PROVIDER.havelblick)).toHaveLength(1);
    expect((await read(token, PROVIDER.lichtwerk)).body.data).toMatchObject({
      providerId: PROVIDER.lichtwerk,
      username: 'lichtwerk.fotografie',
    });
  });

  it('disconnects with edit rights, then answers null, and 404 when nothing is connected', async () => {
    const demo = await login('demo');
    const token = demo.accessToken;
    expect((await disconnect(token, PROVIDER.lichtwerk)).status).toBe(204);
    expect((await read(token, PROVIDER.lichtwerk)).body.data).toBeNull();
    const again = await disconnect(token, PROVIDER.lichtwerk);
    expect(again.status).toBe(404);
    expect(again.body.message).toBeTruthy();
    expect((await disconnect(token, PROVIDER.havelblick)).status).toBe(404);
  });

  it('lets a user without edit rights read but not disconnect, and knows no provider of another account', async () => {
    // Mia Krause: linked to the photographer without edit rights.
    const mia = await login('mia.krause', 'passwort123');
    expect((await read(mia.accessToken, PROVIDER.lichtwerk)).body.data?.username).toBe('lichtwerk.fotografie');
    const refused = await disconnect(mia.accessToken, PROVIDER.lichtwerk);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    // A read-only user with a can-manage link is refused too.
    await db.customerUsers.update((q) => q.where({ id: USER.demo }), { data: (user) => void (user.roleId = 3) });
    const demo = await login('demo');
    expect((await disconnect(demo.accessToken, PROVIDER.lichtwerk)).status).toBe(403);
    expect(db.instagramConnections.all().some((c) => c.providerId === PROVIDER.lichtwerk)).toBe(true);
    expect((await read(demo.accessToken, PROVIDER.elbblick)).status).toBe(404);
    expect((await disconnect(demo.accessToken, PROVIDER.elbblick)).status).toBe(404);
    expect((await read(undefined, PROVIDER.lichtwerk)).status).toBe(401);
    expect((await disconnect(undefined, PROVIDER.lichtwerk)).status).toBe(401);
  });
});
