import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDatabase } from '../db';
import { addMonths, isoDate, now, setMockNow } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login, type LoggedIn } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

let demo: LoggedIn;
beforeEach(async () => {
  await resetDatabase('default');
  demo = await login('demo');
});

const get = (path: string, who: LoggedIn = demo) => call('GET', path, { token: who.accessToken });
const send = (method: string, path: string, body: unknown, who: LoggedIn | null = demo) =>
  call(method, path, { token: who?.accessToken, body });
/** Jonas Albrecht (user 2, staff) is linked to the venue 101 only. */
const jonas = () => login('jonas.albrecht', 'passwort123');

const USERS = '/customers/1/users';
const newUser = {
  name: 'Thomas Richter',
  username: 't.richter',
  password: 'Hochzeit2026',
  passwordMatch: 'Hochzeit2026',
  roleId: 2,
  titleId: 2,
  emails: ['t.richter@schlossgut-havelblick.de'],
  phones: [{ number: '+4917612345678', countryCode: 'DE' }],
  birthDate: '1990-09-02',
  identityNumber: '12345678901',
  profileVideo: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
};

const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);
function imageForm(content: BlobPart, type: string, name = 'profil.png'): FormData {
  const form = new FormData();
  form.append('image', new File([content], name, { type }));
  return form;
}

describe('customer users: reading', () => {
  it('lists the users of the own customer only, without storage keys', async () => {
    const { status, body } = await get(`${USERS}?sort=name&limit=100`);
    expect(status).toBe(200);
    expect(body.data.map((u: { name: string }) => u.name)).toEqual([
      'Felix Brandt',
      'Jonas Albrecht',
      'Katharina Vogt',
      'Lena Hoffmann',
      'Mia Krause',
      'Tobias Wagner',
    ]);
    expect(body.data[0]).not.toHaveProperty('uuid');
    expect(body.data[0]).not.toHaveProperty('advisorService');
    expect((await get('/customers/2/users')).status).toBe(404);
    expect((await get(`${USERS}?sort=password`)).status).toBe(422);
    const paged = await get(`${USERS}?sort=id&limit=2&page=2`);
    expect(paged.body.data.map((u: { id: number }) => u.id)).toEqual([3, 4]);
    expect(paged.body.paging).toEqual({ page: 2, limit: 2, total: 6, pageCount: 3 });
  });

  it('gets a user with provider links and contacts; other customers’ users do not exist', async () => {
    const { body } = await get(`${USERS}/1`);
    expect(body.data.customerUserProviders.map((l: { providerId: number }) => l.providerId)).toEqual([101, 102, 103]);
    expect(body.data.customerUserProviders[0].provider.name).toBe('Schlossgut Havelblick');
    expect(body.data.contacts[0]).toMatchObject({ type: 'email', value: 'katharina.vogt@schlossgut-havelblick.de' });
    expect((await get(`${USERS}/7`)).status).toBe(404);
    expect((await get('/customers/2/users/7')).status).toBe(404);
    expect((await get(`${USERS}/1`, await login('basic'))).status).toBe(404);
  });
});

describe('customer users: adding', () => {
  it('adds a user waiting for approval, with a login, and mails the administrators', async () => {
    const { status, body } = await send('POST', USERS, newUser);
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      name: 'Thomas Richter',
      username: 't.richter',
      status: 'pending_approval',
      roleId: 2,
      customerUserProviders: [],
    });
    expect((await get(`${USERS}/${body.data.id}`)).body.data.username).toBe('t.richter');
    expect(
      vi
        .mocked(console.info)
        .mock.calls.some(
          ([line]) =>
            String(line).includes('katharina.vogt@schlossgut-havelblick.de') && String(line).includes('Thomas Richter'),
        ),
    ).toBe(true);
    // The login exists but waits for an administrator's approval.
    const attempt = await call('POST', '/access-tokens', {
      body: { username: 't.richter', password: 'Hochzeit2026', userType: 'provider' },
    });
    expect(attempt.status).toBe(403);
    expect(attempt.body.code).toBe('USER_NOT_APPROVED');
  });

  it('lets only account administrators add users', async () => {
    expect((await send('POST', USERS, newUser, await jonas())).status).toBe(403);
    expect((await send('POST', '/customers/2/users', newUser)).status).toBe(404);
  });

  it('checks the form rules and changes nothing on failure', async () => {
    const count = db.customerUsers.all().length;
    const mismatch = await send('POST', USERS, { ...newUser, passwordMatch: 'Hochzeit2027' });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ passwordMatch: 'Die Eingaben stimmen nicht überein.' });

    const invalid = await send('POST', USERS, {
      ...newUser,
      name: ' ',
      password: 'kurz',
      passwordMatch: 'kurz',
      emails: ['keine-adresse'],
      identityNumber: '12345',
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual([
      'emails.0',
      'identityNumber',
      'password',
      'passwordMatch',
    ]);

    const rules = await send('POST', USERS, {
      ...newUser,
      name: '   ',
      phones: [
        { number: '+4312345678', countryCode: 'DE' },
        { number: '+4912345', countryCode: 'DE' },
      ],
      birthDate: isoDate(addMonths(now(), -12 * 17)),
      profileVideo: 'https://www.example.com/video.mp4',
      titleId: 99,
    });
    expect(rules.status).toBe(422);
    expect(rules.body.errors).toEqual({
      name: 'Dies ist ein Pflichtfeld!',
      'phones.0.number': 'Bitte geben Sie eine gültige Telefonnummer ein.',
      'phones.1.number': 'Bitte geben Sie eine gültige Telefonnummer ein.',
      birthDate: 'Das Geburtsdatum muss zwischen 100 und 18 Jahren zurückliegen.',
      profileVideo: 'Bitte geben Sie einen Link zu einem Video auf YouTube oder Vimeo ein.',
      titleId: 'Bitte wählen Sie einen Titel aus der Liste.',
    });
    // Valid for its calling code, but no number of the United Kingdom (libphonenumber-js, as the portal checks).
    const notBritish = await send('POST', USERS, {
      ...newUser,
      phones: [{ number: '+44207946000', countryCode: 'GB' }],
    });
    expect(notBritish.body.errors).toEqual({ 'phones.0.number': 'Bitte geben Sie eine gültige Telefonnummer ein.' });
    const tooOld = await send('POST', USERS, { ...newUser, birthDate: isoDate(addMonths(now(), -12 * 101)) });
    expect(tooOld.body.errors.birthDate).toBeTruthy();
    expect(db.customerUsers.all().length).toBe(count);

    // The portal's own rules (src/lib/phone-rule.ts, src/lib/video-link.ts, issue 37.13): a Berlin landline, numbers
    // of Turkey, Saudi Arabia and the Emirates, and YouTube's short link are taken.
    const worldwide = await send('POST', USERS, {
      ...newUser,
      phones: [
        { number: '+493012345678', countryCode: 'DE' },
        { number: '+905321234567', countryCode: 'TR' },
        { number: '+966111234567', countryCode: 'SA' },
        { number: '+97142123456', countryCode: 'AE' },
      ],
      profileVideo: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect([worldwide.status, worldwide.body.errors]).toEqual([201, undefined]);
  });

  it('takes a birth date 18 years ago in the user’s calendar: New Year in Berlin while UTC is still in the old year', async () => {
    // 23:30 UTC on 31 December 2026 is 00:30 on 1 January 2027 in Berlin: born on 1 January 2009, 18 today there.
    setMockNow(new Date('2026-12-31T23:30:00Z'));
    try {
      const pinnedDemo = await login('demo');
      const adult = await send('POST', USERS, { ...newUser, birthDate: '2009-01-01' }, pinnedDemo);
      expect(adult.status).toBe(201);
      // 18 tomorrow in every time zone (the latest, UTC+14, is at 13:30 on 1 January).
      const tomorrow = await send(
        'POST',
        USERS,
        { ...newUser, username: 't.richter2', birthDate: '2009-01-02' },
        pinnedDemo,
      );
      expect(tomorrow.status).toBe(422);
      expect(tomorrow.body.errors.birthDate).toBe('Das Geburtsdatum muss zwischen 100 und 18 Jahren zurückliegen.');
    } finally {
      setMockNow(null);
    }
  });

  it('answers 409 for a taken username, whatever its case', async () => {
    const taken = await send('POST', USERS, { ...newUser, username: 'Jonas.Albrecht' });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('USERNAME_TAKEN');
  });
});

describe('customer users: changing', () => {
  it('lets users change themselves with only the changed fields; null clears', async () => {
    const staff = await jonas();
    const changed = await send(
      'PUT',
      `${USERS}/2`,
      { bio: 'Eventmanager für Trauungen in der Orangerie.', birthDate: null },
      staff,
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Jonas Albrecht',
      bio: 'Eventmanager für Trauungen in der Orangerie.',
      birthDate: null,
    });
    expect((await get(`${USERS}/2`)).body.data.bio).toBe('Eventmanager für Trauungen in der Orangerie.');
    expect((await send('PUT', `${USERS}/2`, {}, staff)).status).toBe(422);
  });

  it('needs an administrator for other users and for role changes', async () => {
    const staff = await jonas();
    expect((await send('PUT', `${USERS}/1`, { bio: 'Nicht meins' }, staff)).status).toBe(403);
    expect((await send('PUT', `${USERS}/2`, { roleId: 1 }, staff)).status).toBe(403);
    const promoted = await send('PUT', `${USERS}/2`, { roleId: 1 });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data.roleId).toBe(1);
    expect((await send('PUT', '/customers/2/users/7', { bio: 'x' })).status).toBe(404);
  });

  it('keeps one administrator', async () => {
    const demoted = await send('PUT', `${USERS}/1`, { roleId: 2 });
    expect(demoted.status).toBe(422);
    expect(demoted.body.errors.roleId).toBeTruthy();
  });

  it('changes the password only with the right old password and a matching confirmation', async () => {
    const path = `${USERS}/1`;
    expect((await send('PUT', path, { password: 'Schloss2026!', passwordMatch: 'Schloss2026!' })).body.errors).toEqual({
      oldPassword: 'Dies ist ein Pflichtfeld!',
    });
    expect(
      (await send('PUT', path, { oldPassword: 'falsch123', password: 'Schloss2026!', passwordMatch: 'Schloss2026!' }))
        .body.errors,
    ).toEqual({
      oldPassword: 'Das bisherige Passwort ist nicht korrekt.',
    });
    expect(
      (await send('PUT', path, { oldPassword: 'demo1234', password: 'Schloss2026!', passwordMatch: 'Schloss2025!' }))
        .body.errors,
    ).toEqual({
      passwordMatch: 'Die Eingaben stimmen nicht überein.',
    });
    expect(
      (await send('PUT', path, { oldPassword: 'demo1234', password: 'demo1234', passwordMatch: 'demo1234' })).body
        .errors,
    ).toEqual({
      password: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
    });
    expect((await send('PUT', path, { oldPassword: 'demo1234', password: 'kurz', passwordMatch: 'kurz' })).status).toBe(
      422,
    );
    expect(
      (await send('PUT', path, { oldPassword: 'demo1234', password: 'Schloss2026!', passwordMatch: 'Schloss2026!' }))
        .status,
    ).toBe(200);
    await login('demo', 'Schloss2026!');
    expect(
      (await call('POST', '/access-tokens', { body: { username: 'demo', password: 'demo1234', userType: 'provider' } }))
        .status,
    ).toBe(422);
  });

  it('renames the login with the username and refuses a taken one', async () => {
    expect((await send('PUT', `${USERS}/3`, { username: 'DEMO' })).status).toBe(409);
    const renamed = await send('PUT', `${USERS}/3`, { username: 'mia.krause.foto' });
    expect(renamed.status).toBe(200);
    await login('mia.krause.foto', 'passwort123');
  });
});

describe('customer users: deleting', () => {
  it('lets administrators delete others, never themselves', async () => {
    expect((await call('DELETE', `${USERS}/4`, { token: (await jonas()).accessToken })).status).toBe(403);
    expect((await call('DELETE', `${USERS}/1`, { token: demo.accessToken })).status).toBe(403);
    expect((await call('DELETE', `${USERS}/4`, { token: demo.accessToken })).status).toBe(204);
    expect((await get(`${USERS}/4`)).status).toBe(404);
    expect((await get(`${USERS}?limit=100`)).body.paging.total).toBe(5);
    expect(
      (
        await call('POST', '/access-tokens', {
          body: { username: 'felix.brandt', password: 'passwort123', userType: 'provider' },
        })
      ).status,
    ).toBe(422);
    expect((await call('DELETE', '/customers/2/users/7', { token: demo.accessToken })).status).toBe(404);
  });
});

describe('customer users: profile picture', () => {
  it('stores an uploaded image and shows its path on the user', async () => {
    const { status, body } = await call('POST', `${USERS}/1/image`, {
      token: demo.accessToken,
      body: imageForm(PNG, 'image/png'),
    });
    expect(status).toBe(200);
    // Under the one media prefix (mocks/lib/media-placeholder.ts), so the picture loads.
    expect(body.data.path).toMatch(/^\/media\/customer-users\/1\/profil-\d+\.png$/);
    expect((await get(`${USERS}/1`)).body.data.image).toEqual({ path: body.data.path });
  });

  it('accepts only JPEG, PNG or WebP images up to 5 MB', async () => {
    const upload = (form: FormData) => call('POST', `${USERS}/1/image`, { token: demo.accessToken, body: form });
    const text = await upload(imageForm('Hallo', 'text/plain', 'notiz.txt'));
    expect(text.status).toBe(422);
    expect(text.body.errors.image).toBeTruthy();
    expect((await upload(imageForm('kein Bild', 'image/png'))).status).toBe(422);
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    expect((await upload(imageForm(big, 'image/png'))).body.errors.image).toBe(
      'Das Bild darf höchstens 5 MB groß sein.',
    );
    expect((await upload(new FormData())).status).toBe(422);
    expect(db.customerUsers.findFirst((q) => q.where({ id: 1 }))?.image).toBeNull();
  });

  it('lets only administrators change other users’ pictures', async () => {
    const staff = await jonas();
    expect(
      (await call('POST', `${USERS}/1/image`, { token: staff.accessToken, body: imageForm(PNG, 'image/png') })).status,
    ).toBe(403);
    expect(
      (await call('POST', `${USERS}/2/image`, { token: staff.accessToken, body: imageForm(PNG, 'image/png') })).status,
    ).toBe(200);
  });
});

describe('customer users: provider links', () => {
  it('links a provider (the user then sees it), changes its flags and unlinks it', async () => {
    const staff = await jonas();
    expect((await get('/couple-providers?providerIds=102', staff)).body.paging.total).toBe(0);

    const added = await send('POST', `${USERS}/2/providers`, { providerId: 102, canReceiveLeads: true });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({
      providerId: 102,
      canReceiveLeads: true,
      canReceiveLeadsSms: false,
      showAsContact: false,
      // Edit rights only when the administrator grants them (docs/security.md).
      canManage: false,
      hasLeftJob: false,
      name: 'Jonas Albrecht',
    });
    expect(typeof added.body.data.id).toBe('number');
    expect((await get('/couple-providers?providerIds=102', staff)).body.paging.total).toBeGreaterThan(0);

    const linkPath = `${USERS}/2/providers/${added.body.data.id}`;
    const signature = '<p>Herzliche Grüße<br><strong>Jonas Albrecht</strong></p><script>alert(1)</script>';
    const changed = await send('PUT', linkPath, {
      canReceiveLeadsSms: true,
      showAsContact: true,
      signatureContent: signature,
      name: 'Jonas A.',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      canReceiveLeads: true,
      canReceiveLeadsSms: true,
      showAsContact: true,
      signatureContent: signature,
      name: 'Jonas A.',
    });
    const stored = (await get(`${USERS}/2`)).body.data.customerUserProviders.find(
      (l: { id: number }) => l.id === added.body.data.id,
    );
    expect(stored.signatureContent).toBe(signature);

    expect((await send('PUT', linkPath, { signatureContent: 'x'.repeat(10001) })).status).toBe(422);
    expect((await send('PUT', linkPath, {})).status).toBe(422);

    expect((await call('DELETE', linkPath, { token: demo.accessToken })).status).toBe(204);
    expect((await get('/couple-providers?providerIds=102', staff)).body.paging.total).toBe(0);
    expect((await call('DELETE', linkPath, { token: demo.accessToken })).status).toBe(404);
  });

  it('refuses a second link (409), other firms’ providers (422) and other users’ links for staff (403)', async () => {
    const dup = await send('POST', `${USERS}/1/providers`, { providerId: 101 });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('PROVIDER_ALREADY_LINKED');
    const foreign = await send('POST', `${USERS}/2/providers`, { providerId: 201 });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors.providerId).toBeTruthy();
    const staff = await jonas();
    expect((await send('POST', `${USERS}/3/providers`, { providerId: 101 }, staff)).status).toBe(403);
    expect((await send('PUT', `${USERS}/1/providers/1`, { showAsContact: false }, staff)).status).toBe(403);
    expect((await send('PUT', `${USERS}/1/providers/4`, { showAsContact: false })).status).toBe(404);
  });

  it('hides the provider from a user who left the job', async () => {
    const staff = await jonas();
    expect((await send('PUT', `${USERS}/2/providers/4`, { hasLeftJob: true })).status).toBe(200);
    expect((await get('/couple-providers', staff)).body.paging.total).toBe(0);
  });
});

describe('customer users: contacts', () => {
  it('replaces the contact list: kept entries keep their id, new ones get one', async () => {
    const before = (await get(`${USERS}/2/contacts`)).body;
    expect(before.data.length).toBe(2);
    const kept = before.data[0];
    const replaced = await send('PUT', `${USERS}/2/contacts`, {
      contacts: [kept, { type: 'phone', value: { number: '+4933120045671', countryCode: 'DE' } }],
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data[0]).toEqual(kept);
    expect(replaced.body.data[1].id).toBeGreaterThan(Math.max(...before.data.map((c: { id: number }) => c.id)));
    expect((await get(`${USERS}/2/contacts`)).body.data).toEqual(replaced.body.data);
  });

  it('validates e-mails and phones and refuses foreign ids', async () => {
    const invalid = await send('PUT', `${USERS}/2/contacts`, {
      contacts: [
        { type: 'email', value: 'keine-adresse' },
        { type: 'mobile', value: { number: '+4312345678', countryCode: 'DE' } },
        { id: 1, type: 'email', value: 'jonas@schlossgut-havelblick.de' },
      ],
    });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['contacts.0.value']);
    const rules = await send('PUT', `${USERS}/2/contacts`, {
      contacts: [
        { type: 'mobile', value: { number: '+4312345678', countryCode: 'DE' } },
        { id: 1, type: 'email', value: 'jonas@schlossgut-havelblick.de' },
      ],
    });
    expect(Object.keys(rules.body.errors).sort()).toEqual(['contacts.0.value.number', 'contacts.1.id']);
    expect((await send('PUT', `${USERS}/1/contacts`, { contacts: [] }, await jonas())).status).toBe(403);
  });
});

describe('invitation link', () => {
  const path = '/customers/1/users/5/invitations/einladung-lena-hoffmann-2026';

  it('loads the invited user without login and 404s for any wrong part', async () => {
    const { status, body } = await call('GET', path);
    expect(status).toBe(200);
    expect(body.data).toEqual({ customerId: 1, customerUserId: 5, username: 'neu', name: 'Lena Hoffmann' });
    expect((await call('GET', '/customers/1/users/5/invitations/falscher-hash')).status).toBe(404);
    expect((await call('GET', '/customers/1/users/4/invitations/einladung-lena-hoffmann-2026')).status).toBe(404);
    expect((await call('GET', '/customers/2/users/5/invitations/einladung-lena-hoffmann-2026')).status).toBe(404);
    expect((await call('GET', '/customers/1/users/abc/invitations/einladung-lena-hoffmann-2026')).status).toBe(404);
  });

  it('sets username and password once', async () => {
    expect((await send('PUT', path, { username: 'demo', password: 'Lena2026!' }, null)).status).toBe(409);
    expect((await send('PUT', path, { username: 'lena.hoffmann', password: 'kurz' }, null)).status).toBe(422);
    expect((await send('PUT', path, { username: 'lena.hoffmann', password: 'Lena2026!' }, null)).status).toBe(204);
    await login('lena.hoffmann', 'Lena2026!');
    expect((await get(`${USERS}/5`)).body.data.username).toBe('lena.hoffmann');
    expect((await call('GET', path)).status).toBe(404);
    expect((await send('PUT', path, { username: 'lena.h', password: 'Lena2027!' }, null)).status).toBe(404);
  });
});

describe('customer', () => {
  it('answers the own customer with isPaid and 404 for others', async () => {
    const { status, body } = await get('/customers/1');
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: 1, name: 'Schlossgut Havelblick GmbH', crmStatus: 'prime', isPaid: true });
    expect(body.data).not.toHaveProperty('accountManager');
    expect((await get('/customers/2')).status).toBe(404);
    await resetDatabase('basic-plan');
    expect((await get('/customers/1', await login('demo'))).body.data.isPaid).toBe(false);
  });

  it('lets administrators change the firm data, with config-checked entries', async () => {
    expect((await send('PUT', '/customers/1', { taxNumber: '046/999/00000' }, await jonas())).status).toBe(403);
    const changed = await send('PUT', '/customers/1', { name: 'Schlossgut Havelblick Events GmbH', taxNumber: null });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      name: 'Schlossgut Havelblick Events GmbH',
      taxNumber: null,
      companyExtension: 'GmbH',
    });
    expect((await get('/customers/1')).body.data.name).toBe('Schlossgut Havelblick Events GmbH');
    const invalid = await send('PUT', '/customers/1', { companyExtension: 'AG', name: '' });
    expect(invalid.status).toBe(422);
    expect(Object.keys(invalid.body.errors).sort()).toEqual(['name']);
    expect((await send('PUT', '/customers/1', { companyExtension: 'AG' })).body.errors.companyExtension).toBeTruthy();
    expect((await send('PUT', '/customers/1', {})).status).toBe(422);
  });
});

describe('interaction and SMS logs', () => {
  it('lists the interactions of the user’s leads newest first, filtered by type and window', async () => {
    const { status, body } = await get('/customers/1/interactions?limit=100');
    expect(status).toBe(200);
    expect(body.paging.total).toBeGreaterThan(0);
    expect(body.data.every((i: { providerId: number }) => [101, 102, 103].includes(i.providerId))).toBe(true);
    const times = body.data.map((i: { createdAt: string }) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());

    const calls = await get('/customers/1/interactions?type=phone_call&providerIds=102&limit=100');
    expect(
      calls.body.data.every(
        (i: { type: string; providerId: number }) => i.type === 'phone_call' && i.providerId === 102,
      ),
    ).toBe(true);
    const leadIds = new Set(
      db.leads
        .all()
        .filter((l) => l.provider.id === 102 && !l.deletedAt)
        .map((l) => l.id),
    );
    expect(calls.body.paging.total).toBeGreaterThan(0);
    expect(calls.body.paging.total).toBe(
      db.leadInteractions.all().filter((i) => i.type === 'phone_call' && leadIds.has(i.leadId)).length,
    );

    const staff = await jonas();
    const own = await get('/customers/1/interactions?limit=100', staff);
    expect(own.body.data.every((i: { providerId: number }) => i.providerId === 101)).toBe(true);

    expect((await get('/customers/2/interactions')).status).toBe(404);
    expect((await get('/customers/1/interactions?createdAtStart=2026-10-01&createdAtEnd=2026-09-01')).status).toBe(422);
    expect(
      (await get('/customers/1/interactions?createdAtStart=2019-01-01&createdAtEnd=2019-12-31')).body.paging.total,
    ).toBe(0);
  });

  it('lists the SMS sent for the user’s providers, newest first', async () => {
    const { status, body } = await get('/sms/logs?limit=100');
    expect(status).toBe(200);
    const leadIds = new Set(
      db.leads
        .all()
        .filter((l) => [101, 102, 103].includes(l.provider.id) && !l.deletedAt)
        .map((l) => l.id),
    );
    const sent = db.leadMessages
      .all()
      .filter((m) => m.channel === 'sms' && m.direction === 'outgoing' && leadIds.has(m.leadId));
    expect(sent.length).toBeGreaterThan(0);
    expect(body.paging.total).toBe(sent.length);
    const times = body.data.map((s: { sentAt: string }) => s.sentAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(
      body.data.every(
        (s: { providerId: number; segments: number }) => [101, 102, 103].includes(s.providerId) && s.segments >= 1,
      ),
    ).toBe(true);
    const basic = await get('/sms/logs?limit=100', await login('basic'));
    expect(basic.body.data.every((s: { providerId: number }) => s.providerId === 201)).toBe(true);
  });
});

describe('connected social logins (spec point 6)', () => {
  it('connects a Google or Facebook login to the own user only', async () => {
    const own = await send('POST', `${USERS}/1/social-accounts`, { type: 'facebook', token: 'facebook:demo' });
    expect(own.status).toBe(201);
    expect(db.customerUsers.findFirst((q) => q.where({ id: 1 }))?.facebookId).not.toBeNull();
    const other = await send('POST', `${USERS}/2/social-accounts`, { type: 'google', token: 'google:jonas' });
    expect(other.status).toBe(403);
    expect(db.customerUsers.findFirst((q) => q.where({ id: 2 }))?.googleId).toBeNull();
    const refused = await send('POST', `${USERS}/1/social-accounts`, { type: 'google', token: 'invalid' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ token: 'GOOGLE_CONNECT_ERROR' });
  });
});
