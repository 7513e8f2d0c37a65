// Attack suite, parsing cases (issue 12.6): the mock reads input as strictly as a real server. Generated from the
// API document, so every operation added later is attacked too:
//   - path ids are canonical decimal integers only: `0x2A`, `1e2`, `+42`, `4.2e1`, ` 42`, `042`, `42.0` address
//     no record (404), and nothing changes (`DELETE /leads/0x2A` once deleted lead 42);
//   - `__proto__`, `constructor` and `prototype` keys are unknown fields (422 on the key), at the top and nested;
//   - a body in a content type the operation does not take gets 415, and nothing changes;
//   - URLs are stored only with https (http where the document allows it): `javascript:` and `data:` get 422;
// The control surface of the mock HTTP server: control.security.test.ts.
import { describe, expect, it } from 'vitest';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { db, resetDatabase } from '../db';
import { messages } from '../lib/errors';
import { call } from './api';
import type { DriftInput } from './drift-types';
import { bundle, type Json, operationObject, parametersOf, resolveRef } from './document';
import { send, sessionOf, startAttackServer, validInput, watchRecords } from './attack-kit';

// The fixtures read the seeded database while the tests are collected.
await resetDatabase('default');

// One seeded database for the whole file: every case proves it changed nothing.
startAttackServer();
const records = watchRecords();

function jsonBodyOf(input: DriftInput): string | undefined {
  return input.body === undefined || input.body instanceof FormData ? undefined : JSON.stringify(input.body);
}

function integerPathParameters(op: OperationInfo): string[] {
  return parametersOf(op)
    .filter((parameter) => parameter.in === 'path' && resolveRef(parameter.schema as Json)?.type === 'integer')
    .map((parameter) => parameter.name as string);
}

const NON_CANONICAL_IDS = ['0x2A', '1e2', '+42', '4.2e1', ' 42', '042', '42.0', '42abc', '-0'];

describe('path ids are canonical decimal integers', () => {
  const withIds = operations.filter((op) => integerPathParameters(op).length > 0);

  it('covers every operation that addresses a record by a numeric id', () => {
    expect(withIds.length).toBeGreaterThanOrEqual(40);
  });

  it.each(withIds.map((op) => [op.operationId, op] as const))(
    '%s answers 404 for non-canonical ids and changes nothing',
    async (_id, op) => {
      const valid = validInput(op);
      for (const name of integerPathParameters(op)) {
        for (const id of NON_CANONICAL_IDS) {
          const input = { ...valid, params: { ...valid.params, [name]: id } };
          const body = valid.body instanceof FormData ? valid.body : jsonBodyOf(valid);
          const contentType = valid.body instanceof FormData ? undefined : body && 'application/json';
          const answer = await send(op, input, body, contentType);
          expect(answer.status, `${op.operationId} with ${name} = "${id}": ${JSON.stringify(answer.body)}`).toBe(404);
        }
      }
      records.expectUnchanged(`${op.operationId} changed records on a non-canonical id`);
    },
  );

  it('does not delete lead 42 through DELETE /leads/0x2A (the case the probe found)', async () => {
    const demo = sessionOf('demo');
    for (const id of ['0x2A', '4.2e1', '+42', '%2042', '042']) {
      expect((await call('DELETE', `/leads/${id}`, { token: demo.accessToken })).status).toBe(404);
    }
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    expect(lead?.deletedAt).toBeNull();
  });
});

/** Operations with a JSON body whose valid input the handler accepts with success. */
const jsonWrites = operations.filter((op) => op.requestContentTypes.includes('application/json'));

const PROTOTYPE_KEYS = ['__proto__', 'constructor', 'prototype'] as const;

/** The JSON text of `body` with `"key": {…}` added first (JSON.stringify cannot write an own `__proto__`). */
function withKey(body: Json, key: string): string {
  const rest = JSON.stringify(body).slice(1);
  return `{${JSON.stringify(key)}:{"polluted":true}${rest === '}' ? '' : ','}${rest}`;
}

describe('prototype keys are unknown fields', () => {
  const objectBodies = jsonWrites.filter((op) => {
    const body = validInput(op).body;
    return typeof body === 'object' && body !== null && !Array.isArray(body);
  });

  it.each(objectBodies.map((op) => [op.operationId, op] as const))(
    '%s refuses __proto__, constructor and prototype at the top and one level down (422), changing nothing',
    async (_id, op) => {
      const valid = validInput(op);
      const body = valid.body as Json;
      const nested = Object.entries(body).find(
        ([, value]) => typeof value === 'object' && value !== null && !Array.isArray(value),
      );
      for (const key of PROTOTYPE_KEYS) {
        const top = await send(op, valid, withKey(body, key), 'application/json');
        expect(top.status, `${op.operationId} with "${key}": ${JSON.stringify(top.body)}`).toBe(422);
        expect((top.body?.errors as Json | undefined)?.[key]).toBe(messages.unknownField);
        if (nested) {
          const [field, value] = nested;
          const text = JSON.stringify({ ...body, [field]: '__NESTED__' }).replace(
            '"__NESTED__"',
            withKey(value as Json, key),
          );
          const deep = await send(op, valid, text, 'application/json');
          expect(deep.status, `${op.operationId} with "${field}.${key}": ${JSON.stringify(deep.body)}`).toBe(422);
          expect((deep.body?.errors as Json | undefined)?.[`${field}.${key}`]).toBe(messages.unknownField);
        }
      }
      records.expectUnchanged(`${op.operationId} changed records`);
      expect(({} as Json).polluted).toBeUndefined();
    },
  );
});

describe('bodies in another content type are refused with 415', () => {
  const withBody = operations.filter((op) => op.requestContentTypes.length > 0);

  it('declares 415 for every operation that takes a body', () => {
    expect(withBody.filter((op) => !op.statuses.includes(415)).map((op) => op.operationId)).toEqual([]);
  });

  it.each(withBody.map((op) => [op.operationId, op] as const))(
    '%s answers 415 to text/plain and to a type it does not take, changing nothing',
    async (_id, op) => {
      const valid = validInput(op);
      const text = jsonBodyOf(valid) ?? '{}';
      for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
        const answer = await send(op, valid, text, type);
        expect(answer.status, `${op.operationId} as ${type}: ${JSON.stringify(answer.body)}`).toBe(415);
        expect(answer.body?.code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      if (!op.requestContentTypes.includes('application/json')) {
        expect((await send(op, valid, text, 'application/json')).status).toBe(415);
      }
      records.expectUnchanged(`${op.operationId} changed records`);
    },
  );
});

describe('URLs are stored only with https (http where the document allows it)', () => {
  const HOSTILE_URLS = [
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
  ];

  it('refuses a hostile profile video of a team member (422 on the field) and keeps the stored one', async () => {
    const op = operations.find((o) => o.operationId === 'updateCustomerUser') as OperationInfo;
    const valid = validInput(op);
    for (const url of [...HOSTILE_URLS, 'http://www.youtube.com/watch?v=x']) {
      const answer = await send(
        op,
        valid,
        JSON.stringify({ ...(valid.body as Json), profileVideo: url }),
        'application/json',
      );
      expect(answer.status, url).toBe(422);
      expect((answer.body?.errors as Json | undefined)?.profileVideo, url).toBeTruthy();
    }
    records.expectUnchanged('a refused request changed records');
  });

  it('refuses a hostile website of a provider and a hostile return address of a payment (422 on the field)', async () => {
    for (const [operationId, field] of [
      ['updateProvider', 'website'],
      ['payPayment', 'returnUrl'],
    ] as const) {
      const op = operations.find((o) => o.operationId === operationId) as OperationInfo;
      const valid = validInput(op);
      for (const url of HOSTILE_URLS) {
        const answer = await send(
          op,
          valid,
          JSON.stringify({ ...(valid.body as Json), [field]: url }),
          'application/json',
        );
        expect(answer.status, `${operationId} ${url}`).toBe(422);
        expect((answer.body?.errors as Json | undefined)?.[field], `${operationId} ${url}`).toBeTruthy();
      }
      records.expectUnchanged(operationId);
    }
  });

  it('declares a scheme for every URL a request body can carry', () => {
    const unpinned: string[] = [];
    const visit = (node: unknown, path: string, seen: Set<unknown>) => {
      const schema = resolveRef(node as Json);
      if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
      seen.add(schema);
      if (schema.format === 'uri' && !String(schema.pattern ?? '').startsWith('^https')) unpinned.push(path);
      for (const [key, child] of Object.entries((schema.properties as Json | undefined) ?? {}))
        visit(child, `${path}.${key}`, seen);
      for (const list of ['allOf', 'oneOf', 'anyOf'] as const)
        for (const child of (schema[list] as unknown[] | undefined) ?? []) visit(child, path, seen);
      if (schema.items) visit(schema.items, `${path}[]`, seen);
    };
    for (const op of jsonWrites) {
      const content = resolveRef(operationObject(op).requestBody as Json).content as Record<string, Json>;
      visit(content['application/json']?.schema, op.operationId, new Set());
    }
    expect(unpinned).toEqual([]);
    expect(Object.keys(bundle.paths).length).toBeGreaterThan(0);
  });
});
