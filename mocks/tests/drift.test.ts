// Drift test: every operation of the API document is called against the mock handlers (default scenario,
// inputs from the document's examples or an area's fixture) and each answer's status, content type and body
// are checked against the document with the generated zod schemas. It fails when an operation has no
// handler, when a handler answers a status the document does not declare, or a body that does not fit,
// including properties the document does not know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import * as schemas from '../../src/api/generated/zod/zod.gen';
import { db, resetDatabase } from '../db';
import { createMockServer } from '../node';
import type { DriftFixtures, DriftInput } from './drift-types';
import { defaultInput, operationObject, resolveRef, urlFor } from './document';
import { fixtures as allFixtures } from './fixtures';
import { login, type LoggedIn } from './api';

type Json = Record<string, unknown>;

const server = createMockServer();
const sessions: Partial<Record<NonNullable<DriftInput['login']>, LoggedIn>> = {};

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  await resetDatabase('default');
  for (const user of ['demo', 'basic', 'neu', 'admin'] as const) sessions[user] = await login(user);
});
afterAll(() => server.close());

const fixtures: DriftFixtures = allFixtures;

/** Paths of properties the handler sent but the schema dropped: the document does not know them. */
function unknownProperties(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => unknownProperties(item, parsed[index], `${path}[${index}]`));
  }
  if (sent && typeof sent === 'object' && parsed && typeof parsed === 'object') {
    return Object.entries(sent as Json).flatMap(([key, value]) =>
      key in (parsed as Json) ? unknownProperties(value, (parsed as Json)[key], `${path}.${key}`) : [`${path}.${key}`],
    );
  }
  return [];
}

type Parser = { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } };

/**
 * zod keeps unknown keys when it merges the two sides of an intersection (the list envelope is
 * `ListEnvelope & { data: Item[] }`), so the sides are parsed one by one and their outputs combined.
 */
function strictOutput(schema: Parser, body: unknown, parsed: unknown): unknown {
  const def = (schema as unknown as { _zod?: { def?: { type?: string; left?: Parser; right?: Parser } } })._zod?.def;
  if (def?.type !== 'intersection' || !def.left || !def.right) return parsed;
  const left = def.left.safeParse(body).data as Json | undefined;
  const right = def.right.safeParse(body).data as Json | undefined;
  return { ...left, ...right, paging: left?.paging };
}

function successSchema(op: OperationInfo) {
  const name = `z${op.operationId[0]?.toUpperCase()}${op.operationId.slice(1)}Response`;
  return (
    schemas as unknown as Record<
      string,
      { safeParse(value: unknown): { success: boolean; data?: unknown; error?: unknown } }
    >
  )[name];
}

// Most specific first: a union answers with its first matching branch and drops what that branch does not know.
const errorSchema = schemas.zValidationErrorV1.or(schemas.zValidationErrorV2).or(schemas.zErrorMessage);

// Reads first, then writes, deletes last, so writes find the records the reads saw.
const order = { GET: 0, POST: 1, PUT: 1, PATCH: 1, DELETE: 2 } as const;
const ordered = [...operations].sort((a, b) => order[a.method] - order[b.method]);

describe('every operation of the API document is answered as the document says', () => {
  it('has fixtures only for operations that exist', () => {
    const known = new Set(operations.map((op) => op.operationId));
    expect(Object.keys(fixtures).filter((id) => !known.has(id))).toEqual([]);
  });

  it.each(ordered.map((op) => [`${op.method} ${op.path} (${op.operationId})`, op] as const))('%s', async (_, op) => {
    const input = { ...defaultInput(op), ...fixtures[op.operationId]?.({ db }) };
    const who = input.login ?? (op.authenticated ? 'demo' : 'none');
    const session = who === 'none' ? undefined : sessions[who];
    const isForm = input.body instanceof FormData;
    const response = await fetch(urlFor(op, input), {
      method: op.method,
      headers: {
        ...(session ? { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey } : {}),
        ...(input.body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      },
      body: input.body === undefined ? undefined : isForm ? (input.body as FormData) : JSON.stringify(input.body),
    });

    const text = await response.text();
    const context = `${op.operationId} answered ${response.status}: ${text.slice(0, 400)}`;
    expect(op.statuses, context).toContain(response.status);
    if (input.expectStatus !== undefined) expect(response.status, context).toBe(input.expectStatus);
    else if (op.method === 'GET') expect(response.status, context).toBeLessThan(300);

    const declared = ((operationObject(op).responses as Json)[String(response.status)] ?? {}) as Json;
    const declaredTypes = Object.keys((resolveRef(declared).content ?? {}) as Json);
    if (declaredTypes.length === 0) {
      expect(text, `${op.operationId} ${response.status} must have no body`).toBe('');
      return;
    }
    const contentType = response.headers.get('Content-Type') ?? '';
    expect(
      declaredTypes.some((type) => contentType.startsWith(type)),
      `${context} (content type ${contentType})`,
    ).toBe(true);
    if (!contentType.includes('json')) return;

    const body: unknown = JSON.parse(text);
    const schema = response.status < 300 ? successSchema(op) : errorSchema;
    expect(schema, `no generated response schema for ${op.operationId}`).toBeDefined();
    const result = schema!.safeParse(body);
    expect(result.success, `${context}\n${JSON.stringify(result.error, null, 1)?.slice(0, 1500)}`).toBe(true);
    expect(
      unknownProperties(body, strictOutput(schema!, body, result.data)),
      `${op.operationId}: properties the document does not declare`,
    ).toEqual([]);
  });
});
