// The photo or floor plan of a hall (issue 42.6): one image per hall, replaced by a new upload, removed (404 when
// there is none); the image rules of spec point 5 as the gallery uploads check them; the rights of changing the hall.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER, USER } from '../db/core';
import { IMAGE_RULES, setImageUploadMaxSizeKb } from '../db/provider-media';
import { MEDIA_PREFIX } from '../lib/media-placeholder';
import { createMockServer } from '../node';
import { call, login } from './api';
import { revokeManage } from './test-data';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

/** A PNG whose header says the given size (what the server reads), padded to `size` bytes. */
function png(name: string, width: number, height: number, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, 33));
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return new File([bytes], name, { type: 'image/png' });
}

function imageForm(image: File | string | null, kind: string | null): FormData {
  const form = new FormData();
  if (image !== null) form.append('image', image);
  if (kind !== null) form.append('kind', kind);
  return form;
}

function hallOf(providerId: number, withImage: boolean) {
  const hall = db.customerSpaces.all().find((s) => s.providerId === providerId && (s.image !== null) === withImage);
  if (!hall) throw new Error(`the seed has a hall of provider ${providerId} ${withImage ? 'with' : 'without'} image`);
  return hall;
}

const listed = async (token: string, id: number) =>
  (await call('GET', `/customer-spaces?providerId=${PROVIDER.havelblick}`, { token })).body.data.find(
    (hall: { id: number }) => hall.id === id,
  );

describe('the image of a hall', () => {
  it('seeds two halls of the demo venue with an image under /media/, every other hall without one', async () => {
    const withImage = db.customerSpaces.all().filter((s) => s.image !== null);
    expect(withImage.map((s) => [s.providerId, s.image?.kind])).toEqual([
      [PROVIDER.havelblick, 'photo'],
      [PROVIDER.havelblick, 'floorPlan'],
    ]);
    for (const hall of withImage) expect(hall.image?.path.startsWith(MEDIA_PREFIX)).toBe(true);
  });

  it('stores an uploaded floor plan, replaces it with a photo under a new path and removes it, then 404', async () => {
    const { accessToken: token } = await login('demo');
    const hall = hallOf(PROVIDER.havelblick, false);
    const path = `/customer-spaces/${hall.id}/image`;

    const first = await call('POST', path, {
      token,
      body: imageForm(png('Grundriss Saal.PNG', 1200, 800), 'floorPlan'),
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ id: hall.id, name: hall.name, image: { kind: 'floorPlan' } });
    const firstPath: string = first.body.data.image.path;
    expect(firstPath).toMatch(
      new RegExp(`^/media/customer-spaces/${PROVIDER.havelblick}/${hall.id}/grundriss-saal-[a-z0-9]+\\.png$`),
    );
    expect(await listed(token, hall.id)).toMatchObject({ image: { path: firstPath, kind: 'floorPlan' } });

    const second = await call('POST', path, { token, body: imageForm(png('saal.png', 1600, 1000), 'photo') });
    expect(second.status).toBe(200);
    expect(second.body.data.image.kind).toBe('photo');
    expect(second.body.data.image.path).not.toBe(firstPath);

    expect((await call('DELETE', path, { token })).status).toBe(204);
    expect((await listed(token, hall.id)).image).toBeNull();
    const again = await call('DELETE', path, { token });
    expect([again.status, again.body.message]).toEqual([404, 'Dieser Raum hat kein Bild.']);
  });

  it('checks the image rules of the gallery uploads: extension, type, emptiness, dimensions (422), size (413)', async () => {
    const { accessToken: token } = await login('demo');
    const path = `/customer-spaces/${hallOf(PROVIDER.havelblick, true).id}/image`;
    const refused = async (image: File | string | null, kind: string | null = 'photo') => {
      const answer = await call('POST', path, { token, body: imageForm(image, kind) });
      return [answer.status, answer.body.errors ?? answer.body.message];
    };
    expect(await refused(png('saal.gif', 1200, 800))).toEqual([
      422,
      { image: 'Erlaubte Dateiformate sind JPG, JPEG, PNG, WEBP.' },
    ]);
    expect(await refused(new File([new Uint8Array(40)], 'saal.png', { type: 'text/plain' }))).toEqual([
      422,
      { image: 'Die Datei ist kein Bild.' },
    ]);
    expect(await refused(new File([], 'saal.png', { type: 'image/png' }))).toEqual([
      422,
      { image: 'Die Datei ist leer.' },
    ]);
    expect(await refused(png('schmal.png', IMAGE_RULES.minWidth - 1, 600))).toEqual([
      422,
      {
        image: `Das Bild muss mindestens ${IMAGE_RULES.minWidth} Pixel breit sein (es ist ${IMAGE_RULES.minWidth - 1} Pixel breit).`,
      },
    ]);
    expect(await refused(png('breit.png', IMAGE_RULES.maxWidth + 1, 600))).toEqual([
      422,
      {
        image: `Das Bild darf höchstens ${IMAGE_RULES.maxWidth} Pixel breit sein (es ist ${IMAGE_RULES.maxWidth + 1} Pixel breit).`,
      },
    ]);
    expect(await refused(png('hoch.png', 1200, IMAGE_RULES.maxHeight + 1))).toEqual([
      422,
      {
        image: `Das Bild darf höchstens ${IMAGE_RULES.maxHeight} Pixel hoch sein (es ist ${IMAGE_RULES.maxHeight + 1} Pixel hoch).`,
      },
    ]);
    setImageUploadMaxSizeKb(1);
    try {
      expect(await refused(png('gross.png', 1200, 800, 4096))).toEqual([
        413,
        'Die Datei ist zu groß. Die maximale Dateigröße beträgt 1 KB.',
      ]);
    } finally {
      setImageUploadMaxSizeKb();
    }
    // The parts: a file and a known kind, each once; nothing else.
    expect(await refused(png('saal.png', 1200, 800), 'logo')).toEqual([
      422,
      { kind: 'Bitte wählen Sie, ob das Bild ein Foto oder ein Grundriss ist.' },
    ]);
    expect(await refused(null, null)).toEqual([
      422,
      { image: 'Dies ist ein Pflichtfeld!', kind: 'Dies ist ein Pflichtfeld!' },
    ]);
    expect(await refused('saal.png')).toEqual([422, { image: 'Bitte wählen Sie eine Bilddatei aus.' }]);
    const extra = imageForm(png('saal.png', 1200, 800), 'photo');
    extra.append('caption', 'Saal');
    const answer = await call('POST', path, { token, body: extra });
    expect([answer.status, Object.keys(answer.body.errors)]).toEqual([422, ['caption']]);
    // Nothing refused changed the stored image.
    expect(db.customerSpaces.all().filter((s) => s.image !== null)).toHaveLength(2);
  });

  it('needs edit rights as changing the hall does: without can-manage or with the read-only role 403', async () => {
    const hall = hallOf(PROVIDER.havelblick, true);
    const path = `/customer-spaces/${hall.id}/image`;
    // Jonas manages the venue without being an account administrator.
    const jonas = (await login('jonas.albrecht', 'passwort123')).accessToken;
    expect(
      (await call('POST', path, { token: jonas, body: imageForm(png('saal.png', 1200, 800), 'photo') })).status,
    ).toBe(200);

    await revokeManage(PROVIDER.havelblick);
    const { accessToken: token } = await login('demo');
    for (const answer of [
      await call('POST', path, { token, body: imageForm(png('saal.png', 1200, 800), 'photo') }),
      await call('DELETE', path, { token }),
    ])
      expect([answer.status, answer.body.code]).toEqual([403, 'PROVIDER_MANAGE_REQUIRED']);

    await db.customerUsers.update((q) => q.where({ id: USER.jonas }), {
      data(user) {
        user.roleId = 3;
      },
    });
    const readOnly = (await login('jonas.albrecht', 'passwort123')).accessToken;
    const refused = await call('DELETE', path, { token: readOnly });
    expect([refused.status, refused.body.code]).toEqual([403, 'PROVIDER_MANAGE_REQUIRED']);
    expect(db.customerSpaces.findFirst((q) => q.where({ id: hall.id }))?.image).not.toBeNull();
  });

  it('answers 401 without a session', async () => {
    const path = `/customer-spaces/${hallOf(PROVIDER.havelblick, true).id}/image`;
    expect((await call('POST', path, { body: imageForm(png('saal.png', 1200, 800), 'photo') })).status).toBe(401);
    expect((await call('DELETE', path)).status).toBe(401);
  });

  it("answers 404 for another firm's hall and for one that does not exist", async () => {
    const { accessToken: token } = await login('demo');
    const foreign = hallOf(PROVIDER.elbblick, false);
    const body = () => imageForm(png('saal.png', 1200, 800), 'photo');
    expect((await call('POST', `/customer-spaces/${foreign.id}/image`, { token, body: body() })).status).toBe(404);
    expect((await call('DELETE', `/customer-spaces/${foreign.id}/image`, { token })).status).toBe(404);
    expect((await call('POST', '/customer-spaces/999999/image', { token, body: body() })).status).toBe(404);
    expect((await call('DELETE', '/customer-spaces/999999/image', { token })).status).toBe(404);
  });
});
