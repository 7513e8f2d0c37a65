// @vitest-environment node
// The pacts against the API document: every interaction in contracts/pacts/*.json is compared with
// openapi/openapi.bundle.json (method, path, parameters, request body, status, response body).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Comparator } from '@pactflow/openapi-pact-comparator';
import { describe, expect, it } from 'vitest';
import { PACT_DIR } from './support/pact';

type Result = { type: string; code: string; message: string; mockDetails?: { interactionDescription?: string | null } };
interface Pact {
  interactions: Array<{
    description: string;
    request: { method: string; path: string };
    response: { status: number; body?: { content?: unknown } };
  }>;
}

const bundlePath = join(PACT_DIR, '..', '..', 'openapi', 'openapi.bundle.json');
type ComparatorOptions = NonNullable<ConstructorParameters<typeof Comparator>[0]>;
const oas = JSON.parse(readFileSync(bundlePath, 'utf8')) as ComparatorOptions['oas'];
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
