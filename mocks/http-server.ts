// The mock backend as a real HTTP server (Pact provider verification, any HTTP client):
//   npm run mock:serve        -> http://127.0.0.1:4010 (MOCK_PORT), scenario from MOCK_SCENARIO (default "default")
// The API is served at the root (`/leads`, `/access-tokens`, …); `/__mock/*` is the control surface.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { db, resetDatabase } from './db';
import { addDays, isoDateTime, now } from './lib/clock';
import { isScenario } from './db/seed-context';
import { clearFault, clearFaults, injectFault, latestQuickLoginCode, mockState, switchScenario } from './control';
import { createHandlers } from './handlers';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept-Language, X-Access-Token, X-Consumer-Key, X-Switch-User',
};

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS });
  res.end(JSON.stringify(body));
}

/**
 * Pact provider states (contracts/, `npm run contract:verify`): each name states a fact, its setup puts the
 * database into it. States that need a fresh database reset it first; states about seeded records only check
 * them (so they combine with a reset in any order). Answers the session values the state created, if any.
 */
const PROVIDER_STATES: Record<string, (params: Record<string, unknown>) => Promise<Record<string, unknown>>> = {
  'the user demo with password demo1234 exists': async () => {
    await resetDatabase();
    if (!db.credentials.findFirst((q) => q.where({ username: 'demo', password: 'demo1234' })))
      throw new Error('The seed has no user demo with password demo1234.');
    return {};
  },
  'the user demo is logged in with access token 1': async (params) => {
    await resetDatabase();
    const username = String(params.username ?? 'demo');
    const credential = db.credentials.findFirst((q) => q.where({ username }));
    if (!credential) throw new Error(`The seed has no user ${username}.`);
    const created = now();
    const token = await db.accessTokens.create({
      id: Number(params.accessTokenId ?? 1),
      token: String(params.accessToken),
      consumerKey: String(params.consumerKey),
      credentialId: credential.id,
      createdAt: isoDateTime(created),
      expiresAt: isoDateTime(addDays(created, 30)),
      deleted: false,
    });
    return { accessTokenId: token.id, accessToken: token.token, consumerKey: token.consumerKey };
  },
  'no access token is valid': async () => {
    await resetDatabase();
    for (const token of db.accessTokens.all()) {
      await db.accessTokens.update((q) => q.where({ id: token.id }), {
        data(record) {
          record.deleted = true;
        },
      });
    }
    return {};
  },
  'a lead 42 of the couple "Anna Schmidt & Lukas Becker" at provider 101 exists': async () => {
    const lead = db.leads.findFirst((q) => q.where({ id: 42 }));
    if (lead?.couple.name !== 'Anna Schmidt & Lukas Becker' || lead.providerId !== 101)
      throw new Error('Lead 42 of "Anna Schmidt & Lukas Becker" at provider 101 is missing from the seed.');
    return {};
  },
};

async function providerState(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  // The Pact verifier also calls with action "teardown": nothing to undo, the next setup resets.
  if (input.action === 'teardown') return {};
  const state = String(input.state ?? '');
  const setup = PROVIDER_STATES[state];
  if (!setup) throw new Error(`Unknown provider state "${state}". Known: ${Object.keys(PROVIDER_STATES).join('; ')}.`);
  return setup((input.params ?? {}) as Record<string, unknown>);
}

async function control(path: string, method: string, body: unknown, res: ServerResponse, url: URL): Promise<void> {
  const input = (body ?? {}) as Record<string, unknown>;
  try {
    if (path === '/__mock/state' && method === 'GET') return sendJson(res, 200, mockState());
    if (path === '/__mock/reset' && method === 'POST') {
      await switchScenario(input.scenario ?? mockState().scenario);
      return sendJson(res, 200, mockState());
    }
    if (path === '/__mock/faults' && method === 'DELETE') {
      clearFaults();
      return sendJson(res, 200, mockState().faults);
    }
    const fault = path.match(/^\/__mock\/faults\/([A-Za-z0-9*]+)$/);
    if (fault && method === 'PUT') {
      injectFault(fault[1] as string, input as never);
      return sendJson(res, 200, mockState().faults);
    }
    if (fault && method === 'DELETE') {
      clearFault(fault[1] as string);
      return sendJson(res, 200, mockState().faults);
    }
    if (path === '/__mock/provider-states' && method === 'POST') return sendJson(res, 200, await providerState(input));
    if (path === '/__mock/quick-login-code' && method === 'GET') {
      return sendJson(res, 200, { code: latestQuickLoginCode(url.searchParams.get('username') ?? '') });
    }
    return sendJson(res, 404, { message: `Unknown control endpoint ${method} ${path}` });
  } catch (error) {
    return sendJson(res, 400, { message: (error as Error).message });
  }
}

export async function startMockHttpServer(options: { port?: number; host?: string; scenario?: string } = {}) {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 4010;
  const scenario = options.scenario ?? 'default';
  if (!isScenario(scenario)) throw new Error(`Unknown MOCK_SCENARIO "${scenario}".`);
  await resetDatabase(scenario);
  const origin = `http://${host}:${port}`;
  const handlers = createHandlers(origin);

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', origin);
      const method = (req.method ?? 'GET').toUpperCase();
      if (method === 'OPTIONS') {
        res.writeHead(204, CORS_HEADERS);
        return res.end();
      }
      const raw = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req);
      if (url.pathname.startsWith('/__mock/')) {
        const text = raw?.toString('utf8');
        return await control(url.pathname, method, text ? JSON.parse(text) : undefined, res, url);
      }
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
      }
      const request = new Request(url, {
        method,
        headers,
        body: raw && raw.length > 0 ? new Uint8Array(raw) : undefined,
      });
      const response = await getResponse(handlers, request);
      if (!response)
        return sendJson(res, 404, {
          message: `No operation ${method} ${url.pathname} in the API document.`,
          code: 'NOT_FOUND',
        });
      if (response.type === 'error') {
        // An injected network error: drop the connection without an answer.
        req.socket.destroy();
        return;
      }
      const outHeaders: Record<string, string> = { ...CORS_HEADERS };
      response.headers.forEach((value, key) => (outHeaders[key] = value));
      res.writeHead(response.status, outHeaders);
      res.end(Buffer.from(await response.arrayBuffer()));
    } catch (error) {
      sendJson(res, 500, { message: `Mock server failure: ${(error as Error).message}`, code: 'INTERNAL_ERROR' });
    }
  });

  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  return { server, url: origin, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
