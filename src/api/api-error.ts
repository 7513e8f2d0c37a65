// One error type for every failed call, whatever the server sent (spec points 5 and 8).

export type ApiErrorKind =
  'network' | 'unauthorized' | 'forbidden' | 'not-found' | 'validation' | 'conflict' | 'server' | 'http';

export interface ApiErrorInit {
  kind: ApiErrorKind;
  status: number;
  message: string | null;
  code?: string | null;
  fieldErrors?: Record<string, string>;
  errorFormat?: 1 | 2 | null;
  body?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  /** The server's message (`message` of the JSON body, or a plain-text body); null when there was none. */
  readonly serverMessage: string | null;
  readonly code: string | null;
  /** Field path (`prices.0.price`) to message, from error format version 1. Empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** 1 or 2 for 422 answers, null otherwise. Version 2 means: show a generic form-validation message. */
  readonly errorFormat: 1 | 2 | null;
  readonly body: unknown;

  constructor(init: ApiErrorInit) {
    super(init.message ?? `Request failed (${init.kind}, ${init.status})`);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.serverMessage = init.message;
    this.code = init.code ?? null;
    this.fieldErrors = init.fieldErrors ?? {};
    this.errorFormat = init.errorFormat ?? null;
    this.body = init.body;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function kindOf(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not-found';
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'validation';
  if (status >= 500) return 'server';
  return 'http';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function readFieldErrors(errors: unknown): Record<string, string> {
  if (!isRecord(errors)) return {};
  const result: Record<string, string> = {};
  for (const [path, message] of Object.entries(errors)) {
    const text = Array.isArray(message) ? nonEmptyString(message[0]) : nonEmptyString(message);
    if (text) result[path] = text;
  }
  return result;
}

/** Turns an HTTP error answer (status plus parsed body: JSON object, text or nothing) into an ApiError. */
export function normaliseHttpError(status: number, body: unknown): ApiError {
  const kind = kindOf(status);
  if (isRecord(body)) {
    const message = nonEmptyString(body.message);
    const code = nonEmptyString(body.code);
    if (kind === 'validation') {
      if (body.version === 2) {
        return new ApiError({ kind, status, message, code, errorFormat: 2, body });
      }
      const fieldErrors = readFieldErrors(body.errors);
      return new ApiError({ kind, status, message, code, fieldErrors, errorFormat: 1, body });
    }
    return new ApiError({ kind, status, message, code, body });
  }
  const text = nonEmptyString(body);
  return new ApiError({ kind, status, message: text, errorFormat: kind === 'validation' ? 1 : null, body });
}

/** A request that never got an answer (offline, DNS, CORS, aborted connection). */
export function normaliseNetworkError(cause: unknown): ApiError {
  const error = new ApiError({ kind: 'network', status: 0, message: null, body: undefined });
  if (cause instanceof Error) Object.defineProperty(error, 'cause', { value: cause });
  return error;
}
