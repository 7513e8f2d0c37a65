// The mock backend as a real HTTP server (Pact provider verification, any HTTP client):
//   npm run mock:serve        -> http://127.0.0.1:4010 (MOCK_PORT), scenario from MOCK_SCENARIO (default "default")
// The API is served at the root (`/leads`, `/access-tokens`, …); `/__mock/*` is the control surface.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { resetDatabase } from './db';
import { isMediaPath, mediaPlaceholderResponse } from './lib/media-placeholder';
import { setStandInPortalOrigin } from './lib/stand-in-origin';
import { isScenario } from './db/seed-context';
import {
  clearFault,
  clearFaults,
  injectFault,
  latestQuickLoginCode,
  mockState,
  parseControlBody,
  switchScenario,
} from './control';
import { createHandlers } from './handlers';
import { createIncomingLead } from './db/leads';
// The Pact provider states live with the contracts; the verifier sets them through this server's control endpoint.
import { currentValidationErrorFormat, providerState } from '../contracts/provider-states';

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type, Accept-Language, X-Access-Token, X-Consumer-Key, X-Switch-User',
  // Not a CORS-safelisted answer header: without this a portal on another origin cannot read the login lock's wait.
  'Access-Control-Expose-Headers': 'Retry-After',
};

/** The error reports (Sentry envelopes, as sent) this server's ingest has received. */
const errorReports: string[] = [];

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', ...CORS_HEADERS });
  res.end(JSON.stringify(body));
}

async function control(
  path: string,
  method: string,
  input: Record<string, unknown>,
  res: ServerResponse,
  url: URL,
): Promise<void> {
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
    if (path === '/__mock/incoming-lead' && method === 'POST') {
      // A couple's new request, as the developer panel simulates it (no realtime channel on this server).
      const { lead } = await createIncomingLead({
        ...(typeof input.providerId === 'number' ? { providerId: input.providerId } : {}),
        ...(typeof input.coupleName === 'string' || input.coupleName === null ? { coupleName: input.coupleName } : {}),
        ...(typeof input.weddingDate === 'string' ? { weddingDate: input.weddingDate } : {}),
        ...(typeof input.message === 'string' ? { message: input.message } : {}),
      });
      return sendJson(res, 201, { id: lead.id, providerId: lead.providerId, coupleName: lead.couple.name });
    }
    if (path === '/__mock/quick-login-code' && method === 'GET') {
      return sendJson(res, 200, { code: latestQuickLoginCode(url.searchParams.get('username') ?? '') });
    }
    return sendJson(res, 404, { message: `Unknown control endpoint ${method} ${path}` });
  } catch (error) {
    return sendJson(res, 400, { message: (error as Error).message });
  }
}

export async function startMockHttpServer(
  options: {
    port?: number;
    host?: string;
    scenario?: string;
    /**
     * The portal this server answers for, when that portal's server also serves the mock's stand-in pages (the
     * production preview, scripts/serve-production.ts): answers that send the browser to one (Google's consent, the
     * bank's 3-D Secure page) name that origin. Without it they name Google's address and this server's own.
     */
    portalOrigin?: string;
  } = {},
) {
  const host = options.host ?? '127.0.0.1';
  setStandInPortalOrigin(options.portalOrigin ?? null);
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
      // The media store of a deployment (the production preview forwards `/media/*` here).
      if (method === 'GET' && isMediaPath(url.pathname)) {
        const image = mediaPlaceholderResponse(url.pathname);
        const imageHeaders: Record<string, string> = { ...CORS_HEADERS };
        image.headers.forEach((value, key) => (imageHeaders[key] = value));
        res.writeHead(200, imageHeaders);
        return res.end(await image.text());
      }
      // Error reporting's ingest (a Sentry DSN on this server: the production preview's stand-in, issue 36.6): each
      // envelope is kept, for `GET /__mock/error-reports`, and accepted like Sentry accepts it.
      if (method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
        errorReports.push(raw?.toString('utf8') ?? '');
        return sendJson(res, 200, { id: String(errorReports.length) });
      }
      if (method === 'GET' && url.pathname === '/__mock/error-reports') return sendJson(res, 200, errorReports);
      if (url.pathname.startsWith('/__mock/')) {
        let body: Record<string, unknown>;
        try {
          body = parseControlBody(raw?.toString('utf8'));
        } catch (error) {
          return sendJson(res, 400, { message: (error as Error).message });
        }
        return await control(url.pathname, method, body, res, url);
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
      if (currentValidationErrorFormat() === 2 && response.status === 422) {
        const { message } = (await response.json()) as { message?: string };
        return sendJson(res, 422, { version: 2, message: message ?? 'Das Formular enthält ungültige Angaben.' });
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
  const close = () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        if (options.portalOrigin) setStandInPortalOrigin(null);
        resolve();
      }),
    );
  return { server, url: origin, close };
}
