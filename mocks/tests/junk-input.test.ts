// Every write refuses junk (issue 24.2), generated from the API document at run time, so it grows by itself when
// operations are added. For every operation with a JSON body, starting from an input the handler accepts (the
// drift test's: the document's examples or an area's fixture), it sends
//   - an empty object, and the valid body without each required field,
//   - a value of the wrong type for each property, and an unknown property,
// and for every operation with query parameters, each required one missing and values outside each documented
// enum, format, length and range. Each must answer the documented 422 in error format 1 naming the field's path,
// and no record may change. Multipart bodies without any part must name each required part.
// The caller is the one the drift fixture names (the demo user, an account administrator, by default), so every
// call gets past the rights checks to the validation.
import { describe, expect, it } from 'vitest';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { resetDatabase } from '../db';
import { type Json, operationObject, parametersOf, resolveRef } from './document';
import { send, startAttackServer, validInput, watchRecords } from './attack-kit';

// The fixtures read the seeded database while the tests are collected.
await resetDatabase('default');

// One seeded database for the whole file: every case proves it changed nothing.
startAttackServer();
const records = watchRecords();

/** A JSON schema with its references resolved and `allOf` parts merged (properties and required). */
function flatten(node: unknown): Json {
  const schema = resolveRef(node as Json) ?? {};
  if (!Array.isArray(schema.allOf)) return schema;
  const parts = (schema.allOf as unknown[]).map(flatten);
  return {
    ...schema,
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {}), schema.properties ?? {}),
    required: [
      ...parts.flatMap((part) => (part.required as string[] | undefined) ?? []),
      ...((schema.required as string[]) ?? []),
    ],
  };
}

function typesOf(schema: Json): string[] {
  const type = schema.type;
  if (Array.isArray(type)) return type as string[];
  if (typeof type === 'string') return [type];
  if (schema.enum)
    return [...new Set((schema.enum as unknown[]).map((value) => (value === null ? 'null' : typeof value)))];
  if (schema.const !== undefined) return [typeof schema.const];
  return [];
}

/** A value whose JSON type the property does not allow (undefined when it allows every type). */
function wrongTypeFor(property: Json): unknown {
  const allowed = new Set(typesOf(property).map((type) => (type === 'integer' ? 'number' : type)));
  if (allowed.size === 0) return undefined;
  const candidates: [string, unknown][] = [
    ['number', 'keine Zahl'],
    ['string', 12345],
    ['boolean', 'ja'],
    ['array', { kein: 'Array' }],
    ['object', 'kein Objekt'],
  ];
  for (const [type, value] of candidates) {
    if (!allowed.has(type)) continue;
    const valueType = Array.isArray(value) ? 'array' : typeof value === 'object' ? 'object' : typeof value;
    if (!allowed.has(valueType === 'number' ? 'number' : valueType)) return value;
  }
  return allowed.has('string') ? { kein: 'Text' } : 'falscher Typ';
}

/** Whether a 422 in error format 1 names the path (or a field inside it). */
function namesPath(body: Json | undefined, path: string): boolean {
  const errors = body?.errors;
  if (!errors || typeof errors !== 'object') return false;
  return Object.keys(errors).some((key) => key === path || key.startsWith(`${path}.`));
}

function describeAnswer(answer: { status: number; body: Json | undefined }): string {
  return `${answer.status} ${JSON.stringify(answer.body)}`;
}

interface JunkCase {
  name: string;
  body: unknown;
  path: string | null;
}

/** The junk bodies for one operation's JSON body, built from its schema and a valid body. */
function bodyCases(schema: Json, valid: Json): JunkCase[] {
  const cases: JunkCase[] = [];
  const required = (schema.required as string[] | undefined) ?? [];
  const properties = (schema.properties as Record<string, unknown> | undefined) ?? {};
  if (required.length > 0) cases.push({ name: 'an empty body', body: {}, path: required[0] as string });
  else if (typeof schema.minProperties === 'number' && schema.minProperties > 0)
    cases.push({ name: 'an empty body', body: {}, path: null });
  for (const field of required) {
    const { [field]: _dropped, ...rest } = valid;
    cases.push({ name: `without ${field}`, body: rest, path: field });
  }
  for (const [field, raw] of Object.entries(properties)) {
    const property = flatten(raw);
    if (property.readOnly) continue;
    const wrong = wrongTypeFor(property);
    if (wrong === undefined) continue;
    cases.push({ name: `${field} of the wrong type`, body: { ...valid, [field]: wrong }, path: field });
  }
  cases.push({ name: 'an unknown property', body: { ...valid, unbekanntesFeld: 'x' }, path: 'unbekanntesFeld' });
  return cases;
}

/** Query values outside what the document allows for one parameter. */
function queryJunk(schema: Json): string[] {
  const values: string[] = [];
  const item = schema.type === 'array' ? flatten(schema.items) : schema;
  const types = typesOf(item);
  if (item.enum) values.push('unbekannter-wert');
  if (types.includes('integer') || types.includes('number')) {
    values.push('keine-zahl', '0x10');
    if (typeof item.minimum === 'number') values.push(String(item.minimum - 1));
    if (typeof item.maximum === 'number') values.push(String(item.maximum + 1));
  }
  if (types.includes('boolean')) values.push('vielleicht');
  if (item.format === 'date' || item.format === 'date-time') values.push('kein-datum');
  if (item.format === 'email') values.push('keine-adresse');
  if (typeof item.maxLength === 'number') values.push('x'.repeat(item.maxLength + 1));
  if (typeof item.minLength === 'number' && item.minLength > 1) values.push('x'.repeat(item.minLength - 1));
  if (typeof item.pattern === 'string') values.push('!?');
  return values;
}

const jsonWrites = operations.filter((op) => op.requestContentTypes.includes('application/json'));
const multipartWrites = operations.filter((op) => op.requestContentTypes.includes('multipart/form-data'));

function queryParameters(op: OperationInfo): Json[] {
  return parametersOf(op).filter((parameter) => parameter.in === 'query');
}
const withQuery = operations.filter((op) =>
  queryParameters(op).some((p) => p.required || queryJunk(flatten(p.schema)).length > 0),
);

const counted = { operations: new Set<string>(), cases: 0 };

describe('JSON bodies: junk is refused with 422 on the field, and nothing changes', () => {
  it.each(jsonWrites.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const input = validInput(op);
    const content = resolveRef(operationObject(op).requestBody as Json).content as Record<string, Json>;
    const schema = flatten(content['application/json']?.schema);
    const valid = input.body;
    expect(valid, `${op.operationId}: a valid body (example or fixture)`).toBeDefined();
    const isObject = typeof valid === 'object' && valid !== null && !Array.isArray(valid);
    const cases: JunkCase[] =
      isObject && !schema.oneOf && !schema.anyOf
        ? bodyCases(schema, valid as Json)
        : [
            { name: 'a body of the wrong type', body: 'kein Objekt', path: null },
            ...(isObject
              ? [
                  {
                    name: 'an unknown property',
                    body: { ...(valid as Json), unbekanntesFeld: 'x' },
                    path: 'unbekanntesFeld',
                  },
                ]
              : []),
          ];
    const failures: string[] = [];
    for (const junk of cases) {
      const answer = await send(op, input, JSON.stringify(junk.body), 'application/json');
      counted.cases += 1;
      if (answer.status !== 422 || (junk.path !== null && !namesPath(answer.body, junk.path)))
        failures.push(`${junk.name}: ${describeAnswer(answer)}`);
    }
    counted.operations.add(op.operationId);
    expect(failures, `${op.operationId} accepted junk or did not name the field`).toEqual([]);
    records.expectUnchanged(`${op.operationId} changed records on junk input`);
  });
});

describe('multipart bodies: a body without its parts is refused with 422 naming each required part', () => {
  it.each(multipartWrites.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const input = validInput(op);
    const content = resolveRef(operationObject(op).requestBody as Json).content as Record<string, Json>;
    const schema = flatten(content['multipart/form-data']?.schema);
    const required = (schema.required as string[] | undefined) ?? [];
    const form = new FormData();
    form.append('unbekanntesFeld', 'x');
    const answer = await send(op, input, form);
    counted.cases += 1;
    counted.operations.add(op.operationId);
    expect(answer.status, describeAnswer(answer)).toBe(422);
    for (const part of required) expect(namesPath(answer.body, part), `${part}: ${describeAnswer(answer)}`).toBe(true);
    records.expectUnchanged(`${op.operationId} changed records on junk input`);
  });
});

describe('query parameters: missing required ones and values outside the document are refused with 422', () => {
  it.each(withQuery.map((op) => [op.operationId, op] as const))('%s', async (_id, op) => {
    const input = validInput(op);
    const body = input.body === undefined || input.body instanceof FormData ? input.body : JSON.stringify(input.body);
    const contentType = typeof body === 'string' ? 'application/json' : undefined;
    const failures: string[] = [];
    for (const parameter of queryParameters(op)) {
      const name = parameter.name as string;
      const junkQueries: [string, Record<string, string>][] = [];
      if (parameter.required) {
        const { [name]: _dropped, ...rest } = input.query ?? {};
        junkQueries.push([`without ${name}`, rest]);
      }
      for (const value of queryJunk(flatten(parameter.schema)))
        junkQueries.push([`${name}=${value.slice(0, 20)}`, { ...input.query, [name]: value }]);
      for (const [caseName, query] of junkQueries) {
        const answer = await send(op, { ...input, query }, body, contentType);
        counted.cases += 1;
        if (answer.status !== 422 || !namesPath(answer.body, name))
          failures.push(`${caseName}: ${describeAnswer(answer)}`);
      }
    }
    counted.operations.add(op.operationId);
    expect(failures, `${op.operationId} accepted junk query values or did not name the parameter`).toEqual([]);
    records.expectUnchanged(`${op.operationId} changed records on junk input`);
  });
});

it('covers every operation that takes a body or query parameters with limits', () => {
  const expected = new Set([...jsonWrites, ...multipartWrites, ...withQuery].map((op) => op.operationId));
  expect(counted.operations).toEqual(expected);
  // The figures for the issue: operations and cases this run covered.
  process.stdout.write(`junk input: ${counted.operations.size} operations, ${counted.cases} cases\n`);
});
