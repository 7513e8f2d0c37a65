// Rights parity (issue 37, "How to make it stay right"): the portal decides what to offer from what the server
// tells it — `GET /providers/{id}/permissions` (an answer at all: an active link; `canManage`: may change the
// provider) and the user's own record (`roleId` 1: account administrator). This test holds the mock to those
// answers for every operation of the API document a logged-in user calls, every user of the demo accounts and
// every provider of the user's account:
//   - a provider-scoped read or a write that is work with couples succeeds exactly when the permissions answer;
//   - a change of the provider's data succeeds exactly when it says canManage;
//   - users, links, company data, saved cards and account-wide templates succeed exactly for role 1;
//   - every refusal is the documented rights answer: 404 or 403 PROVIDER_NOT_LINKED (or 422 on providerId)
//     without an active link, 403 PROVIDER_MANAGE_REQUIRED without can-manage, 403 ACCOUNT_ADMIN_REQUIRED, each
//     code named by the operation's description or its 403 answer in the document.
// The operations and their rights come from the table in rights-parity-cases/; the document decides which
// operations must be in it (every authenticated one) and which rights the document itself promises (a 403
// answer ForbiddenProviderWrite needs a can-manage case, ForbiddenAccountAdmin an administrator case).
//
// Besides the seeded users (README, "Demo logins"), three users complete the grid of role and link: a read-only
// user with a can-manage link, an administrator without can-manage (and with a link marked "left the job"), and
// a staff member who left the job of a can-manage link. Two more users per account, who never log in, are what
// the administrator operations change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { db, resetDatabase } from '../db';
import { CUSTOMER, USER } from '../db/core';
import { createHandlers } from '../handlers';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import { login } from './api';
import { defaultInput, type Json, operationObject, parametersOf, resolveRef, urlFor } from './document';
import { type Right, type RightsCase, type RightsRequest, RIGHTS_CASES } from './rights-parity-cases';

const server = createMockServer();

// ---------------------------------------------------------------- who calls

interface Caller {
  username: string;
  password: string;
}

const SEEDED: Caller[] = [
  { username: 'demo', password: 'demo1234' },
  { username: 'basic', password: 'basic1234' },
  { username: 'neu', password: 'neu12345' },
  { username: 'renew', password: 'renew1234' },
  { username: 'jonas.albrecht', password: 'passwort123' },
  { username: 'mia.krause', password: 'passwort123' },
  { username: 'felix.brandt', password: 'passwort123' },
];

interface LinkFlags {
  canManage: boolean;
  hasLeftJob?: boolean;
}

interface AddedUser {
  username: string;
  name: string;
  customerId: number;
  roleId: number;
  /** 'all': a link without can-manage to every provider of the account. */
  links: Record<number, LinkFlags> | 'all';
  /** Logs in (a caller) or is only changed by the administrator operations. */
  logsIn: boolean;
}

const ADDED: AddedUser[] = [
  {
    username: 'lesen.mitrecht',
    name: 'Nina Sommer',
    customerId: CUSTOMER.schlossgut,
    roleId: 3,
    links: { 101: { canManage: true }, 102: { canManage: false } },
    logsIn: true,
  },
  {
    username: 'admin.ohnerecht',
    name: 'Paul Winter',
    customerId: CUSTOMER.schlossgut,
    roleId: 1,
    links: { 101: { canManage: false }, 102: { canManage: true, hasLeftJob: true } },
    logsIn: true,
  },
  {
    username: 'team.ehemalig',
    name: 'Carla Herbst',
    customerId: CUSTOMER.schlossgut,
    roleId: 2,
    links: { 101: { canManage: true, hasLeftJob: true } },
    logsIn: true,
  },
  ...[CUSTOMER.schlossgut, CUSTOMER.elbblick].flatMap((customerId) => [
    {
      username: `ersatz.linked.${customerId}`,
      name: 'Ersatz Mitarbeiterin',
      customerId,
      roleId: 2,
      links: 'all' as const,
      logsIn: false,
    },
    { username: `ersatz.unlinked.${customerId}`, name: 'Ersatz Neu', customerId, roleId: 2, links: {}, logsIn: false },
  ]),
];

const PASSWORD = 'passwort123';

function linksOf(added: AddedUser): Record<number, LinkFlags> {
  if (added.links !== 'all') return added.links;
  return Object.fromEntries(
    db.providers
      .all()
      .filter((p) => p.customerId === added.customerId)
      .map((p) => [p.id, { canManage: false }]),
  );
}

/** Adds the users of ADDED to the seeded database, copies of the seeded user without a link (neu). */
async function addUsers(): Promise<void> {
  const model = db.customerUsers.findFirst((q) => q.where({ id: USER.neu }));
  const summaries = new Map(
    db.customerUsers
      .all()
      .flatMap((u) => u.customerUserProviders)
      .map((link) => [link.providerId, link.provider]),
  );
  if (!model) throw new Error('The seed has no user neu.');
  let userId = Math.max(...db.customerUsers.all().map((u) => u.id));
  let linkId = Math.max(...db.customerUsers.all().flatMap((u) => u.customerUserProviders.map((l) => l.id)));
  let credentialId = Math.max(...db.credentials.all().map((c) => c.id));
  for (const added of ADDED) {
    userId += 1;
    await db.customerUsers.create({
      ...structuredClone(model),
      id: userId,
      customerId: added.customerId,
      username: added.username,
      name: added.name,
      roleId: added.roleId,
      emails: [`${added.username}@beispiel.de`],
      contacts: [],
      uuid: crypto.randomUUID(),
      customerUserProviders: Object.entries(linksOf(added)).map(([providerId, flags]) => {
        const provider = summaries.get(Number(providerId));
        if (!provider) throw new Error(`No link of the seed names provider ${providerId}.`);
        linkId += 1;
        return {
          id: linkId,
          providerId: Number(providerId),
          provider: structuredClone(provider),
          name: added.name,
          canReceiveLeads: false,
          canReceiveLeadsSms: false,
          showAsContact: false,
          canManage: flags.canManage,
          hasLeftJob: flags.hasLeftJob ?? false,
          signatureContent: null,
          signatureImage: null,
        };
      }),
    });
    if (added.logsIn) {
      credentialId += 1;
      await db.credentials.create({
        id: credentialId,
        username: added.username,
        password: PASSWORD,
        customerUserId: userId,
        isAdmin: false,
        passwordChangeRequired: false,
      });
    }
  }
}

interface Session {
  username: string;
  userId: number;
  customerId: number;
  headers: Record<string, string>;
}

let sessions: Session[] = [];
let tokens: ReturnType<typeof db.accessTokens.all> = [];

/** The seed, the added users and the sessions of the callers: the state every operation starts from. */
async function restoreBase(): Promise<void> {
  await resetDatabase('default');
  await addUsers();
  for (const token of tokens) await db.accessTokens.create(structuredClone(token));
  dirty = false;
}

// ---------------------------------------------------------------- what the portal reads

interface Truth {
  /** GET /providers/{id}/permissions answered (an active link). */
  linked: boolean;
  canManage: boolean;
  /** A plan gate of the provider is closed (a refusal with a plan code is then no rights answer). */
  planGated: boolean;
}

const truths = new Map<string, Truth>();
const admins = new Map<string, boolean>();
const providersOf = new Map<number, number[]>();

async function get(session: Session, path: string) {
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, { headers: session.headers });
  return { status: response.status, body: (await response.json()) as Json };
}

async function readTruths(): Promise<void> {
  for (const session of sessions) {
    const own = await get(session, `/customers/${session.customerId}/users/${session.userId}`);
    admins.set(session.username, (own.body.data as Json).roleId === 1);
    for (const providerId of providersOf.get(session.customerId) ?? []) {
      const answer = await get(session, `/providers/${providerId}/permissions`);
      if (answer.status !== 200 && answer.status !== 404)
        throw new Error(`permissions of ${providerId} for ${session.username}: ${answer.status}`);
      const data = (answer.body.data ?? {}) as Json;
      truths.set(`${session.username} ${providerId}`, {
        linked: answer.status === 200,
        canManage: data.canManage === true,
        planGated: Object.values(data).some((value) => value === false),
      });
    }
  }
}

// ---------------------------------------------------------------- the document

const RIGHTS_CODES = ['PROVIDER_NOT_LINKED', 'PROVIDER_MANAGE_REQUIRED', 'ACCOUNT_ADMIN_REQUIRED'];

/** Every text of the document about an operation's refusals: its description and its 403 answer. */
function refusalTexts(op: OperationInfo): string {
  const operation = operationObject(op);
  const forbidden = operation.responses && (operation.responses as Json)['403'];
  return JSON.stringify([operation.description, resolveRef(forbidden as Json | undefined)]);
}

/**
 * Rights codes the mock answers (by the rule of docs/security.md) that the API document does not name yet for the
 * operation: its 403 answer is the generic `Forbidden` and its description does not say them. Reported to the
 * document's owner; the mock is right. The last test fails once the document names one, so the entry goes.
 */
const DOCUMENT_GAPS: Record<string, { codes: string[]; why: string }> = {};

/**
 * Operations whose document answers a provider of the account without an active link with another code than
 * PROVIDER_NOT_LINKED (the code of the document's own Forbidden answer and docs/security.md). The mock follows the
 * operation's document; reported as an inconsistency of the document.
 */
const UNLINKED_CODES: Record<string, { code: string; why: string }> = {};

const documented = (op: OperationInfo, code: string) =>
  refusalTexts(op).includes(code) || DOCUMENT_GAPS[op.operationId]?.codes.includes(code) === true;

const forbiddenRef = (op: OperationInfo) =>
  String(((operationObject(op).responses as Json)['403'] as Json | undefined)?.$ref ?? '');

/** Whether the document ties the operation to a provider: in the path, or providerId in the query or body. */
function namesProvider(op: OperationInfo): boolean {
  if (/^\/(stats\/)?providers\/\{id\}/.test(op.path)) return true;
  if (parametersOf(op).some((p) => p.in === 'query' && /^providerIds?$/.test(String(p.name)))) return true;
  return /"providerId"/.test(JSON.stringify(resolveDeep(operationObject(op).requestBody)));
}

function resolveDeep(node: unknown, depth = 0): unknown {
  if (depth > 6 || !node || typeof node !== 'object') return node;
  const resolved = resolveRef(node as Json);
  if (Array.isArray(resolved)) return resolved.map((item) => resolveDeep(item, depth + 1));
  return Object.fromEntries(Object.entries(resolved).map(([key, value]) => [key, resolveDeep(value, depth + 1)]));
}

// ---------------------------------------------------------------- one call

type Expected = 'allowed' | 'notLinked' | 'manageRequired' | 'adminRequired';

function expectedFor(right: Right, truth: Truth, admin: boolean): Expected {
  if (right === 'admin') return admin ? 'allowed' : 'adminRequired';
  if (right === 'filter') return 'allowed';
  if (!truth.linked) return 'notLinked';
  if (right === 'manage' && !truth.canManage) return 'manageRequired';
  return 'allowed';
}

/**
 * The handler of each operation. The calls of the cases go to it directly: through the server, MSW matches each
 * request against every handler of the mock, compiling each one's path again (about 7 ms a call; this file makes
 * some 2,500). The handler runs as it does behind the server: session, content type, rights, the answer check.
 */
const handlers = new Map(
  createHandlers(TEST_API_BASE_URL).map((handler) => [`${handler.info.method} ${handler.info.path}`, handler]),
);

async function send(op: OperationInfo, session: Session, request: RightsRequest) {
  const handler = handlers.get(`${op.method} ${TEST_API_BASE_URL}${op.path.replace(/\{([^}]+)\}/g, ':$1')}`);
  if (!handler) throw new Error(`no mock handler for ${op.operationId}`);
  const isForm = request.body instanceof FormData;
  const outgoing = new Request(urlFor(op, { params: request.params, query: request.query }), {
    method: op.method,
    headers: {
      ...session.headers,
      ...(request.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
    },
    body: request.body === undefined ? undefined : isForm ? (request.body as FormData) : JSON.stringify(request.body),
  });
  const result = await handler.run({ request: outgoing, requestId: crypto.randomUUID() });
  const response = result?.response;
  if (!response) throw new Error(`the handler of ${op.operationId} did not answer ${outgoing.url}`);
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as Json | undefined };
}

/** Rows of the provider in a list answer (records carry providerId or a provider summary). */
function rowsOfProvider(body: Json | undefined, providerId: number): number {
  const rows = Array.isArray(body?.data) ? (body.data as Json[]) : [];
  return rows.filter((row) => row.providerId === providerId || (row.provider as Json | undefined)?.id === providerId)
    .length;
}

/** What is wrong with the answer (null: it is the expected one). */
function problemOf(
  op: OperationInfo,
  right: Right,
  expected: Expected,
  truth: Truth,
  providerId: number,
  answer: { status: number; body: Json | undefined },
): string | null {
  const code = typeof answer.body?.code === 'string' ? answer.body.code : undefined;
  const errors = (answer.body?.errors ?? {}) as Json;
  if (answer.status === 403 && code && RIGHTS_CODES.includes(code) && !documented(op, code))
    return `refused with ${code}, which the document does not name for ${op.operationId}`;
  if (expected === 'allowed') {
    if (answer.status >= 200 && answer.status < 300) {
      if (right === 'filter' && !truth.linked && rowsOfProvider(answer.body, providerId) > 0)
        return 'lists records of a provider without an active link';
      return null;
    }
    const planRefusal =
      answer.status === 403 && code !== undefined && !RIGHTS_CODES.includes(code) && code !== 'FORBIDDEN';
    if (planRefusal && truth.planGated) return null;
    return 'refused although the portal is told it may';
  }
  if (expected === 'notLinked') {
    if (answer.status === 404 || (answer.status === 403 && code === 'PROVIDER_NOT_LINKED')) return null;
    if (answer.status === 403 && code !== undefined && UNLINKED_CODES[op.operationId]?.code === code) return null;
    if (answer.status === 422 && 'providerId' in errors) return null;
    return answer.status < 300 ? 'accepted without an active link' : 'not the documented answer without an active link';
  }
  const wanted = expected === 'manageRequired' ? 'PROVIDER_MANAGE_REQUIRED' : 'ACCOUNT_ADMIN_REQUIRED';
  if (answer.status === 403 && code === wanted) return null;
  return answer.status < 300 ? `accepted although ${wanted} is what the portal is told` : `not 403 ${wanted}`;
}

// ---------------------------------------------------------------- the cases

const authenticated = operations.filter((op) => op.authenticated);
const byId = new Map(operations.map((op) => [op.operationId, op]));

let dirty = false;
let seq = 0;
const counted = { pairs: 0, cases: 0, allowed: 0, refused: 0, planRefusals: 0, notApplicable: 0 };

interface CaseRun {
  session: Session;
  providerId: number;
}

/**
 * What decides a user's rights on a provider: the role and the link (none, "left the job", without or with
 * can-manage), read from the seeded records. Users who share it on a provider get the same answers by the rule, so
 * one of them calls for all (neu, Jonas and Tobias on the photographer are all staff without a link).
 */
const columns = new Map<string, string>();

function readColumns(): void {
  for (const session of sessions) {
    const user = db.customerUsers.findFirst((q) => q.where({ id: session.userId }));
    if (!user) throw new Error(`no user ${session.username}`);
    for (const providerId of providersOf.get(session.customerId) ?? []) {
      const link = user.customerUserProviders.find((l) => l.providerId === providerId);
      const state = !link ? 'no link' : link.hasLeftJob ? 'left the job' : link.canManage ? 'can-manage' : 'linked';
      columns.set(`${session.username} ${providerId}`, `${providerId}, role ${user.roleId}, ${state}`);
    }
  }
}

function runsOf(entryCase: RightsCase): CaseRun[] {
  const seen = new Set<string>();
  return sessions.flatMap((session) => {
    const providers = providersOf.get(session.customerId) ?? [];
    return (entryCase.perAccount ? providers.slice(0, 1) : providers).flatMap((providerId) => {
      const column = columns.get(`${session.username} ${providerId}`) ?? `${session.username} ${providerId}`;
      counted.pairs += 1;
      if (seen.has(column)) return [];
      seen.add(column);
      return [{ session, providerId }];
    });
  });
}

async function runCase(
  op: OperationInfo,
  entryCase: RightsCase,
): Promise<{ failures: string[]; outcomes: Set<Expected> }> {
  const failures: string[] = [];
  const outcomes = new Set<Expected>();
  // Providers whose seed holds nothing the case could address (decided on a fresh database).
  const nothingToAddress = new Set<number>();
  const defaults = defaultInput(op);
  for (const { session, providerId } of runsOf(entryCase)) {
    const truth = truths.get(`${session.username} ${providerId}`);
    if (!truth) throw new Error(`no permissions read for ${session.username} and ${providerId}`);
    const expected = expectedFor(entryCase.right, truth, admins.get(session.username) === true);
    if (nothingToAddress.has(providerId)) {
      counted.notApplicable += 1;
      continue;
    }
    const build = async () => {
      const request = await entryCase.build({
        db,
        providerId,
        customerId: session.customerId,
        userId: session.userId,
        seq: ++seq,
      });
      if (entryCase.prepares) dirty = true;
      return request;
    };
    let request = await build();
    if (request === undefined && dirty) {
      // An earlier allowed call used up what this one addresses: start again from the seed.
      await restoreBase();
      request = await build();
    }
    if (request === undefined) {
      nothingToAddress.add(providerId);
      counted.notApplicable += 1;
      continue;
    }
    const answer = await send(op, session, {
      ...request,
      query: { ...defaults.query, ...request.query },
    });
    counted.cases += 1;
    // Refusals change nothing (rights.security.test.ts proves it); an allowed write may have used up a record.
    if (answer.status < 300 && op.method !== 'GET') dirty = true;
    outcomes.add(expected);
    if (expected === 'allowed') counted.allowed += 1;
    else counted.refused += 1;
    if (expected === 'allowed' && answer.status === 403) counted.planRefusals += 1;
    const problem = problemOf(op, entryCase.right, expected, truth, providerId, answer);
    if (problem)
      failures.push(
        `${session.username} on ${providerId} (${entryCase.right}${entryCase.name ? `, ${entryCase.name}` : ''}, expected ${expected}): ${problem} — ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`,
      );
  }
  return { failures, outcomes };
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDatabase('default');
  await addUsers();
  for (const provider of db.providers.all())
    providersOf.set(provider.customerId, [...(providersOf.get(provider.customerId) ?? []), provider.id].sort());
  const callers = [
    ...SEEDED,
    ...ADDED.filter((added) => added.logsIn).map((added) => ({ username: added.username, password: PASSWORD })),
  ];
  sessions = [];
  for (const caller of callers) {
    const session = await login(caller.username, caller.password);
    sessions.push({
      username: caller.username,
      userId: session.customerUserId,
      customerId: session.customerId,
      headers: { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey },
    });
  }
  tokens = db.accessTokens.all().map((token) => structuredClone(token));
  readColumns();
  await readTruths();
});

afterAll(() => {
  server.close();
  process.stdout.write(
    `rights parity: ${sessions.length} users, ${counted.pairs} user×provider×case pairs, ${counted.cases} calls (${counted.allowed} allowed, ${counted.refused} refused, ${counted.planRefusals} refused by the plan), ${counted.notApplicable} not applicable\n`,
  );
});

describe('the table covers the document', () => {
  it('names every operation a logged-in user calls, and no other', () => {
    expect(Object.keys(RIGHTS_CASES).filter((id) => !byId.has(id))).toEqual([]);
    expect(authenticated.map((op) => op.operationId).filter((id) => !(id in RIGHTS_CASES))).toEqual([]);
  });

  it('gives every operation the document ties to a provider or to rights a case of that right', () => {
    const problems: string[] = [];
    for (const op of authenticated) {
      const entry = RIGHTS_CASES[op.operationId];
      if (!entry) continue;
      const rights = new Set(Array.isArray(entry) ? entry.map((c) => c.right) : []);
      if (!Array.isArray(entry) && namesProvider(op)) problems.push(`${op.operationId}: names a provider`);
      const ref = forbiddenRef(op);
      if (
        (ref.endsWith('/ForbiddenProviderWrite') || refusalTexts(op).includes('PROVIDER_MANAGE_REQUIRED')) &&
        !rights.has('manage')
      )
        problems.push(
          `${op.operationId}: the document answers PROVIDER_MANAGE_REQUIRED, the table has no can-manage case`,
        );
      if (
        (ref.endsWith('/ForbiddenAccountAdmin') || refusalTexts(op).includes('ACCOUNT_ADMIN_REQUIRED')) &&
        !rights.has('admin')
      )
        problems.push(
          `${op.operationId}: the document answers ACCOUNT_ADMIN_REQUIRED, the table has no administrator case`,
        );
    }
    expect(problems).toEqual([]);
  });
});

const scoped = authenticated.flatMap((op) => {
  const entry = RIGHTS_CASES[op.operationId];
  return Array.isArray(entry) ? entry.map((entryCase) => ({ op, entryCase })) : [];
});

describe.each(
  scoped.map(({ op, entryCase }) => ({
    name: `${op.operationId}${entryCase.name ? ` (${entryCase.name})` : ''}: ${entryCase.right}`,
    op,
    entryCase,
  })),
)('$name', ({ op, entryCase }) => {
  it('succeeds exactly when the portal is told it may, and is refused with the documented answer otherwise', async () => {
    const { failures, outcomes } = await runCase(op, entryCase);
    expect(failures).toEqual([]);
    // The grid of users reaches both sides of every rule.
    expect(outcomes.has('allowed'), 'no user may').toBe(true);
    if (entryCase.right !== 'filter') expect(outcomes.size, 'no user is refused').toBeGreaterThan(1);
  });
});

it('lists only rights codes the document still does not name', () => {
  const named = Object.entries(DOCUMENT_GAPS).flatMap(([operationId, gap]) => {
    const op = byId.get(operationId);
    if (!op) return [`${operationId}: no such operation`];
    return gap.codes.filter((code) => refusalTexts(op).includes(code)).map((code) => `${operationId} names ${code}`);
  });
  expect(named, 'the document names these now: remove them from DOCUMENT_GAPS').toEqual([]);
  const changed = Object.entries(UNLINKED_CODES).filter(([operationId, { code }]) => {
    const op = byId.get(operationId);
    return !op || !refusalTexts(op).includes(`code ${code}`);
  });
  expect(changed, 'the document no longer says these codes: remove them from UNLINKED_CODES').toEqual([]);
});
