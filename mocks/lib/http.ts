// The `http` every handler module receives: openapi-msw's typed `http` (paths, params, query, bodies and
// answers are checked by tsc against the generated `paths`), wrapped so that every handler
//   - applies injected faults (latency, 500, a gateway's 502 HTML page, network error) of its operation,
//   - authenticates the caller the way the operation declares (see below) before the resolver runs,
//   - turns thrown MockHttpErrors (401, 403, 404, 409, 422 …) into JSON answers,
//   - refuses a body in a content type the operation does not take (415),
//   - fails loudly when it answers a status the document does not declare for the operation, or a body that does
//     not fit the document's schema for that status (the answer check, lib/answers.ts).
//
// Who may call is declared by how a handler is registered, and checked against the document's `security`
// (`authenticated` in the generated operation list) when it is registered:
//   - `http.get(…)` etc.: operations with security. The resolver receives the caller's `session`; a request
//     without a valid one is answered 401 before the resolver runs.
//   - `http.public.get(…)` etc.: operations without security. No session.
//   - `http.admin.get(…)` etc.: operations with security that only marketplace admins (not customer users) may
//     call. No customer session; anyone else is answered 401 or 403 before the resolver runs.
import {
  delay,
  type HttpHandler,
  type HttpRequestParsedResult,
  HttpResponse,
  matchRequestUrl,
  type RequestHandlerOptions,
} from 'msw';
import { createOpenApiHttp, type PathsFor, type ResponseResolver, type ResponseResolverInfo } from 'openapi-msw';
import type { paths } from '../../src/api/generated/schema';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { checkAnswer, recordAnswer, reportProblem } from './answers';
import { MockHttpError, serverError, unsupportedMediaType } from './errors';
import { GATEWAY_ERROR_PAGE, takeFault } from './faults';
import { requireMarketplaceAdmin, requireSession, type Session } from './session';

type OpenApiHttp = ReturnType<typeof createOpenApiHttp<paths>>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

type Register<M extends Method, Extra> = <Path extends PathsFor<OpenApiHttp[M]>>(
  path: Path,
  resolver: (info: ResponseResolverInfo<paths, Path, M> & Extra) => ReturnType<ResponseResolver<paths, Path, M>>,
  options?: RequestHandlerOptions,
) => HttpHandler;

type Registrars<Extra> = { [M in Method]: Register<M, Extra> };

export type MockHttp = Registrars<{ session: Session }> & {
  public: Registrars<object>;
  admin: Registrars<object>;
};

/** How a handler authenticates its caller before the resolver runs. */
type Access = 'session' | 'public' | 'admin';

let afterWrite: (() => Promise<void>) | null = null;

/**
 * Runs after every successful write, before its answer is delivered. The browser runtime saves its state
 * there, so a page that navigates away right after a change (a notification link) does not lose it.
 */
export function onAfterWrite(hook: (() => Promise<void>) | null): void {
  afterWrite = hook;
}

const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));

export function operationFor(method: string, path: string): OperationInfo {
  const op = byRoute.get(`${method.toUpperCase()} ${path}`);
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${path} in the API document.`);
  return op;
}

/** A handler registered with the wrong access would answer 401 where the document allows anyone, or the reverse. */
function checkAccess(op: OperationInfo, access: Access): void {
  const declared = access !== 'public';
  if (op.authenticated === declared) return;
  const register = op.authenticated ? `http.${op.method.toLowerCase()}` : `http.public.${op.method.toLowerCase()}`;
  throw new Error(
    `Mock handler of ${op.operationId} is registered as ${access}, but the API document ${op.authenticated ? 'requires' : 'does not require'} authentication: register it with ${register}.`,
  );
}

function undeclared(op: OperationInfo, status: number): Response {
  const message = `Mock handler of ${op.operationId} answered ${status}, which the API document does not declare (${op.statuses.join(', ')}).`;
  reportProblem(message);
  return HttpResponse.json({ message, code: 'MOCK_UNDECLARED_STATUS' }, { status: 500 });
}

/** The media type of a request body, without parameters (`multipart/form-data; boundary=…`). */
function mediaTypeOf(request: Request): string | null {
  const header = request.headers.get('Content-Type');
  return header ? (header.split(';')[0] ?? '').trim().toLowerCase() : null;
}

/** A body in a content type the operation does not take is refused before the handler reads it. */
function checkContentType(op: OperationInfo, request: Request): void {
  if (op.requestContentTypes.length === 0) return;
  const type = mediaTypeOf(request);
  if (type !== null && !op.requestContentTypes.includes(type)) throw unsupportedMediaType(op.requestContentTypes);
}

/** Every answer that leaves a handler: its status must be declared, its body must fit (lib/answers.ts). */
async function deliver(op: OperationInfo, response: Response): Promise<Response> {
  if (!op.statuses.includes(response.status)) return undeclared(op, response.status);
  const checked = await checkAnswer(op, response);
  // Only an answer that fits counts as a produced error branch (mocks/tests/error-branches.global.ts).
  if (checked === response) recordAnswer(op.operationId, response.status);
  return checked;
}

/** What a handler parses a request of another method or path to: no match, so MSW goes on to the next handler. */
const NOT_MINE: HttpRequestParsedResult = { match: { matches: false, params: {} }, cookies: {} };

/**
 * A handler that parses only requests of its own method and path. MSW tries the handlers in turn and parses the
 * request for each before it compares the method, and reads the request's cookies while it does (msw 2.15,
 * `HttpHandler.parse`): in the browser each read of `document.cookie` asks the browser's network process, about
 * 1,200 times on a page load of the portal, 23 ms of CPU per request over the mock's handlers (issue 34).
 */
function parsingOnlyItsRequests(handler: HttpHandler, method: Method): HttpHandler {
  const parse = handler.parse.bind(handler);
  const wanted = method.toUpperCase();
  const path = handler.info.path;
  handler.parse = (args) => {
    if (typeof path === 'function') return parse(args);
    if (args.request.method !== wanted) return Promise.resolve(NOT_MINE);
    const { matches } = matchRequestUrl(new URL(args.request.url), path, args.resolutionContext?.baseUrl);
    return matches ? parse(args) : Promise.resolve(NOT_MINE);
  };
  return handler;
}

type AnyResolver = (info: object) => Promise<Response | undefined> | Response | undefined;
type AnyRegister = (path: string, resolver: (info: unknown) => unknown, options?: unknown) => HttpHandler;

function registrars(http: OpenApiHttp, access: Access): Record<Method, unknown> {
  const result = {} as Record<Method, unknown>;
  for (const method of METHODS) {
    const register = http[method] as AnyRegister;
    result[method] = (path: string, resolver: AnyResolver, options?: RequestHandlerOptions) => {
      const op = operationFor(method, path);
      checkAccess(op, access);
      const handler = register(
        path,
        async (info: unknown) => {
          const fault = takeFault(op.operationId);
          if (fault?.kind === 'network-error') return HttpResponse.error();
          if (fault?.kind === 'latency') await delay(fault.latencyMs ?? 1500);
          if (fault?.kind === 'server-error') {
            const { status, body } = serverError();
            return HttpResponse.json(body as object, { status });
          }
          // Not the API's answer but a proxy's in front of it: not declared in the document, so not checked.
          if (fault?.kind === 'gateway-error') {
            return new HttpResponse(GATEWAY_ERROR_PAGE, {
              status: 502,
              headers: { 'Content-Type': 'text/html' },
            });
          }
          try {
            const { request } = info as { request: Request };
            if (access === 'admin') requireMarketplaceAdmin(request);
            const session = access === 'session' ? requireSession(request) : undefined;
            checkContentType(op, request);
            const response = await resolver(session ? { ...(info as object), session } : (info as object));
            if (!response) return response;
            const delivered = await deliver(op, response);
            if (method !== 'get' && afterWrite && delivered.status < 300) await afterWrite();
            return delivered;
          } catch (error) {
            if (!(error instanceof MockHttpError)) throw error;
            return deliver(op, HttpResponse.json(error.body as object, { status: error.status }));
          }
        },
        options,
      );
      return parsingOnlyItsRequests(handler, method);
    };
  }
  return result;
}

export function createMockHttp(baseUrl: string): MockHttp {
  const http = createOpenApiHttp<paths>({ baseUrl });
  return {
    ...registrars(http, 'session'),
    public: registrars(http, 'public'),
    admin: registrars(http, 'admin'),
  } as MockHttp;
}
