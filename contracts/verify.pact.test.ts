// @vitest-environment node
// Provider verification (`npm run contract:verify`): replays every interaction of contracts/pacts/*.json
// against a provider and checks the answers.
//   - default: the mock HTTP server (mocks/http-server.ts) on MOCK_PORT (or a free port); provider states are
//     set through its control endpoint POST /__mock/provider-states.
//   - PACT_PROVIDER_BASE_URL=https://… : a real deployment of the API; PACT_STATE_URL then names the endpoint
//     that sets up a provider state (POST {state, params, action}; it may answer {accessToken, consumerKey}
//     for the states that log a user in, which then replace the pact's recorded session headers).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reuseRecentSeeds } from '../mocks/db';
import { startMockHttpServer } from '../mocks/http-server';
import { setMockNow } from '../mocks/lib/clock';
import { CONTRACT_NOW, PACT_DIR } from './support/pact';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;
/** The part of express's request the filter touches (express's types are not installed). */
interface FilteredRequest {
  headers: Record<string, string | string[] | undefined>;
}

interface PactInteraction {
  description: string;
  providerStates?: Array<{ name: string }>;
  response: { body?: { content?: unknown }; matchingRules?: { body?: Record<string, unknown> } };
}

interface PactFile {
  interactions: PactInteraction[];
}

const pactFiles = readdirSync(PACT_DIR)
  .filter((name) => name.endsWith('.json'))
  .map((name) => join(PACT_DIR, name));

/** Every provider state the pacts name (each gets a handler that asks the provider to set it up). */
function stateNames(files: string[]): string[] {
  const names = new Set<string>();
  for (const file of files) {
    const pact = JSON.parse(readFileSync(file, 'utf8')) as PactFile;
    for (const interaction of pact.interactions)
      for (const state of interaction.providerStates ?? []) names.add(state.name);
  }
  return [...names].sort();
}

let close: (() => Promise<void>) | undefined;
let providerBaseUrl = process.env.PACT_PROVIDER_BASE_URL ?? '';
let stateUrl = process.env.PACT_STATE_URL ?? '';

beforeAll(async () => {
  if (providerBaseUrl) {
    if (!stateUrl) throw new Error('PACT_PROVIDER_BASE_URL needs PACT_STATE_URL (the provider-state setup endpoint).');
    return;
  }
  // The mock's seed is anchored to its clock ("the last six months"), the pacts' examples to the day they describe:
  // the mock replays them on that day, so a well-known lead stays inside the recorded lead window whenever CI runs.
  setMockNow(CONTRACT_NOW);
  // Nearly every interaction's provider state starts from a fresh seed (0.18 s each, 301 interactions): with the
  // clock standing at CONTRACT_NOW a seed is the same every time, so its copy serves (0.05 s; issue 34.4).
  reuseRecentSeeds(true);
  const mock = await startMockHttpServer({ port: Number(process.env.MOCK_PORT ?? 0) });
  const { port } = mock.server.address() as AddressInfo;
  providerBaseUrl = `http://127.0.0.1:${port}`;
  stateUrl = `${providerBaseUrl}/__mock/provider-states`;
  close = mock.close;
});

afterAll(async () => {
  await close?.();
  reuseRecentSeeds(false);
  setMockNow(null);
});

describe('provider portal-api', () => {
  it('has pacts to verify', () => {
    expect(pactFiles.length).toBeGreaterThan(0);
  });

  // Its own timeout: the replay grows with every interaction (about 0.3 s each on a quiet machine, several times
  // that when the 2 cores are shared), and a timeout is not a contract failure.
  it('honours every interaction of contracts/pacts/*.json', { timeout: 300_000 }, async () => {
    await verify(pactFiles);
  });
});

/** Replays the interactions of the pact files against the provider; rejects when one is not honoured. */
async function verify(files: string[]): Promise<void> {
  // Session values the provider created for the current interaction's states (real APIs choose their own).
  let session: { accessToken?: string; consumerKey?: string } = {};

  const stateHandlers: StateHandlers = {};
  for (const state of stateNames(files)) {
    stateHandlers[state] = async (params?: unknown) => {
      const response = await fetch(stateUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ state, params: params ?? {}, action: 'setup' }),
      });
      if (!response.ok) throw new Error(`State "${state}": ${response.status} ${await response.text()}`);
      const created = (await response.json()) as { accessToken?: string; consumerKey?: string };
      if (created.accessToken) session = created;
    };
  }

  await new Verifier({
    provider: 'portal-api',
    providerBaseUrl,
    pactUrls: files,
    stateHandlers,
    afterEach: async () => {
      session = {};
    },
    // Send the session the state created instead of the token recorded in the pact.
    requestFilter: (req: FilteredRequest, _res: unknown, next: () => void) => {
      if (req.headers['x-access-token'] && session.accessToken) {
        req.headers['x-access-token'] = session.accessToken;
        if (session.consumerKey) req.headers['x-consumer-key'] = session.consumerKey;
      }
      next();
    },
    logLevel: 'warn',
  }).verifyProvider();
}

describe('the verification gate can fail', () => {
  const DESCRIPTION = 'a request for the prompt counts of demo';
  let dir = '';

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'pact-gate-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** A pact file with only the prompt-counts interaction, its expected answer changed by `change`. */
  function pactWith(name: string, change: (interaction: PactInteraction) => void): string {
    const pact = JSON.parse(readFileSync(pactFiles[0] as string, 'utf8')) as PactFile;
    const interaction = pact.interactions.find((i) => i.description === DESCRIPTION);
    if (!interaction) throw new Error(`No interaction "${DESCRIPTION}" in the pact.`);
    change(interaction);
    const file = join(dir, `${name}.json`);
    writeFileSync(file, JSON.stringify({ ...pact, interactions: [interaction] }));
    return file;
  }

  it('passes the unchanged interaction (so a rejection below comes from the change)', async () => {
    await expect(verify([pactWith('unchanged', () => undefined)])).resolves.toBeUndefined();
  });

  it('rejects a pact that expects a field the provider does not send', async () => {
    const file = pactWith('missing-field', (interaction) => {
      const content = interaction.response.body?.content as { data: Record<string, unknown> };
      content.data.total = 13;
    });
    await expect(verify([file])).rejects.toThrow();
  });

  it('rejects a pact that expects another type than the provider sends', async () => {
    const file = pactWith('wrong-type', (interaction) => {
      const content = interaction.response.body?.content as { data: Record<string, unknown> };
      content.data.todo = 'sechs';
      // The recorded rule accepts any integer; the changed pact asks for a string in its place.
      const rules = interaction.response.matchingRules?.body ?? {};
      rules['$.data.todo'] = { combine: 'AND', matchers: [{ match: 'type' }] };
    });
    await expect(verify([file])).rejects.toThrow();
  });
});
