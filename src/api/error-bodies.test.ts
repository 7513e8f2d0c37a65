// What a failed save shows for every kind of answer (issue 36.5), through both ways the portal sends: the
// openapi-fetch client with fetch, and the same client with an upload over XMLHttpRequest. Only a body of the
// documented error shape may put the server's words on the screen; a proxy's page, plain text, an empty or
// cut-off body and JSON of another shape show the portal's technical-error text, and keep their status for the
// screens that treat a status their own way.
import { renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type ApiError, isApiError } from './api-error';
import { createApiClient, formDataSerializer, unwrap } from './client';
import { fetchWithUploadProgress } from './upload-fetch';

const BASE_URL = 'http://api.portal.test';
const TECHNICAL = 'Ein technischer Fehler ist aufgetreten.';
const NETWORK = 'Keine Verbindung zum Server. Bitte prüfen Sie Ihre Internetverbindung.';

const GATEWAY_PAGE = (status: string) =>
  `<html>\r\n<head><title>${status}</title></head>\r\n<body>\r\n<center><h1>${status}</h1></center>\r\n<hr><center>nginx</center>\r\n</body>\r\n</html>\r\n`;

/** One answer as the wire has it, or no answer at all. */
type Answer = { status: number; headers: Record<string, string>; body: string } | { network: true };

interface Case {
  name: string;
  answer: Answer;
  /** What the screen shows where it would show the server's message. */
  text: string;
  /** What the error keeps for the screens that read a status or kind their own way. */
  error: Partial<Pick<ApiError, 'kind' | 'status' | 'code' | 'errorFormat'>>;
}

const html = { 'Content-Type': 'text/html' };
const text = { 'Content-Type': 'text/plain; charset=utf-8' };
const json = { 'Content-Type': 'application/json' };

const CASES: Case[] = [
  {
    name: '502 with a gateway’s HTML page',
    answer: { status: 502, headers: html, body: GATEWAY_PAGE('502 Bad Gateway') },
    text: TECHNICAL,
    error: { kind: 'server', status: 502, code: null },
  },
  {
    name: '504 gateway timeout with an HTML page',
    answer: { status: 504, headers: html, body: GATEWAY_PAGE('504 Gateway Time-out') },
    text: TECHNICAL,
    error: { kind: 'server', status: 504 },
  },
  {
    name: '500 text/plain "Internal Server Error"',
    answer: { status: 500, headers: text, body: 'Internal Server Error' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    name: '500 with an empty body',
    answer: { status: 500, headers: { 'Content-Length': '0' }, body: '' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    name: '500 with an empty JSON-typed body',
    answer: { status: 500, headers: json, body: '' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    name: '500 with truncated JSON',
    answer: { status: 500, headers: json, body: '{"message":"Der Server konnte die Anfr' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    name: '500 with JSON of another shape',
    answer: { status: 500, headers: json, body: '{"error":"Internal Server Error","status":500}' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    name: '500 with a framework’s JSON that has a message among undeclared properties',
    answer: {
      status: 500,
      headers: json,
      body: '{"timestamp":"2026-05-04T10:00:00Z","status":500,"error":"Internal Server Error","message":"No message available","path":"/leads"}',
    },
    text: TECHNICAL,
    error: { kind: 'server', status: 500, code: null },
  },
  {
    name: '500 with a JSON string',
    answer: { status: 500, headers: json, body: '"Internal Server Error"' },
    text: TECHNICAL,
    error: { kind: 'server', status: 500 },
  },
  {
    // The portal reads Retry-After only for the login lock (429 LOGIN_THROTTLED); a 503 is a technical error.
    name: '503 with Retry-After and an HTML page',
    answer: {
      status: 503,
      headers: { ...html, 'Retry-After': '120' },
      body: GATEWAY_PAGE('503 Service Temporarily Unavailable'),
    },
    text: TECHNICAL,
    error: { kind: 'server', status: 503 },
  },
  {
    name: '413 from the proxy as HTML (the upload screens say "too large" by the status)',
    answer: { status: 413, headers: html, body: GATEWAY_PAGE('413 Request Entity Too Large') },
    text: TECHNICAL,
    error: { kind: 'http', status: 413 },
  },
  {
    name: '422 as plain text (no field errors, no generic form text)',
    answer: { status: 422, headers: text, body: 'Unprocessable Entity' },
    text: TECHNICAL,
    error: { kind: 'validation', status: 422, errorFormat: 1 },
  },
  {
    name: '422 of format 1 with a field message that is no text',
    answer: { status: 422, headers: json, body: '{"message":"Ungültig","errors":{"name":["Pflichtfeld"]}}' },
    text: TECHNICAL,
    error: { kind: 'validation', status: 422, errorFormat: 1 },
  },
  {
    name: '409 as plain text',
    answer: { status: 409, headers: text, body: 'Conflict' },
    text: TECHNICAL,
    error: { kind: 'conflict', status: 409 },
  },
  {
    name: '404 as an HTML page',
    answer: { status: 404, headers: html, body: GATEWAY_PAGE('404 Not Found') },
    text: TECHNICAL,
    error: { kind: 'not-found', status: 404 },
  },
  {
    name: '403 as an HTML page',
    answer: { status: 403, headers: html, body: GATEWAY_PAGE('403 Forbidden') },
    text: TECHNICAL,
    error: { kind: 'forbidden', status: 403 },
  },
  {
    name: '429 as plain text',
    answer: { status: 429, headers: text, body: 'Too Many Requests' },
    text: TECHNICAL,
    error: { kind: 'http', status: 429 },
  },
  {
    name: '401 as an HTML page',
    answer: { status: 401, headers: html, body: GATEWAY_PAGE('401 Authorization Required') },
    text: TECHNICAL,
    error: { kind: 'unauthorized', status: 401 },
  },
  {
    name: 'no answer (network failure, a connection that timed out)',
    answer: { network: true },
    text: NETWORK,
    error: { kind: 'network', status: 0 },
  },
  // The documented shapes still speak for themselves.
  {
    name: '500 with a documented ErrorMessage',
    answer: {
      status: 500,
      headers: json,
      body: '{"message":"Der Dienst ist kurz nicht erreichbar.","code":"INTERNAL_ERROR"}',
    },
    text: 'Der Dienst ist kurz nicht erreichbar.',
    error: { kind: 'server', status: 500, code: 'INTERNAL_ERROR' },
  },
  {
    name: '409 with a documented ErrorMessage',
    answer: { status: 409, headers: json, body: '{"message":"Dieser Vorgang wurde bereits ausgeführt."}' },
    text: 'Dieser Vorgang wurde bereits ausgeführt.',
    error: { kind: 'conflict', status: 409, code: null },
  },
  {
    name: '422 of format 2',
    answer: { status: 422, headers: json, body: '{"version":2,"message":"Das Formular enthält ungültige Angaben."}' },
    text: 'Bitte prüfen Sie Ihre Eingaben.',
    error: { kind: 'validation', status: 422, errorFormat: 2 },
  },
];

/** The text the portal's screens show for a failed call (snackbars and form problems). */
function screenText(error: unknown): string {
  const { result } = renderHook(() => useFailureText());
  return result.current(error);
}

function responseOf(answer: Exclude<Answer, { network: true }>): Response {
  return new Response(answer.body === '' ? null : answer.body, { status: answer.status, headers: answer.headers });
}

/** A stand-in for the browser's XMLHttpRequest that answers with the case's status, headers and bytes. */
class AnsweringXhr extends EventTarget {
  static answer: Answer = { network: true };
  upload = new EventTarget();
  status = 0;
  statusText = '';
  responseType = '';
  response: unknown = null;
  private headerLines = '';
  open() {}
  setRequestHeader() {}
  getAllResponseHeaders() {
    return this.headerLines;
  }
  abort() {}
  send() {
    const { answer } = AnsweringXhr;
    queueMicrotask(() => {
      if ('network' in answer) {
        this.dispatchEvent(new Event('error'));
        return;
      }
      this.status = answer.status;
      this.headerLines = Object.entries(answer.headers)
        .map(([name, value]) => `${name.toLowerCase()}: ${value}\r\n`)
        .join('');
      this.response = new TextEncoder().encode(answer.body).buffer;
      this.dispatchEvent(new Event('load'));
    });
  }
}

/** A save over openapi-fetch with fetch, answered with `answer`. */
async function saveWithFetch(answer: Answer): Promise<unknown> {
  const fetch = vi.fn(async () => {
    if ('network' in answer) throw new TypeError('Failed to fetch');
    return responseOf(answer);
  });
  const client = createApiClient({ baseUrl: BASE_URL, fetch, onUnauthorized: () => undefined });
  const result = await client.PUT('/customers/{customerId}/catalogs/{catalogId}', {
    params: { path: { customerId: 1, catalogId: 2 } },
    body: { expireAt: '2026-06-30', prices: [] },
  });
  return unwrap(result);
}

/** An upload over XMLHttpRequest (the progress bar's way), answered with `answer`. */
async function uploadWithXhr(answer: Answer): Promise<unknown> {
  AnsweringXhr.answer = answer;
  vi.stubGlobal('XMLHttpRequest', AnsweringXhr);
  const client = createApiClient({ baseUrl: BASE_URL, onUnauthorized: () => undefined });
  const file = new File(['%PDF-1.4'], 'preisliste.pdf', { type: 'application/pdf' });
  // As `uploadAttachment` sends it (src/features/templates/api/attachments.ts): the form goes to XHR as built.
  let form: FormData | undefined;
  const result = await client.POST('/customers/{customerId}/attachments', {
    params: { path: { customerId: 1 } },
    body: { file: file.name },
    bodySerializer: () => {
      form = formDataSerializer({});
      form.append('file', file, file.name);
      return form;
    },
    fetch: fetchWithUploadProgress(
      () => undefined,
      () => form,
    ),
  });
  return unwrap(result);
}

async function failureOf(send: () => Promise<unknown>): Promise<unknown> {
  try {
    await send();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

afterEach(() => vi.unstubAllGlobals());

describe.each([
  ['openapi-fetch', saveWithFetch],
  ['upload over XMLHttpRequest', uploadWithXhr],
] as const)('a failed call through %s', (_, send) => {
  it.each(CASES)('$name', async ({ answer, text, error }) => {
    const failure = await failureOf(() => send(answer));
    expect(isApiError(failure)).toBe(true);
    expect(failure).toMatchObject(error);
    expect(screenText(failure)).toBe(text);
    if (isApiError(failure) && !('network' in answer) && text === TECHNICAL) {
      expect(failure.serverMessage).toBeNull();
      expect(failure.fieldErrors).toEqual({});
    }
  });
});
