// The provider wizard: its steps, link states and upload rules at signup.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER_CONTENT_SEED } from '../db/provider-content';
import { WIZARD_IMAGE_MAX_KB } from '../db/provider-wizards';
import { createMockServer } from '../node';
import { call } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const LONG_TEXT =
  'Blumenwerk Potsdam gestaltet seit 2014 Brautsträuße, Tischdekorationen und Traubögen für Hochzeiten in Potsdam, Berlin und dem Havelland. Wir arbeiten mit saisonalen Blumen von Gärtnereien aus Brandenburg und beraten jedes Paar persönlich in unserem Atelier in der Brandenburger Vorstadt. Auf Wunsch übernehmen wir Aufbau und Abbau am Hochzeitstag.';

describe('provider wizard', () => {
  const hash = PROVIDER_CONTENT_SEED.openWizardHash;
  const submission = (imageIds: number[]) => ({
    companyName: 'Blumenwerk Potsdam',
    contactName: 'Johanna Richter',
    email: 'johanna.richter@blumenwerk-potsdam.de',
    phone: '+4933112345678',
    categoryId: 6,
    cityId: 2,
    districtId: 21,
    address: 'Brandenburger Straße 31, 14467 Potsdam',
    description: LONG_TEXT,
    imageIds,
    acceptedPreliminaryInformation: true,
  });

  it('reads the application publicly and applies the submission rules', async () => {
    const read = await call('GET', `/provider-wizard/${hash}`);
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({ status: null, minImageCount: 1, processingHours: 48 });
    expect((await call('GET', '/provider-wizard/unbekannter-link-1234')).status).toBe(404);

    const notUploaded = await call('POST', `/provider-wizard/${hash}`, { body: submission([999]) });
    expect(notUploaded.status).toBe(422);
    expect(notUploaded.body.errors['imageIds.0']).toBeTruthy();
    const noPhotos = await call('POST', `/provider-wizard/${hash}`, { body: submission([]) });
    expect(noPhotos.body.errors.imageIds).toBe('Bitte laden Sie mindestens ein Foto hoch.');
    const notAccepted = await call('POST', `/provider-wizard/${hash}`, {
      body: { ...submission([601]), acceptedPreliminaryInformation: false },
    });
    expect(notAccepted.body.errors.acceptedPreliminaryInformation).toBeTruthy();
    const short = await call('POST', `/provider-wizard/${hash}`, {
      body: { ...submission([601]), description: 'Kurz und knapp.' },
    });
    expect(short.body.errors.description).toBe('Bitte geben Sie mindestens 300 Zeichen ein.');
    const { companyName: _omitted, ...missing } = submission([601]);
    expect((await call('POST', `/provider-wizard/${hash}`, { body: missing })).body.errors.companyName).toBe(
      'Dies ist ein Pflichtfeld!',
    );
    const district = await call('POST', `/provider-wizard/${hash}`, { body: { ...submission([601]), districtId: 11 } });
    expect(district.body.errors.districtId).toBeTruthy();
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.status).toBeNull();
  });

  it('uploads photos (images only) and submits once', async () => {
    const text = new FormData();
    text.append('image', new File(['%PDF-1.4'], 'preisliste.pdf', { type: 'application/pdf' }));
    const refused = await call('POST', `/provider-wizard/${hash}/images`, { body: text });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.image).toBeTruthy();

    const photo = new FormData();
    photo.append(
      'image',
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'Tischdeko Sommer.PNG', { type: 'image/png' }),
    );
    const uploaded = await call('POST', `/provider-wizard/${hash}/images`, { body: photo });
    expect(uploaded.status).toBe(201);
    // Under the one media prefix (mocks/lib/media-placeholder.ts), so the photo loads.
    expect(uploaded.body.data.path).toMatch(new RegExp(`^/media/wizard/${hash}/`));

    const submitted = await call('POST', `/provider-wizard/${hash}`, { body: submission([uploaded.body.data.id]) });
    expect(submitted.status).toBe(201);
    expect(submitted.body.data).toMatchObject({ status: 'pending', images: [uploaded.body.data] });
    expect(submitted.body.data.submittedAt).not.toBeNull();
    expect((await call('GET', `/provider-wizard/${hash}`)).body.data.status).toBe('pending');
    expect((await call('POST', `/provider-wizard/${hash}`, { body: submission([uploaded.body.data.id]) })).status).toBe(
      409,
    );
    const late = new FormData();
    late.append('image', new File([new Uint8Array([1, 2, 3])], 'nachtrag.jpg', { type: 'image/jpeg' }));
    expect((await call('POST', `/provider-wizard/${hash}/images`, { body: late })).status).toBe(409);
    expect((await call('GET', `/provider-wizard/${PROVIDER_CONTENT_SEED.submittedWizardHash}`)).body.data.status).toBe(
      'pending',
    );
  });
});

describe('provider wizard: link states and upload rules (signup)', () => {
  const hash = PROVIDER_CONTENT_SEED.openWizardHash;
  /** A PNG header of the given size (the server reads the dimensions from it), then padding up to `size` bytes. */
  const png = (name: string, width: number, height: number, size = 64) => {
    const bytes = new Uint8Array(Math.max(33, size));
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    const form = new FormData();
    form.append('image', new File([bytes], name, { type: 'image/png' }));
    return form;
  };

  it('answers each seeded link in its state and refuses unknown ones', async () => {
    const states = await Promise.all(
      [
        PROVIDER_CONTENT_SEED.openWizardHash,
        PROVIDER_CONTENT_SEED.emptyWizardHash,
        PROVIDER_CONTENT_SEED.submittedWizardHash,
        PROVIDER_CONTENT_SEED.approvedWizardHash,
        PROVIDER_CONTENT_SEED.rejectedWizardHash,
      ].map(async (link) => (await call('GET', `/provider-wizard/${link}`)).body.data.status),
    );
    expect(states).toEqual([null, null, 'pending', 'approved', 'rejected']);
    expect((await call('GET', '/provider-wizard/antrag-unbekannt-2026')).status).toBe(404);
    expect(
      (await call('POST', '/provider-wizard/antrag-unbekannt-2026/images', { body: png('a.png', 1200, 800) })).status,
    ).toBe(404);
    // A decided application takes no more photos either.
    const late = await call('POST', `/provider-wizard/${PROVIDER_CONTENT_SEED.approvedWizardHash}/images`, {
      body: png('a.png', 1200, 800),
    });
    expect(late.status).toBe(409);
  });

  it('checks the photo dimensions and size of the category rules', async () => {
    const narrow = await call('POST', `/provider-wizard/${hash}/images`, { body: png('schmal.png', 799, 600) });
    expect(narrow.status).toBe(422);
    expect(narrow.body.errors.image).toBe('Das Foto muss mindestens 800 Pixel breit sein.');
    const wide = await call('POST', `/provider-wizard/${hash}/images`, { body: png('breit.png', 6001, 600) });
    expect(wide.body.errors.image).toBe('Das Foto darf höchstens 6000 Pixel breit sein.');
    const high = await call('POST', `/provider-wizard/${hash}/images`, { body: png('hoch.png', 1200, 6001) });
    expect(high.body.errors.image).toBe('Das Foto darf höchstens 6000 Pixel hoch sein.');
    const large = await call('POST', `/provider-wizard/${hash}/images`, {
      body: png('gross.png', 1200, 800, WIZARD_IMAGE_MAX_KB * 1024 + 1),
    });
    expect(large.status).toBe(413);
    const fits = await call('POST', `/provider-wizard/${hash}/images`, { body: png('passt.png', 800, 6000) });
    expect(fits.status).toBe(201);
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.images.map((image) => image.id)).toContain(
      fits.body.data.id,
    );
  });

  it('refuses a phone number that only looks international', async () => {
    const answer = await call('POST', `/provider-wizard/${hash}`, {
      body: {
        companyName: 'Blumenwerk Potsdam',
        contactName: 'Johanna Richter',
        email: 'johanna.richter@blumenwerk-potsdam.de',
        phone: '+4900000000',
        categoryId: 6,
        cityId: 2,
        districtId: null,
        address: 'Brandenburger Straße 31, 14467 Potsdam',
        description: LONG_TEXT,
        imageIds: [601],
        acceptedPreliminaryInformation: true,
      },
    });
    expect(answer.status).toBe(422);
    expect(Object.keys(answer.body.errors)).toEqual(['phone']);
    expect(db.providerWizards.findFirst((q) => q.where({ hash }))?.status).toBeNull();
  });
});
