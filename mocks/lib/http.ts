// The `http` every handler module receives: openapi-msw's typed `http` (paths, params, query, bodies and
// answers are checked by tsc against the generated `paths`), wrapped so that every handler
//   - applies injected faults (latency, 500, network error) of its operation,
//   - turns thrown MockHttpErrors (401, 403, 404, 409, 422 …) into JSON answers,
//   - fails loudly when it answers a status the document does not declare for the operation.
import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { paths } from '../../src/api/generated/schema';
import { type OperationInfo, operations } from '../../src/api/generated/operations';
import { MockHttpError, serverError } from './errors';
import { takeFault } from './faults';

export type MockHttp = ReturnType<typeof createOpenApiHttp<paths>>;

let afterWrite: (() => Promise<void>) | null = null;

/**
 * Runs after every successful write, before its answer is delivered. The browser runtime saves its state
 * there, so a page that navigates away right after a change (a notification link) does not lose it.
 */
export function onAfterWrite(hook: (() => Promise<void>) | null): void {
  afterWrite = hook;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

const byRoute = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));

export function operationFor(method: string, path: string): OperationInfo {
  const op = byRoute.get(`${method.toUpperCase()} ${path}`);
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${path} in the API document.`);
  return op;
}

function undeclared(op: OperationInfo, status: number): Response {
  const message = `Mock handler of ${op.operationId} answered ${status}, which the API document does not declare (${op.statuses.join(', ')}).`;
  console.error(message);
  return HttpResponse.json({ message, code: 'MOCK_UNDECLARED_STATUS' }, { status: 500 });
}

export function createMockHttp(baseUrl: string): MockHttp {
  const http = createOpenApiHttp<paths>({ baseUrl });
  const wrapped = { ...http } as Record<string, unknown>;
  for (const method of METHODS) {
    const register = http[method] as (path: string, resolver: (info: unknown) => unknown, options?: unknown) => unknown;
    wrapped[method] = (
      path: string,
      resolver: (info: unknown) => Promise<Response | undefined> | Response | undefined,
      options?: unknown,
    ) => {
      const op = operationFor(method, path);
      return register(
        path,
        async (info: unknown) => {
          const fault = takeFault(op.operationId);
          if (fault?.kind === 'network-error') return HttpResponse.error();
          if (fault?.kind === 'latency') await delay(fault.latencyMs ?? 1500);
          if (fault?.kind === 'server-error') {
            const { status, body } = serverError();
            return HttpResponse.json(body as object, { status });
          }
          try {
            const response = await resolver(info);
            if (response && !op.statuses.includes(response.status)) return undeclared(op, response.status);
            if (method !== 'get' && afterWrite && response && response.status < 300) await afterWrite();
            return response;
          } catch (error) {
            if (!(error instanceof MockHttpError)) throw error;
            if (!op.statuses.includes(error.status)) return undeclared(op, error.status);
            return HttpResponse.json(error.body as object, { status: error.status });
          }
        },
        options,
      );
    };
  }
  return wrapped as MockHttp;
}
