// Attack suite, rights inside one account (issue 12, points 1 and 8): one case per cell of the table in
// docs/security.md, section "Rights inside one account" — rows are actions, columns the five kinds of user of
// the demo customer. Every refusal is checked for its status and code AND for having changed nothing (the
// records are read again from the database); every allowed write for having changed what it says.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { PROVIDER, USER } from '../db/core';
import { addDays, isoDate, now } from '../lib/clock';
import { createMockServer } from '../node';
import { call, login } from './api';

const server = createMockServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

// ---------------------------------------------------------------- the columns

type Column = 'admin' | 'manager' | 'linkedOnly' | 'notLinked' | 'leftJob';

interface Actor {
  username: string;
  password: string;
  userId: number;
  /** The provider the column is about. */
  providerId: number;
  /** The actor's own link to that provider (null: none). */
  linkId: number | null;
}

/** The seeded users of customer 1 (mocks/db/core/users.ts) that stand for the columns. */
const ACTORS: Record<Column, Actor> = {
  // Katharina Vogt, account administrator, can-manage links to 101, 102, 103.
  admin: { username: 'demo', password: 'demo1234', userId: USER.demo, providerId: PROVIDER.havelblick, linkId: 1 },
  // Jonas Albrecht, staff, can-manage link to 101.
  manager: {
    username: 'jonas.albrecht',
    password: 'passwort123',
    userId: USER.jonas,
    providerId: PROVIDER.havelblick,
    linkId: 4,
  },
  // Mia Krause, staff, linked to 102 without can-manage.
  linkedOnly: {
    username: 'mia.krause',
    password: 'passwort123',
    userId: USER.mia,
    providerId: PROVIDER.lichtwerk,
    linkId: 5,
  },
  // Lena Hoffmann (`neu`), staff, linked to no provider; the column is about 101.
  notLinked: { username: 'neu', password: 'neu12345', userId: USER.neu, providerId: PROVIDER.havelblick, linkId: null },
  // Felix Brandt, read-only role, his link to 103 is marked "left the job".
  leftJob: {
    username: 'felix.brandt',
    password: 'passwort123',
    userId: USER.felix,
    providerId: PROVIDER.brautsalon,
    linkId: 6,
  },
};
const COLUMNS = Object.keys(ACTORS) as Column[];
const COLUMN_NAMES: Record<Column, string> = {
  admin: 'administrator',
  manager: 'user with can-manage',
  linkedOnly: 'user linked without can-manage',
  notLinked: 'user not linked',
  leftJob: 'user who left the job',
};

// ---------------------------------------------------------------- the database between cases

/** Refused cases change nothing (each asserts it), so only an allowed write makes the next case reseed. */
let dirty = true;
let tokens = new Map<Column, string>();
beforeEach(async () => {
  if (!dirty) return;
  await resetDatabase('default');
  tokens = new Map();
  dirty = false;
});

async function tokenOf(column: Column): Promise<string> {
  const known = tokens.get(column);
  if (known) return known;
  const { accessToken } = await login(ACTORS[column].username, ACTORS[column].password);
  tokens.set(column, accessToken);
  return accessToken;
}

const userRecord = (id: number) => structuredClone(db.customerUsers.findFirst((q) => q.where({ id })));
const linksOf = (id: number) => userRecord(id)?.customerUserProviders ?? [];

/** A lead of the provider the column is about that can be opened and answered by e-mail. */
function answerableLead(providerId: number) {
  const lead = db.leads
    .all()
    .find(
      (l) =>
        l.providerId === providerId &&
        l.deletedAt === null &&
        l.contactEmail !== null &&
        !l.contactEmail.endsWith('@ungueltig.de'),
    );
  if (!lead) throw new Error(`The seed has no answerable lead of provider ${providerId}.`);
  return lead;
}

// ---------------------------------------------------------------- the rows

type Outcome =
  { status: 200 | 201 | 204 } | { status: 403; code: string } | { status: 404 } | { status: 422; field: string };

const OK = { status: 200 } as const;
const CREATED = { status: 201 } as const;
const DELETED = { status: 204 } as const;
const NOT_FOUND = { status: 404 } as const;
const ADMIN_ONLY = { status: 403, code: 'ACCOUNT_ADMIN_REQUIRED' } as const;
const NEEDS_MANAGE = { status: 403, code: 'PROVIDER_MANAGE_REQUIRED' } as const;
const NOT_LINKED = { status: 403, code: 'PROVIDER_NOT_LINKED' } as const;
/** A provider named in the body that is not the user's, where the operation treats it as a wrong field value. */
const NOT_OWN_PROVIDER_FIELD = { status: 422, field: 'providerId' } as const;

interface Request {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  body?: unknown;
}

interface Row {
  action: string;
  /** A read changes nothing even when allowed; a write must change `state` exactly when allowed. */
  kind: 'read' | 'write';
  request: (actor: Actor, column: Column) => Request;
  /** What the request would change, read from the database. */
  state: (actor: Actor, column: Column) => unknown;
  expected: Record<Column, Outcome>;
}

const USERS = '/customers/1/users';
const signature = '<p>Viele Grüße aus dem Team</p>';

/** The user whose link each column tries to change when it has none of its own: Jonas's link 4 to 101. */
const linkTarget = (actor: Actor) =>
  actor.linkId === null ? { userId: USER.jonas, linkId: 4 } : { userId: actor.userId, linkId: actor.linkId };

const ROWS: Row[] = [
  // -------------------------------------------------------------- users and provider links
  {
    action: "read the account's users",
    kind: 'read',
    request: () => ({ method: 'GET', path: `${USERS}?limit=100` }),
    state: () => db.customerUsers.count(),
    expected: { admin: OK, manager: OK, linkedOnly: OK, notLinked: OK, leftJob: OK },
  },
  {
    action: 'add a user',
    kind: 'write',
    request: (_, column) => ({
      method: 'POST',
      path: USERS,
      body: {
        name: 'Thomas Richter',
        username: `t.richter.${column.toLowerCase()}`,
        password: 'Hochzeit2026',
        passwordMatch: 'Hochzeit2026',
      },
    }),
    state: () => [db.customerUsers.count(), db.credentials.count()],
    expected: {
      admin: CREATED,
      manager: ADMIN_ONLY,
      linkedOnly: ADMIN_ONLY,
      notLinked: ADMIN_ONLY,
      leftJob: ADMIN_ONLY,
    },
  },
  {
    action: 'change their own profile (bio)',
    kind: 'write',
    request: (actor) => ({ method: 'PUT', path: `${USERS}/${actor.userId}`, body: { bio: 'Seit 2019 im Team.' } }),
    state: (actor) => userRecord(actor.userId)?.bio,
    expected: { admin: OK, manager: OK, linkedOnly: OK, notLinked: OK, leftJob: OK },
  },
  {
    action: "change another user's profile",
    kind: 'write',
    request: () => ({ method: 'PUT', path: `${USERS}/${USER.renew}`, body: { bio: 'Geändert von einem Kollegen.' } }),
    state: () => userRecord(USER.renew),
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },
  {
    action: 'give a user a role (their own included)',
    kind: 'write',
    // The administrator makes a colleague read-only; everyone else tries to make themselves administrator.
    request: (actor, column) =>
      column === 'admin'
        ? { method: 'PUT', path: `${USERS}/${USER.renew}`, body: { roleId: 3 } }
        : { method: 'PUT', path: `${USERS}/${actor.userId}`, body: { roleId: 1 } },
    state: (actor, column) => userRecord(column === 'admin' ? USER.renew : actor.userId)?.roleId,
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },
  {
    action: 'delete another user',
    kind: 'write',
    request: () => ({ method: 'DELETE', path: `${USERS}/${USER.renew}` }),
    state: () => [userRecord(USER.renew), db.credentials.count()],
    expected: {
      admin: DELETED,
      manager: ADMIN_ONLY,
      linkedOnly: ADMIN_ONLY,
      notLinked: ADMIN_ONLY,
      leftJob: ADMIN_ONLY,
    },
  },
  {
    action: 'link a user to a provider (themselves included)',
    kind: 'write',
    // The administrator links Lena to 102; everyone else links themselves to a provider they have no link to.
    request: (actor, column) =>
      column === 'admin'
        ? { method: 'POST', path: `${USERS}/${USER.neu}/providers`, body: { providerId: PROVIDER.lichtwerk } }
        : {
            method: 'POST',
            path: `${USERS}/${actor.userId}/providers`,
            body: {
              providerId: column === 'manager' ? PROVIDER.lichtwerk : PROVIDER.havelblick,
              canReceiveLeads: true,
            },
          },
    state: (actor, column) => linksOf(column === 'admin' ? USER.neu : actor.userId),
    expected: {
      admin: CREATED,
      manager: ADMIN_ONLY,
      linkedOnly: ADMIN_ONLY,
      notLinked: ADMIN_ONLY,
      leftJob: ADMIN_ONLY,
    },
  },
  {
    action: 'unlink a user from a provider (themselves included)',
    kind: 'write',
    // The administrator unlinks Tobias from 101; everyone else removes their own link (Lena has none: Jonas's).
    request: (actor, column) => {
      const target = column === 'admin' ? { userId: USER.renew, linkId: 7 } : linkTarget(actor);
      return { method: 'DELETE', path: `${USERS}/${target.userId}/providers/${target.linkId}` };
    },
    state: (actor, column) => linksOf(column === 'admin' ? USER.renew : linkTarget(actor).userId),
    expected: {
      admin: DELETED,
      manager: ADMIN_ONLY,
      linkedOnly: ADMIN_ONLY,
      notLinked: ADMIN_ONLY,
      leftJob: ADMIN_ONLY,
    },
  },
  {
    action: 'grant can-manage on a link',
    kind: 'write',
    // The administrator grants Mia edit rights for 102; everyone else tries it on their own link.
    request: (actor, column) => {
      const target = column === 'admin' ? { userId: USER.mia, linkId: 5 } : linkTarget(actor);
      return { method: 'PUT', path: `${USERS}/${target.userId}/providers/${target.linkId}`, body: { canManage: true } };
    },
    state: (actor, column) => linksOf(column === 'admin' ? USER.mia : linkTarget(actor).userId),
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },
  {
    action: 'change the lead and contact flags of a link',
    kind: 'write',
    request: (actor, column) => {
      const target = column === 'admin' ? { userId: USER.jonas, linkId: 4 } : linkTarget(actor);
      return {
        method: 'PUT',
        path: `${USERS}/${target.userId}/providers/${target.linkId}`,
        body: { canReceiveLeadsSms: false, showAsContact: true },
      };
    },
    state: (actor, column) => linksOf(column === 'admin' ? USER.jonas : linkTarget(actor).userId),
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },
  {
    action: 'set or clear "left the job"',
    kind: 'write',
    // The administrator takes Felix back; Felix tries to clear his own flag (attack 3), the others to clear it
    // for Felix (Lena) or to set it on their own link.
    request: (actor, column) => {
      if (column === 'admin' || column === 'notLinked')
        return { method: 'PUT', path: `${USERS}/${USER.felix}/providers/6`, body: { hasLeftJob: false } };
      return {
        method: 'PUT',
        path: `${USERS}/${actor.userId}/providers/${actor.linkId}`,
        body: { hasLeftJob: column !== 'leftJob' },
      };
    },
    state: (actor, column) => linksOf(column === 'admin' || column === 'notLinked' ? USER.felix : actor.userId),
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },
  {
    action: 'change the name and signature of their own link',
    kind: 'write',
    // Lena has no link of her own and tries Jonas's; Felix's own link is marked "left the job".
    request: (actor) => {
      const target = linkTarget(actor);
      return {
        method: 'PUT',
        path: `${USERS}/${target.userId}/providers/${target.linkId}`,
        body: { name: 'Neuer Anzeigename', signatureContent: signature },
      };
    },
    state: (actor) => linksOf(linkTarget(actor).userId),
    expected: { admin: OK, manager: OK, linkedOnly: OK, notLinked: ADMIN_ONLY, leftJob: NOT_LINKED },
  },
  {
    action: "change the company's data",
    kind: 'write',
    request: () => ({ method: 'PUT', path: '/customers/1', body: { taxNumber: '046/999/00000' } }),
    state: () => structuredClone(db.customers.findFirst((q) => q.where({ id: 1 }))),
    expected: { admin: OK, manager: ADMIN_ONLY, linkedOnly: ADMIN_ONLY, notLinked: ADMIN_ONLY, leftJob: ADMIN_ONLY },
  },

  // -------------------------------------------------------------- the provider the column is about
  {
    action: 'read the provider',
    kind: 'read',
    request: (actor) => ({ method: 'GET', path: `/providers/${actor.providerId}` }),
    state: (actor) => structuredClone(db.providers.findFirst((q) => q.where({ id: actor.providerId }))),
    expected: { admin: OK, manager: OK, linkedOnly: OK, notLinked: NOT_FOUND, leftJob: NOT_FOUND },
  },
  {
    action: "read one of the provider's couples (a lead)",
    kind: 'read',
    request: (actor) => ({ method: 'GET', path: `/leads/${answerableLead(actor.providerId).id}` }),
    state: (actor) => structuredClone(answerableLead(actor.providerId)),
    expected: { admin: OK, manager: OK, linkedOnly: OK, notLinked: NOT_LINKED, leftJob: NOT_LINKED },
  },
  {
    action: 'answer a couple of the provider by e-mail',
    kind: 'write',
    request: (actor) => ({
      method: 'POST',
      path: `/leads/${answerableLead(actor.providerId).id}/messages`,
      body: { body: '<p>Vielen Dank für Ihre Anfrage!</p>' },
    }),
    state: (actor) => db.leadMessages.all().filter((m) => m.leadId === answerableLead(actor.providerId).id).length,
    expected: { admin: CREATED, manager: CREATED, linkedOnly: CREATED, notLinked: NOT_LINKED, leftJob: NOT_LINKED },
  },
  {
    action: "change the provider's profile",
    kind: 'write',
    request: (actor) => ({ method: 'PUT', path: `/providers/${actor.providerId}`, body: { address: 'Am Ufer 1' } }),
    state: (actor) => [
      structuredClone(db.providers.findFirst((q) => q.where({ id: actor.providerId }))),
      db.providerDataUpdates.all().filter((c) => c.providerId === actor.providerId),
    ],
    expected: { admin: OK, manager: OK, linkedOnly: NEEDS_MANAGE, notLinked: NOT_FOUND, leftJob: NOT_FOUND },
  },
  {
    action: 'create a gallery',
    kind: 'write',
    request: (actor) => ({
      method: 'POST',
      path: `/providers/${actor.providerId}/galleries`,
      body: { name: 'Probeaufnahmen Rechte', type: 'photo' },
    }),
    state: (actor) => db.galleries.all().filter((g) => g.providerId === actor.providerId).length,
    expected: { admin: CREATED, manager: CREATED, linkedOnly: NEEDS_MANAGE, notLinked: NOT_FOUND, leftJob: NOT_FOUND },
  },
  {
    action: 'add a calendar event',
    kind: 'write',
    request: (actor) => {
      const day = isoDate(addDays(now(), 200));
      return {
        method: 'POST',
        path: `/providers/${actor.providerId}/calendar-events`,
        body: { title: 'Privatfeier', startDate: day, endDate: day, availability: 'blocked' },
      };
    },
    state: (actor) => db.calendarEvents.all().filter((e) => e.providerId === actor.providerId).length,
    expected: { admin: CREATED, manager: CREATED, linkedOnly: NEEDS_MANAGE, notLinked: NOT_FOUND, leftJob: NOT_FOUND },
  },
  {
    action: 'add a product',
    kind: 'write',
    request: (actor) => ({
      method: 'POST',
      path: '/provider-items',
      body: { providerId: actor.providerId, name: 'Sektempfang im Park', price: 900 },
    }),
    state: (actor) => db.providerItems.all().filter((item) => item.providerId === actor.providerId).length,
    expected: {
      admin: CREATED,
      manager: CREATED,
      linkedOnly: NEEDS_MANAGE,
      notLinked: NOT_OWN_PROVIDER_FIELD,
      leftJob: NOT_OWN_PROVIDER_FIELD,
    },
  },
  {
    action: 'publish a discount',
    kind: 'write',
    request: (actor) => ({
      method: 'POST',
      path: '/discounts',
      body: {
        providerId: actor.providerId,
        discountType: 'discount',
        discountRatio: 10,
        intro: '10 % auf Hochzeiten an Freitagen.',
        validFrom: isoDate(addDays(now(), 1)),
        validUntil: isoDate(addDays(now(), 90)),
      },
    }),
    state: (actor) => db.discounts.all().filter((d) => d.providerId === actor.providerId).length,
    expected: {
      admin: CREATED,
      manager: CREATED,
      linkedOnly: NEEDS_MANAGE,
      notLinked: NOT_LINKED,
      leftJob: NOT_LINKED,
    },
  },
];

// ---------------------------------------------------------------- one case per cell

async function attempt(column: Column, request: Request) {
  return call(request.method, request.path, { token: await tokenOf(column), body: request.body });
}

describe.each(ROWS)('rights table: $action', (row) => {
  it.each(COLUMNS.map((column) => ({ column, name: COLUMN_NAMES[column] })))('$name', async ({ column }) => {
    const actor = ACTORS[column];
    const expected = row.expected[column];
    const before = row.state(actor, column);
    const result = await attempt(column, row.request(actor, column));
    const after = row.state(actor, column);
    expect(result.status, JSON.stringify(result.body)).toBe(expected.status);
    if (expected.status >= 400) {
      if ('code' in expected) expect(result.body.code).toBe(expected.code);
      if ('field' in expected) expect(result.body.errors).toHaveProperty([expected.field]);
      // Refused: nothing changed.
      expect(after).toEqual(before);
    } else if (row.kind === 'write') {
      dirty = true;
      expect(after).not.toEqual(before);
    } else {
      expect(after).toEqual(before);
    }
  });
});

// ---------------------------------------------------------------- the four attacks of issue 12

describe('attacks from inside the account (issue 12)', () => {
  beforeEach(() => {
    // Each attack runs several requests; start the next one from the seed whatever happened.
    dirty = true;
  });

  it('a user linked to no provider (neu) cannot link herself to 101, nor then read its leads or change it', async () => {
    const lena = await tokenOf('notLinked');
    const lead = answerableLead(PROVIDER.havelblick);
    const before = linksOf(USER.neu);
    const link = await call('POST', `${USERS}/${USER.neu}/providers`, {
      token: lena,
      body: { providerId: PROVIDER.havelblick, canReceiveLeads: true },
    });
    expect(link.status).toBe(403);
    expect(link.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    expect(linksOf(USER.neu)).toEqual(before);
    expect((await call('GET', `/leads/${lead.id}`, { token: lena })).body.code).toBe('PROVIDER_NOT_LINKED');
    expect((await call('GET', `/leads?providerIds=${PROVIDER.havelblick}`, { token: lena })).body.paging.total).toBe(0);
    const provider = structuredClone(db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick })));
    const change = await call('PUT', `/providers/${PROVIDER.havelblick}`, {
      token: lena,
      body: { name: 'Übernommen' },
    });
    expect(change.status).toBe(404);
    expect(db.providers.findFirst((q) => q.where({ id: PROVIDER.havelblick }))).toEqual(provider);
    expect(db.providerDataUpdates.all().filter((c) => c.requestedBy.id === USER.neu)).toEqual([]);
  });

  it("a user linked to 101 only cannot link himself to 102 and read its couples' e-mail addresses", async () => {
    const jonas = await tokenOf('manager');
    const before = linksOf(USER.jonas);
    const link = await call('POST', `${USERS}/${USER.jonas}/providers`, {
      token: jonas,
      body: { providerId: PROVIDER.lichtwerk },
    });
    expect(link.status).toBe(403);
    expect(link.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    expect(linksOf(USER.jonas)).toEqual(before);
    const leads = await call('GET', `/leads?providerIds=${PROVIDER.lichtwerk}&limit=100`, { token: jonas });
    expect(leads.status).toBe(200);
    expect(leads.body.paging.total).toBe(0);
    const lead = answerableLead(PROVIDER.lichtwerk);
    const one = await call('GET', `/leads/${lead.id}`, { token: jonas });
    expect(one.status).toBe(403);
    expect(JSON.stringify(one.body)).not.toContain(lead.contactEmail);
  });

  it('a user marked "left the job" cannot clear the flag himself and reads no leads', async () => {
    const felix = await tokenOf('leftJob');
    const before = linksOf(USER.felix);
    const clear = await call('PUT', `${USERS}/${USER.felix}/providers/6`, {
      token: felix,
      body: { hasLeftJob: false },
    });
    expect(clear.status).toBe(403);
    expect(clear.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    expect(linksOf(USER.felix)).toEqual(before);
    expect((await call('GET', '/leads?limit=100', { token: felix })).body.paging.total).toBe(0);
    const lead = answerableLead(PROVIDER.brautsalon);
    expect((await call('GET', `/leads/${lead.id}`, { token: felix })).status).toBe(403);
  });

  it('a user without can-manage cannot delete and re-create his link to gain edit rights', async () => {
    const mia = await tokenOf('linkedOnly');
    const before = linksOf(USER.mia);
    const unlink = await call('DELETE', `${USERS}/${USER.mia}/providers/5`, { token: mia });
    expect(unlink.status).toBe(403);
    expect(unlink.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    const relink = await call('POST', `${USERS}/${USER.mia}/providers`, {
      token: mia,
      body: { providerId: PROVIDER.lichtwerk },
    });
    expect(relink.status).toBe(403);
    expect(relink.body.code).toBe('ACCOUNT_ADMIN_REQUIRED');
    expect(linksOf(USER.mia)).toEqual(before);
    const queueBefore = db.providerDataUpdates.all().filter((c) => c.providerId === PROVIDER.lichtwerk);
    const edit = await call('PUT', `/providers/${PROVIDER.lichtwerk}`, { token: mia, body: { address: 'Am Ufer 1' } });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    expect(db.providerDataUpdates.all().filter((c) => c.providerId === PROVIDER.lichtwerk)).toEqual(queueBefore);
  });

  it('even when an administrator re-creates a link, it carries no edit rights unless granted', async () => {
    const admin = await tokenOf('admin');
    expect((await call('DELETE', `${USERS}/${USER.jonas}/providers/4`, { token: admin })).status).toBe(204);
    const relinked = await call('POST', `${USERS}/${USER.jonas}/providers`, {
      token: admin,
      body: { providerId: PROVIDER.havelblick },
    });
    expect(relinked.status).toBe(201);
    expect(relinked.body.data.canManage).toBe(false);
    const jonas = await tokenOf('manager');
    const edit = await call('PUT', `/providers/${PROVIDER.havelblick}`, {
      token: jonas,
      body: { address: 'Am Ufer 1' },
    });
    expect(edit.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    const granted = await call('PUT', `${USERS}/${USER.jonas}/providers/${relinked.body.data.id}`, {
      token: admin,
      body: { canManage: true },
    });
    expect(granted.body.data.canManage).toBe(true);
    expect(
      (await call('PUT', `/providers/${PROVIDER.havelblick}`, { token: jonas, body: { address: 'Am Ufer 1' } })).status,
    ).toBe(200);
  });

  it('a read-only user gets no edit rights from a can-manage link', async () => {
    await db.customerUsers.update((q) => q.where({ id: USER.jonas }), {
      data(user) {
        user.roleId = 3;
      },
    });
    const jonas = await tokenOf('manager');
    const edit = await call('PUT', `/providers/${PROVIDER.havelblick}`, {
      token: jonas,
      body: { address: 'Am Ufer 1' },
    });
    expect(edit.status).toBe(403);
    expect(edit.body.code).toBe('PROVIDER_MANAGE_REQUIRED');
    const permissions = await call('GET', `/providers/${PROVIDER.havelblick}/permissions`, { token: jonas });
    expect(permissions.body.data.canManage).toBe(false);
  });
});
