// @vitest-environment node
// The pacts against the API document: every interaction in contracts/pacts/*.json is compared with
// openapi/openapi.bundle.json (method, path, parameters, request body, status, response body).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { describe, expect, it } from 'vitest';
import { COMMITTED_PACT_DIR, PACT_DIR } from './support/pact';

type Result = { type: string; code: string; message: string; mockDetails?: { interactionDescription?: string | null } };
interface Pact {
  interactions: Array<{
    description: string;
    request: { method: string; path: string; body?: { content?: unknown } };
    response: { status: number; body?: { content?: unknown } };
  }>;
}

const bundlePath = join(COMMITTED_PACT_DIR, '..', '..', 'openapi', 'openapi.bundle.json');
type ComparatorOptions = NonNullable<ConstructorParameters<typeof Comparator>[0]>;

/**
 * The comparator (2.3) resolves `$ref` under properties, items and additionalProperties but not under
 * `propertyNames`: validating an answer of GET /configs (ConfigsMap) throws "can't resolve reference". The
 * referenced schemas are put in place instead; the document means the same.
 */
function inlinePropertyNameRefs(document: Record<string, unknown>): Record<string, unknown> {
  const resolve = (ref: string): unknown =>
    ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        document,
      );
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) return node.forEach(visit);
    const record = node as Record<string, unknown>;
    const names = record.propertyNames as { $ref?: unknown } | undefined;
    if (names && typeof names.$ref === 'string' && names.$ref.startsWith('#/'))
      record.propertyNames = structuredClone(resolve(names.$ref));
    Object.values(record).forEach(visit);
  };
  visit(document);
  return document;
}

/**
 * A multipart/form-data part is text on the wire (`galleryId=301`); OpenAPI describes the value it stands for
 * (an integer). The comparator (2.3) validates the part's text against `type: integer` and fails, so the
 * integer properties of multipart request schemas are compared as decimal text instead (media upload, issue 17).
 */
function multipartIntegersAsText(document: Record<string, unknown>): Record<string, unknown> {
  const schemas = (document.components as { schemas: Record<string, Record<string, unknown>> }).schemas;
  for (const item of Object.values(document.paths as Record<string, Record<string, unknown>>))
    for (const operation of Object.values(item)) {
      const content = (operation as { requestBody?: { content?: Record<string, { schema?: unknown }> } }).requestBody
        ?.content?.['multipart/form-data'];
      let schema = content?.schema as
        { $ref?: string; properties?: Record<string, Record<string, unknown>> } | undefined;
      if (schema?.$ref?.startsWith('#/components/schemas/')) schema = schemas[schema.$ref.split('/').pop() ?? ''];
      for (const [name, property] of Object.entries(schema?.properties ?? {}))
        if (property.type === 'integer' && schema?.properties)
          schema.properties[name] = { type: 'string', pattern: '^[0-9]+$' };
    }
  return document;
}

const oas = multipartIntegersAsText(
  inlinePropertyNameRefs(JSON.parse(readFileSync(bundlePath, 'utf8')) as Record<string, unknown>),
) as ComparatorOptions['oas'];
const pactFiles = readdirSync(PACT_DIR).filter((name) => name.endsWith('.json'));
const readPact = (name: string) => JSON.parse(readFileSync(join(PACT_DIR, name), 'utf8')) as Pact;

async function compare(pact: Pact): Promise<Result[]> {
  // 2.3 takes an options object (`{ oas }`, or `{ asyncapi }`); `new Comparator(oas)` validates nothing.
  const comparator = new Comparator({ oas });
  const results: Result[] = [];
  for await (const result of comparator.compare(pact as never)) results.push(result as Result);
  return results;
}

const errors = (results: Result[]) =>
  results
    .filter((r) => r.type === 'error')
    .map((r) => `${r.code}: ${r.mockDetails?.interactionDescription ?? '?'}: ${r.message}`);

describe('pacts against the API document', () => {
  it('has pacts to compare', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  it.each(pactFiles)('%s: every interaction fits the document', async (name) => {
    expect(errors(await compare(readPact(name)))).toEqual([]);
  });

  describe('the gate can fail', () => {
    const base = () => readPact(pactFiles[0] as string);
    const interaction = (pact: Pact, description: string) => {
      const found = pact.interactions.find((i) => i.description === description);
      if (!found) throw new Error(`No interaction "${description}" in the pact.`);
      return found;
    };

    it('catches a renamed response field', async () => {
      const pact = base();
      const login = interaction(pact, 'a login of demo with the right password');
      const body = login.response.body?.content as { data: Record<string, unknown> };
      body.data.token = body.data.accessToken;
      delete body.data.accessToken;
      const found = errors(await compare(pact));
      expect(
        found.some((e) => e.startsWith('response.body.incompatible: a login of demo with the right password')),
      ).toBe(true);
    });

    /** The errors the comparator finds for one interaction of a changed pact. */
    const errorsOf = async (pact: Pact, description: string) =>
      errors(await compare(pact)).filter((e) => e.includes(`: ${description}: `));

    it('catches a wrong type in a response body', async () => {
      const pact = base();
      const login = interaction(pact, 'a login of demo with the right password');
      (login.response.body?.content as { data: Record<string, unknown> }).data.id = 'eins';
      expect(await errorsOf(pact, 'a login of demo with the right password')).toEqual([
        expect.stringMatching(/^response\.body\.incompatible: .*must be integer$/),
      ]);
    });

    // In responses the comparator reads a pact's body as the part the consumer depends on and does not ask
    // for every required field (it strips `required` from response schemas, oneOf branches included); a field
    // the portal reads but the provider leaves out is the verifier's to catch (verify.pact.test.ts).
    it('catches a missing required field in a request body', async () => {
      const pact = base();
      const login = interaction(pact, 'a login of demo with the right password');
      delete (login.request.body?.content as Record<string, unknown>).userType;
      expect(await errorsOf(pact, 'a login of demo with the right password')).toEqual([
        expect.stringMatching(/^request\.body\.incompatible: .*must have required property 'userType'/),
      ]);
    });

    it('catches a wrong status', async () => {
      const pact = base();
      // The created session answered as 200 (the document says 201) …
      interaction(pact, 'a login of demo with the right password').response.status = 200;
      // … and as 422, a documented status whose body must be a validation error.
      interaction(pact, 'a logout of demo').response.status = 200;
      const login = interaction(pact, 'a login of demo with a wrong password');
      login.response.body = structuredClone(
        interaction(readPact(pactFiles[0] as string), 'a login of demo with the right password').response.body,
      );
      expect(await errorsOf(pact, 'a login of demo with the right password')).toEqual([
        expect.stringMatching(/^response\.status\.unknown: /),
      ]);
      expect(await errorsOf(pact, 'a logout of demo')).toEqual([expect.stringMatching(/^response\.status\.unknown: /)]);
      expect(await errorsOf(pact, 'a login of demo with a wrong password')).toContainEqual(
        expect.stringMatching(/^response\.body\.incompatible: /),
      );
    });

    it('catches an undocumented path', async () => {
      const pact = base();
      interaction(pact, 'a request for the prompt counts of demo').request.path = '/provider-prompts/counts';
      expect(await errorsOf(pact, 'a request for the prompt counts of demo')).toEqual([
        expect.stringMatching(/^request\.path-or-method\.unknown: /),
      ]);
    });

    it('catches an undocumented status', async () => {
      const pact = base();
      interaction(pact, 'a request for the prompt counts of demo').response.status = 418;
      const found = errors(await compare(pact));
      expect(found.some((e) => e.startsWith('response.status.unknown: a request for the prompt counts of demo'))).toBe(
        true,
      );
    });
  });
});
