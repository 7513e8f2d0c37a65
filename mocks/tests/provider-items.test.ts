// The products page's calls (issue 14, and the product's picture of issue 42.2): each declared error answer of the
// provider-items operations, produced the way a real server would give it, and what the mock refuses changes
// nothing. Rights: docs/security.md
// (provider writes need can-manage); rules: the document's ProviderItemCreate/Update/MoveOrder.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER } from '../db/core';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const demo = async () => (await login('demo')).accessToken;
// Mia Krause is linked to the photographer 102 without can-manage (docs/security.md, the rights table).
const mia = async () => (await login('mia.krause', 'passwort123')).accessToken;

function itemsOf(providerId: number) {
  return db.providerItems
    .all()
    .filter((item) => item.providerId === providerId)
    .sort((a, b) => a.orderNo - b.orderNo);
}

function firstItemOf(providerId: number) {
  const item = itemsOf(providerId)[0];
  if (!item) throw new Error(`The seed has products of provider ${providerId}.`);
  return item;
}

const snapshot = () => structuredClone(db.providerItems.all());

describe('provider items: who may', () => {
  it('answers 401 to every operation without a session', async () => {
    const item = firstItemOf(PROVIDER.lichtwerk);
    expect((await call('GET', '/provider-items')).status).toBe(401);
    expect((await call('POST', '/provider-items', { body: { providerId: 102, name: 'Fotobox' } })).status).toBe(401);
    expect((await call('PUT', `/provider-items/${item.id}`, { body: { name: 'Neu' } })).status).toBe(401);
    expect((await call('DELETE', `/provider-items/${item.id}`)).status).toBe(401);
    expect(
      (await call('POST', '/provider-items/move-order', { body: { providerId: 102, itemIds: [item.id] } })).status,
    ).toBe(401);
  });

  it('refuses every write of a user without can-manage with 403 PROVIDER_MANAGE_REQUIRED, changing nothing', async () => {
    const token = await mia();
    const before = snapshot();
    const item = firstItemOf(PROVIDER.lichtwerk);
    const answers = [
      await call('POST', '/provider-items', { token, body: { providerId: PROVIDER.lichtwerk, name: 'Fotobox' } }),
      await call('PUT', `/provider-items/${item.id}`, { token, body: { status: 'passive' } }),
      await call('DELETE', `/provider-items/${item.id}`, { token }),
      await call('POST', '/provider-items/move-order', {
        token,
        body: {
          providerId: PROVIDER.lichtwerk,
          itemIds: itemsOf(PROVIDER.lichtwerk)
            .map((i) => i.id)
            .reverse(),
        },
      }),
    ];
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    expect(snapshot()).toEqual(before);
    // Reading stays allowed.
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo`, { token });
    expect(list.status).toBe(200);
    expect(list.body.data.map((i: { id: number }) => i.id)).toEqual(itemsOf(PROVIDER.lichtwerk).map((i) => i.id));
  });

  it('answers 404 for a product of a provider the user is not linked to, and for none at all', async () => {
    const token = await demo();
    const foreign = firstItemOf(PROVIDER.elbblick);
    for (const id of [foreign.id, 999_999]) {
      expect((await call('PUT', `/provider-items/${id}`, { token, body: { name: 'Übernommen' } })).status).toBe(404);
      expect((await call('DELETE', `/provider-items/${id}`, { token })).status).toBe(404);
    }
    expect(db.providerItems.findFirst((q) => q.where({ id: foreign.id }))).toEqual(foreign);
  });

  it('refuses a product for a provider of another account on the field providerId (422)', async () => {
    const token = await demo();
    const answer = await call('POST', '/provider-items', {
      token,
      body: { providerId: PROVIDER.elbblick, name: 'Sektempfang' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.providerId).toBeTruthy();
  });

  it('refuses offering a product on bridal-gown leads without the plan for it (403 PLAN_FEATURE_REQUIRED)', async () => {
    const token = await demo();
    const item = firstItemOf(PROVIDER.havelblick);
    const answer = await call('PUT', `/provider-items/${item.id}`, { token, body: { isBiddable: true } });
    expect(answer.status).toBe(403);
    expect(answer.body.code).toBe('PLAN_FEATURE_REQUIRED');
    expect(db.providerItems.findFirst((q) => q.where({ id: item.id }))?.isBiddable).toBe(false);
  });
});

describe('provider items: what the document allows', () => {
  it('answers 415 to a body that is not JSON', async () => {
    const token = await demo();
    const item = firstItemOf(PROVIDER.lichtwerk);
    const text = { token, headers: { 'Content-Type': 'text/plain' } };
    const before = snapshot();
    expect((await call('POST', '/provider-items', { ...text, body: 'name=Fotobox' })).status).toBe(415);
    expect((await call('PUT', `/provider-items/${item.id}`, { ...text, body: 'name=Neu' })).status).toBe(415);
    expect((await call('POST', '/provider-items/move-order', { ...text, body: String(item.id) })).status).toBe(415);
    expect(snapshot()).toEqual(before);
  });

  it('refuses an invalid list query with 422 on the parameter', async () => {
    const token = await demo();
    const answer = await call('GET', '/provider-items?limit=0&status=hidden', { token });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(expect.arrayContaining(['limit', 'status']));
  });

  it('checks a new product field by field (422) and stores nothing', async () => {
    const token = await demo();
    const before = snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ providerId: PROVIDER.lichtwerk }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: '   ' }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: 'x'.repeat(121) }, 'name'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', description: 'x'.repeat(2001) }, 'description'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', price: -1 }, 'price'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', price: 500, discountedPrice: 500 }, 'discountedPrice'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', discountedPrice: 400 }, 'discountedPrice'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', status: 'hidden' }, 'status'],
      [{ providerId: PROVIDER.lichtwerk, name: 'Fotobox', imagePath: '/x.jpg' }, 'imagePath'],
    ];
    for (const [body, field] of cases) {
      const answer = await call('POST', '/provider-items', { token, body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body.errors[field], JSON.stringify(answer.body)).toBeTruthy();
    }
    expect(snapshot()).toEqual(before);
  });

  it('checks a change against the stored prices (422) and refuses an empty change', async () => {
    const token = await demo();
    const discounted = db.providerItems
      .all()
      .find((item) => item.providerId === PROVIDER.brautsalon && item.discountedPrice !== null);
    if (!discounted?.discountedPrice) throw new Error('The seed has a discounted gown.');
    const before = snapshot();
    const lower = await call('PUT', `/provider-items/${discounted.id}`, {
      token,
      body: { price: discounted.discountedPrice - 1 },
    });
    expect(lower.status).toBe(422);
    expect(lower.body.errors.discountedPrice).toBeTruthy();
    expect((await call('PUT', `/provider-items/${discounted.id}`, { token, body: {} })).status).toBe(422);
    const readOnly = await call('PUT', `/provider-items/${discounted.id}`, { token, body: { orderNo: 1 } });
    expect(readOnly.status).toBe(422);
    expect(snapshot()).toEqual(before);
  });

  it('refuses a new order with ids of another provider, duplicates or none (422), and keeps the order', async () => {
    const token = await demo();
    const own = itemsOf(PROVIDER.lichtwerk).map((item) => item.id);
    const sameAccount = firstItemOf(PROVIDER.havelblick).id;
    const otherAccount = firstItemOf(PROVIDER.elbblick).id;
    const before = snapshot();
    const foreign = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [sameAccount, ...own, otherAccount] },
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors['itemIds.0']).toBe('Dieses Produkt gehört nicht zu diesem Anbieter.');
    expect(foreign.body.errors[`itemIds.${own.length + 1}`]).toBe('Dieses Produkt gehört nicht zu diesem Anbieter.');
    const duplicate = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [own[0], own[0]] },
    });
    expect(duplicate.status).toBe(422);
    const empty = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [] },
    });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.itemIds).toBeTruthy();
    const notOwn = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.elbblick, itemIds: [otherAccount] },
    });
    expect(notOwn.status).toBe(422);
    expect(notOwn.body.errors.providerId).toBeTruthy();
    expect(snapshot()).toEqual(before);
  });

  it('numbers the listed products 1, 2, 3 … and keeps a switch of status out of the approval', async () => {
    const token = await demo();
    const own = itemsOf(PROVIDER.lichtwerk).map((item) => item.id);
    const [first, second, ...rest] = own;
    if (first === undefined || second === undefined) throw new Error('The photographer has two products.');
    const moved = await call('POST', '/provider-items/move-order', {
      token,
      body: { providerId: PROVIDER.lichtwerk, itemIds: [second, first, ...rest] },
    });
    expect(moved.status).toBe(204);
    const list = await call('GET', `/provider-items?providerId=${PROVIDER.lichtwerk}&sort=orderNo&limit=100`, {
      token,
    });
    expect(list.body.data.map((i: { id: number; orderNo: number }) => [i.id, i.orderNo])).toEqual(
      [second, first, ...rest].map((id, index) => [id, index + 1]),
    );
  });
});

describe('provider items: the name search (issue 42.2)', () => {
  type Listed = { id: number; name: string; status: string; approvalStatus: string };
  const list = async (token: string, query: string) =>
    call<{ data: Listed[]; paging: { total: number } }>('GET', `/provider-items?${query}`, { token });

  it('finds the products whose name contains the text, ignoring case and the spaces around it', async () => {
    const token = await demo();
    const expected = itemsOf(PROVIDER.brautsalon)
      .filter((item) => item.name.toLowerCase().includes('spitze'))
      .map((item) => item.id);
    expect(expected.length).toBeGreaterThan(0);
    for (const text of ['Spitze', 'SPITZE', '  spitze  ']) {
      const answer = await list(
        token,
        `providerId=${PROVIDER.brautsalon}&sort=orderNo&limit=100&query=${encodeURIComponent(text)}`,
      );
      expect(answer.status).toBe(200);
      expect(answer.body.data.map((item) => item.id)).toEqual(expected);
      expect(answer.body.paging.total).toBe(expected.length);
    }
    // Umlauts match as typed, in either case.
    const umlaut = await list(token, `providerId=${PROVIDER.brautsalon}&query=${encodeURIComponent('ÖVELGÖNNE')}`);
    expect(umlaut.body.data.map((item) => item.name)).toEqual([expect.stringContaining('Övelgönne')]);
  });

  it('combines the search with the status filters and filters nothing for spaces only', async () => {
    const token = await demo();
    const combined = await list(
      token,
      `providerId=${PROVIDER.brautsalon}&limit=100&query=brautkleid&status=active&approvalStatus=approved`,
    );
    const expected = itemsOf(PROVIDER.brautsalon).filter(
      (item) =>
        item.name.toLowerCase().includes('brautkleid') &&
        item.status === 'active' &&
        item.approvalStatus === 'approved',
    );
    expect(combined.body.data.map((item) => item.id).sort()).toEqual(expected.map((item) => item.id).sort());
    const spaces = await list(token, `providerId=${PROVIDER.brautsalon}&limit=100&query=${encodeURIComponent('   ')}`);
    expect(spaces.body.paging.total).toBe(itemsOf(PROVIDER.brautsalon).length);
  });

  it('never lists the products of a provider the user is not linked to, whatever the text', async () => {
    const token = (await login('basic')).accessToken;
    const answer = await list(token, 'query=Brautkleid&limit=100');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual([]);
  });

  it('answers 422 on query for an empty text and one beyond 100 characters', async () => {
    const token = await demo();
    for (const text of ['', 'x'.repeat(101)]) {
      const answer = await call('GET', `/provider-items?query=${text}`, { token });
      expect(answer.status).toBe(422);
      expect(JSON.stringify(answer.body)).toContain('query');
    }
  });
});

describe("provider items: the product's picture (issue 42.2)", () => {
  /** A PNG header (signature and IHDR) of the given size, padded to `size` bytes. */
  function png(name: string, width = 1600, height = 1067, size = 64): File {
    const bytes = new Uint8Array(Math.max(size, 33));
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const view = new DataView(bytes.buffer);
    view.setUint32(16, width);
    view.setUint32(20, height);
    return new File([bytes], name, { type: 'image/png' });
  }
  function imageForm(file: File | string, extra?: Record<string, string>): FormData {
    const form = new FormData();
    form.append('image', file);
    for (const [key, value] of Object.entries(extra ?? {})) form.append(key, value);
    return form;
  }
  const stored = (id: number) => db.providerItems.findFirst((q) => q.where({ id }));
  const itemIn = (providerId: number, approvalStatus: string) => {
    const item = itemsOf(providerId).find((i) => i.approvalStatus === approvalStatus && i.imagePath !== null);
    if (!item) throw new Error(`The seed has a product of provider ${providerId} that is ${approvalStatus}.`);
    return item;
  };
  const changeRequestOf = (id: number) =>
    db.changeRequests.all().find((r) => r.subject?.kind === 'provider_item' && r.subject.id === id);

  it('replaces the picture under /media/ and sends the product back to approval, keeping its status', async () => {
    const token = await demo();
    for (const approvalStatus of ['approved', 'rejected']) {
      const item = itemIn(PROVIDER.lichtwerk, approvalStatus);
      const answer = await call('POST', `/provider-items/${item.id}/image`, {
        token,
        body: imageForm(png('Fotobox am Abend.PNG')),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(answer.body.data).toMatchObject({
        id: item.id,
        status: item.status,
        approvalStatus: 'approval_waiting',
        rejectReason: null,
      });
      expect(answer.body.data.imagePath).toMatch(
        new RegExp(`^/media/providers/${PROVIDER.lichtwerk}/items/${item.id}-[a-z0-9]+\\.png$`),
      );
      expect(answer.body.data.imagePath).not.toBe(item.imagePath);
      expect(stored(item.id)).toMatchObject({
        imagePath: answer.body.data.imagePath,
        approvalStatus: 'approval_waiting',
      });
      // The listing's pending changes name the product.
      expect(changeRequestOf(item.id)?.type).toBe('product');
    }
    // A second upload is a new file again.
    const item = itemIn(PROVIDER.lichtwerk, 'approval_waiting');
    const first = await call('POST', `/provider-items/${item.id}/image`, { token, body: imageForm(png('a.jpg')) });
    const second = await call('POST', `/provider-items/${item.id}/image`, { token, body: imageForm(png('b.jpg')) });
    expect(second.status).toBe(200);
    expect(second.body.data.imagePath).not.toBe(first.body.data.imagePath);
    expect(second.body.data.imagePath).toMatch(/\.jpg$/);
  });

  it("checks the gallery's image rules: 422 on image, 413 above the size, and changes nothing", async () => {
    const token = await demo();
    const item = itemIn(PROVIDER.lichtwerk, 'approved');
    const before = snapshot();
    const cases: Array<[FormData, string]> = [
      [imageForm(png('tafel.gif')), 'Erlaubte Dateiformate sind JPG, JPEG, PNG, WEBP.'],
      [imageForm(new File([], 'leer.png', { type: 'image/png' })), 'Die Datei ist leer.'],
      [imageForm(new File(['%PDF-1.4'], 'bild.png', { type: 'application/pdf' })), 'Die Datei ist kein Bild.'],
      [
        imageForm(png('klein.png', 640, 480)),
        'Das Bild muss mindestens 800 Pixel breit sein (es ist 640 Pixel breit).',
      ],
      [
        imageForm(png('breit.png', 6400, 2000)),
        'Das Bild darf höchstens 6000 Pixel breit sein (es ist 6400 Pixel breit).',
      ],
      [
        imageForm(png('hoch.png', 2000, 7000)),
        'Das Bild darf höchstens 6000 Pixel hoch sein (es ist 7000 Pixel hoch).',
      ],
      [imageForm('kein-bild.png'), 'Bitte wählen Sie eine Bilddatei aus.'],
      [new FormData(), 'Dies ist ein Pflichtfeld!'],
    ];
    for (const [body, message] of cases) {
      const answer = await call('POST', `/provider-items/${item.id}/image`, { token, body });
      expect(answer.status, message).toBe(422);
      expect(answer.body.errors.image, JSON.stringify(answer.body)).toBe(message);
    }
    const twice = imageForm(png('a.png'));
    twice.append('image', png('b.png'));
    const two = await call('POST', `/provider-items/${item.id}/image`, { token, body: twice });
    expect(two.status).toBe(422);
    expect(two.body.errors.image).toBeTruthy();
    const extra = await call('POST', `/provider-items/${item.id}/image`, {
      token,
      body: imageForm(png('a.png'), { name: 'Neu' }),
    });
    expect(extra.status).toBe(422);
    expect(extra.body.errors.name).toBeTruthy();
    const huge = await call('POST', `/provider-items/${item.id}/image`, {
      token,
      body: imageForm(png('gross.jpg', 1920, 1280, 8193 * 1024)),
    });
    expect(huge.status).toBe(413);
    expect(huge.body.code).toBe('FILE_TOO_LARGE');
    const json = await call('POST', `/provider-items/${item.id}/image`, { token, body: { image: 'a.png' } });
    expect(json.status).toBe(415);
    expect(snapshot()).toEqual(before);
  });

  it('removes the picture: the approval stays, a rejected product goes back to the team, none answers 404', async () => {
    const token = await demo();
    const approved = itemIn(PROVIDER.lichtwerk, 'approved');
    const removed = await call('DELETE', `/provider-items/${approved.id}/image`, { token });
    expect(removed.status).toBe(200);
    expect(removed.body.data).toMatchObject({ id: approved.id, imagePath: null, approvalStatus: 'approved' });
    expect(stored(approved.id)?.imagePath).toBeNull();
    const again = await call('DELETE', `/provider-items/${approved.id}/image`, { token });
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('NO_PRODUCT_IMAGE');

    const rejected = itemIn(PROVIDER.lichtwerk, 'rejected');
    const back = await call('DELETE', `/provider-items/${rejected.id}/image`, { token });
    expect(back.body.data).toMatchObject({ imagePath: null, approvalStatus: 'approval_waiting', rejectReason: null });
    expect(changeRequestOf(rejected.id)?.type).toBe('product');
  });

  it('needs the rights of a change of the product: 401, 403 without can-manage, 404 for a foreign product', async () => {
    const item = itemIn(PROVIDER.lichtwerk, 'approved');
    const foreign = firstItemOf(PROVIDER.elbblick);
    const before = snapshot();
    expect((await call('POST', `/provider-items/${item.id}/image`, { body: imageForm(png('a.png')) })).status).toBe(
      401,
    );
    expect((await call('DELETE', `/provider-items/${item.id}/image`)).status).toBe(401);

    const token = await mia();
    const upload = await call('POST', `/provider-items/${item.id}/image`, { token, body: imageForm(png('a.png')) });
    const remove = await call('DELETE', `/provider-items/${item.id}/image`, { token });
    for (const answer of [upload, remove]) {
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    }
    // Refused before the file is read: a broken file still gets the 403.
    const broken = await call('POST', `/provider-items/${item.id}/image`, { token, body: imageForm(png('x.gif')) });
    expect(broken.status).toBe(403);

    const demoToken = await demo();
    for (const id of [foreign.id, 999_999]) {
      const answer = await call('POST', `/provider-items/${id}/image`, {
        token: demoToken,
        body: imageForm(png('a.png')),
      });
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('NOT_FOUND');
      expect((await call('DELETE', `/provider-items/${id}/image`, { token: demoToken })).status).toBe(404);
    }
    expect(snapshot()).toEqual(before);
  });
});
