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
  details?: Readonly<Record<string, unknown>> | null;
  body?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 for network failures. */
  readonly status: number;
  /** The server's message (`message` of a documented error body); null when there was none. */
  readonly serverMessage: string | null;
  readonly code: string | null;
  /** Field path (`prices.0.price`) to message, from error format version 1. Empty otherwise. */
  readonly fieldErrors: Readonly<Record<string, string>>;
  /** 1 or 2 for 422 answers, null otherwise. Version 2 means: show a generic form-validation message. */
  readonly errorFormat: 1 | 2 | null;
  /**
   * What the way out of a coded error needs (`details` of an error the operation documents with one, e.g.
   * CARD_ALREADY_SAVED's saved card); null when the answer had none. The feature that knows the code reads it.
   */
  readonly details: Readonly<Record<string, unknown>> | null;
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
    this.details = init.details ?? null;
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

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/** Field path to message, at least one: the `errors` of ValidationErrorV1. */
const isTextMap = (value: unknown): value is Record<string, string> =>
  isRecord(value) && Object.keys(value).length > 0 && Object.values(value).every(isText);

/**
 * Turns an HTTP error answer (status plus the body as openapi-fetch read it: parsed JSON, else the raw text, or
 * nothing) into an ApiError. Only a body of a documented error shape (openapi/components/schemas/common.yaml:
 * ErrorMessage, or its coded variant with a `details` object an operation documents; for 400 and 422 also
 * ValidationError, format 1 or 2; no undeclared property) gives a server message, a code, details and field errors. Anything else (a proxy's HTML page, plain text, an empty or cut-off body, JSON
 * of another shape) is no message from the API: the error keeps its status and kind, so status-specific handling
 * (401, 403, 404, 409, 413, 422, 429) still applies, and the screens show their own text, `errors.technical` where
 * they would have shown the server's (issue 36.5). The shapes are checked by hand, by the names of their properties
 * and their types: the generated zod schemas would bring zod into every page for three small objects;
 * `api-error.test.ts` holds these checks to every error example of the document.
 */
export function normaliseHttpError(status: number, body: unknown): ApiError {
  const kind = kindOf(status);
  const validation = kind === 'validation';
  const fields = isRecord(body) ? body : {};
  const { message, code, errors, details } = fields;
  const text = isText(message) ? message : null;
  const shape = text ? Object.keys(fields).sort().join() : '';
  const codeText = typeof code === 'string' ? code : null;
  const withDetails = shape === 'code,details,message' && codeText !== null && isRecord(details);
  const plain = shape === 'message' || (shape === 'code,message' && codeText !== null) || withDetails;
  const formatOne = validation && shape === 'errors,message' && isTextMap(errors);
  const formatTwo = validation && shape === 'message,version' && fields.version === 2;
  return new ApiError({
    kind,
    status,
    message: plain || formatOne || formatTwo ? text : null,
    code: plain ? codeText : null,
    fieldErrors: formatOne ? errors : {},
    errorFormat: formatTwo ? 2 : validation ? 1 : null,
    details: withDetails ? details : null,
    body,
  });
}

/** A request that never got an answer (offline, DNS, CORS, aborted connection). */
export function normaliseNetworkError(cause: unknown): ApiError {
  const error = new ApiError({ kind: 'network', status: 0, message: null, body: undefined });
  if (cause instanceof Error) Object.defineProperty(error, 'cause', { value: cause });
  return error;
}
