// Rights and strict input of the template, attachment and signature writes (issue 15; docs/security.md,
// "Templates, signatures and attachments"): account-wide records need an account administrator, a provider's
// records can-manage on the user's active link to it; every refusal changes nothing.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  await resetDatabase('default');
});

const PASSWORD = 'passwort123';

async function as(username: string) {
  const session = await login(username, username === 'demo' ? undefined : PASSWORD);
  const token = session.accessToken;
  return {
    session,
    post: (path: string, body?: unknown) => call('POST', path, { token, body }),
    put: (path: string, body?: unknown) => call('PUT', path, { token, body }),
    del: (path: string) => call('DELETE', path, { token }),
  };
}

const template = (providerId: number | null, name = `Vorlage ${providerId ?? 'alle'}`) => ({
  name,
  subject: 'Ihre Anfrage',
  content: '<p>Liebe {{coupleName}},</p>',
  providerId,
});

function upload(providerId?: number): FormData {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(128)], 'preise.pdf', { type: 'application/pdf' }));
  if (providerId !== undefined) form.append('providerId', String(providerId));
  return form;
}

/** A template and an attachment of the provider (null: for all), seeded directly. */
function recordsOf(providerId: number | null) {
  const templateRecord = db.mailTemplates.all().find((t) => t.customerId === 1 && t.providerId === providerId);
  const attachmentRecord = db.attachments.all().find((a) => a.customerId === 1 && a.providerId === providerId);
  if (!templateRecord || !attachmentRecord) throw new Error(`no seeded records for provider ${providerId}`);
  return { templateRecord, attachmentRecord };
}

describe('template and attachment writes', () => {
  it('lets an administrator with can-manage write account-wide and provider records', async () => {
    const demo = await as('demo');
    expect((await demo.post('/customers/1/templates', template(null))).status).toBe(201);
    expect((await demo.post('/customers/1/templates', template(101))).status).toBe(201);
    expect(
      (await call('POST', '/customers/1/attachments', { token: demo.session.accessToken, body: upload() })).status,
    ).toBe(201);
  });

  it('lets a user with can-manage write their provider’s records, not account-wide ones (403 ACCOUNT_ADMIN_REQUIRED)', async () => {
    const jonas = await as('jonas.albrecht');
    expect((await jonas.post('/customers/1/templates', template(101))).status).toBe(201);
    const accountWide = await jonas.post('/customers/1/templates', template(null));
    expect(accountWide).toMatchObject({ status: 403, body: { code: 'ACCOUNT_ADMIN_REQUIRED' } });
    const token = jonas.session.accessToken;
    expect((await call('POST', '/customers/1/attachments', { token, body: upload(101) })).status).toBe(201);
    expect(await call('POST', '/customers/1/attachments', { token, body: upload() })).toMatchObject({
      status: 403,
      body: { code: 'ACCOUNT_ADMIN_REQUIRED' },
    });
    const { templateRecord, attachmentRecord } = recordsOf(null);
    expect((await jonas.put(`/customers/1/templates/${templateRecord.id}`, { subject: 'Gekapert' })).status).toBe(403);
    expect((await jonas.del(`/customers/1/templates/${templateRecord.id}`)).status).toBe(403);
    expect((await jonas.del(`/customers/1/attachments/${attachmentRecord.id}`)).status).toBe(403);
    expect(db.mailTemplates.findFirst((q) => q.where({ id: templateRecord.id }))?.subject).toBe(templateRecord.subject);
    expect(db.attachments.findFirst((q) => q.where({ id: attachmentRecord.id }))).toBeDefined();
  });

  it('refuses another provider’s records without a link (403 PROVIDER_NOT_LINKED), also as a move target', async () => {
    const jonas = await as('jonas.albrecht');
    expect(await jonas.post('/customers/1/templates', template(102))).toMatchObject({
      status: 403,
      body: { code: 'PROVIDER_NOT_LINKED' },
    });
    const own = await jonas.post('/customers/1/templates', template(101));
    const moved = await jonas.put(`/customers/1/templates/${own.body.data.id}`, { providerId: 102 });
    expect(moved).toMatchObject({ status: 403, body: { code: 'PROVIDER_NOT_LINKED' } });
    expect(db.mailTemplates.findFirst((q) => q.where({ id: own.body.data.id }))?.providerId).toBe(101);
  });

  it('refuses a linked user without can-manage and the read-only role (403 PROVIDER_MANAGE_REQUIRED)', async () => {
    const mia = await as('mia.krause');
    expect(await mia.post('/customers/1/templates', template(102))).toMatchObject({
      status: 403,
      body: { code: 'PROVIDER_MANAGE_REQUIRED' },
    });
    expect(
      await call('POST', '/customers/1/attachments', { token: mia.session.accessToken, body: upload(102) }),
    ).toMatchObject({ status: 403, body: { code: 'PROVIDER_MANAGE_REQUIRED' } });
    const felix = await as('felix.brandt');
    expect((await felix.post('/customers/1/templates', template(103))).status).toBe(403);
    expect((await felix.post('/customers/1/templates', template(null))).status).toBe(403);
  });

  it('lets a user read the account-wide templates and attachments and those of providers actively linked only', async () => {
    const read = async (username: string, path: string) => {
      const { accessToken } = (await as(username)).session;
      const answer = await call('GET', path, { token: accessToken });
      return answer;
    };
    const providersOf = (rows: Array<{ providerId: number | null }>) =>
      [...new Set(rows.map((row) => row.providerId))].sort();
    for (const list of ['templates', 'attachments']) {
      const all = await read('demo', `/customers/1/${list}?limit=100`);
      expect(all.status).toBe(200);
      expect(providersOf(all.body.data)).toContain(null);
      // Felix has no active link (he left the job): the account-wide ones only, and a provider filter is refused.
      const felix = await read('felix.brandt', `/customers/1/${list}?limit=100`);
      expect(providersOf(felix.body.data)).toEqual([null]);
      expect((await read('felix.brandt', `/customers/1/${list}?providerId=103`)).body).toMatchObject({
        code: 'PROVIDER_NOT_LINKED',
      });
      // Mia is linked to the photographer only: its rows and the account-wide ones.
      const mia = await read('mia.krause', `/customers/1/${list}?limit=100`);
      for (const providerId of providersOf(mia.body.data)) expect([null, 102]).toContain(providerId);
    }
  });

  it('checks the body before the rights: junk is 422 on its field whoever sends it', async () => {
    const mia = await as('mia.krause');
    const junk = await mia.post('/customers/1/templates', {
      name: '',
      subject: 'x',
      content: '<p>x</p>',
      providerId: 0,
    });
    expect(junk.status).toBe(422);
    expect(Object.keys(junk.body.errors ?? {})).toContain('providerId');
  });
});

describe('signature writes', () => {
  it('stores a path or an https image and refuses any other address with 422 on signatureImage', async () => {
    const demo = await as('demo');
    const link = db.customerUsers.findFirst((q) => q.where({ id: demo.session.customerUserId }))
      ?.customerUserProviders[0];
    if (!link) throw new Error('demo has no link');
    const path = `/customers/1/users/${demo.session.customerUserId}/providers/${link.id}`;
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,AAAA',
      'http://tracker.example/p.png',
      '//evil.example/x.png',
    ]) {
      const refused = await demo.put(path, { signatureImage: image });
      expect(refused.status, image).toBe(422);
      expect(refused.body.errors?.signatureImage, image).toBeTruthy();
    }
    expect(
      (await demo.put(path, { signatureImage: 'https://cdn.hochzeitsportal.de/attachments/1/logo.png' })).status,
    ).toBe(200);
    expect(
      (await demo.put(path, { signatureImage: '/uploads/signatures/logo.png', signatureContent: null })).status,
    ).toBe(200);
  });
});
