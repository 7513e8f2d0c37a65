// Drift test: every operation of the API document is called against the mock handlers (default scenario,
// inputs from the document's examples or an area's fixture) and each answer's status, content type and body
// are checked against the document with the generated zod schemas. It fails when an operation has no
// handler, when a handler answers a status the document does not declare, or a body that does not fit,
// including properties the document does not know.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import bundle from '../../openapi/openapi.bundle.json';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import * as schemas from '../../src/api/generated/zod/zod.gen';
import { db, resetDatabase } from '../db';
import { createMockServer, TEST_API_BASE_URL } from '../node';
import type { DriftFixtures, DriftInput } from './drift-types';
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

function operationObject(op: OperationInfo): Json {
  const item = (bundle.paths as Record<string, Json>)[op.path] as Json;
  return item[op.method.toLowerCase()] as Json;
}

function resolveRef<T>(node: T): T {
  let current: unknown = node;
  while (current && typeof current === 'object' && typeof (current as { $ref?: unknown }).$ref === 'string') {
    const pointer = (current as { $ref: string }).$ref.replace(/^#\//, '').split('/');
    current = pointer.reduce<unknown>(
      (acc, key) => (acc as Json)?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
      bundle,
    );
  }
  return current as T;
}

function exampleOf(node: Json | undefined): unknown {
  if (!node) return undefined;
  if (node.example !== undefined) return node.example;
  const examples = node.examples as Record<string, { value?: unknown }> | unknown[] | undefined;
  if (Array.isArray(examples)) return examples[0];
  if (examples) return Object.values(examples)[0]?.value;
  const schema = resolveRef(node.schema as Json | undefined);
  if (schema?.example !== undefined) return schema.example;
  if (Array.isArray(schema?.examples)) return (schema.examples as unknown[])[0];
  if (schema?.default !== undefined) return schema.default;
  return undefined;
}

const TINY_PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (c) => c.charCodeAt(0),
);

/** The input the document itself suggests: parameter and body examples. */
function defaultInput(op: OperationInfo): DriftInput {
  const operation = operationObject(op);
  const params: Record<string, string | number> = {};
  const query: Record<string, string> = {};
  for (const raw of (operation.parameters as Json[] | undefined) ?? []) {
    const parameter = resolveRef(raw);
    const value = exampleOf(parameter);
    if (parameter.in === 'path') params[parameter.name as string] = (value as string | number | undefined) ?? 1;
    if (parameter.in === 'query' && parameter.required && value !== undefined) {
      query[parameter.name as string] = Array.isArray(value) ? value.join(',') : String(value);
    }
  }
  const content = (resolveRef(operation.requestBody as Json | undefined)?.content ?? {}) as Record<string, Json>;
  let body: unknown;
  if (content['application/json']) body = exampleOf(content['application/json']);
  else if (content['multipart/form-data']) {
    const form = new FormData();
    const schema = resolveRef(content['multipart/form-data'].schema as Json);
    for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Json>)) {
      const prop = resolveRef(property);
      if (prop.format === 'binary') form.append(name, new File([TINY_PNG], 'bild.png', { type: 'image/png' }));
      else if ((schema.required as string[] | undefined)?.includes(name))
        form.append(name, String(exampleOf({ schema: prop }) ?? 1));
    }
    body = form;
  }
  return { params, query, body };
}

function urlFor(op: OperationInfo, input: DriftInput): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(input.params?.[name] ?? 1)),
  );
  const search = new URLSearchParams(input.query ?? {}).toString();
  return `${TEST_API_BASE_URL}${path}${search ? `?${search}` : ''}`;
}

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
