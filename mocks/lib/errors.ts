// Errors a handler throws; the handler wrapper (lib/http.ts) turns them into the document's error answers.

export type FieldErrors = Record<string, string>;

/**
 * An empty field-error map without a prototype: a field named `__proto__` or `constructor` (an unknown key a
 * client sent) is then an entry like any other, instead of changing the map's prototype or hiding behind it.
 */
export function emptyFieldErrors(): FieldErrors {
  return Object.create(null) as FieldErrors;
}

export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`Mock API answered ${status}`);
  }
}

export function unauthorized(message = 'Ihre Sitzung ist abgelaufen. Bitte melden Sie sich erneut an.'): MockHttpError {
  return new MockHttpError(401, { message, code: 'UNAUTHORIZED' });
}

export function forbidden(
  message = 'Sie haben keine Berechtigung für diesen Vorgang.',
  code = 'FORBIDDEN',
): MockHttpError {
  return new MockHttpError(403, { message, code });
}

export function notFound(message = 'Der Eintrag wurde nicht gefunden.', code = 'NOT_FOUND'): MockHttpError {
  return new MockHttpError(404, { message, code });
}

export function conflict(message: string, code = 'CONFLICT'): MockHttpError {
  return new MockHttpError(409, { message, code });
}

export function gone(message: string, code: string): MockHttpError {
  return new MockHttpError(410, { message, code });
}

export function payloadTooLarge(message = 'Die Datei ist zu groß.', code = 'FILE_TOO_LARGE'): MockHttpError {
  return new MockHttpError(413, { message, code });
}

/** 415: a request body in a content type the operation does not take (`text/plain` parsed as JSON, …). */
export function unsupportedMediaType(accepted: readonly string[]): MockHttpError {
  return new MockHttpError(415, {
    message: `Der Inhalt der Anfrage muss vom Typ ${accepted.join(' oder ')} sein.`,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
}

export function tooManyRequests(message: string, code: string): MockHttpError {
  return new MockHttpError(429, { message, code });
}

/** 422 in error format version 1: a message plus field path -> message. */
export function validationFailed(errors: FieldErrors, message = 'Bitte prüfen Sie Ihre Eingaben.'): MockHttpError {
  return new MockHttpError(422, { message, errors });
}

/** A 422 for one field. */
export function fieldError(path: string, message: string, summary?: string): MockHttpError {
  return validationFailed({ [path]: message }, summary);
}

/**
 * Collects the field errors of one request (error format version 1: field path -> message) while a handler checks
 * its rules, so it can answer every failed field in one 422. A later message for the same path replaces the
 * earlier one; paths keep the order they were first added in.
 */
export class FieldErrorCollector {
  private readonly errors: FieldErrors = emptyFieldErrors();

  add(path: string, message: string): void {
    this.errors[path] = message;
  }

  addAll(errors: FieldErrors | FieldErrorCollector): void {
    Object.assign(this.errors, errors instanceof FieldErrorCollector ? errors.errors : errors);
  }

  has(path: string): boolean {
    return path in this.errors;
  }

  /** Whether any collected path satisfies the test (e.g. starts with an array field). */
  some(test: (path: string) => boolean): boolean {
    return Object.keys(this.errors).some(test);
  }

  get isEmpty(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** A copy of the collected errors. */
  toObject(): FieldErrors {
    return Object.assign(emptyFieldErrors(), this.errors);
  }

  /** The 422 for the collected errors (also when a handler fails for another reason with none collected). */
  failure(summary?: string): MockHttpError {
    return validationFailed(this.toObject(), summary);
  }

  /** Throws the 422 when any field failed. */
  throwIfAny(summary?: string): void {
    if (!this.isEmpty) throw this.failure(summary);
  }
}

export function collectFieldErrors(): FieldErrorCollector {
  return new FieldErrorCollector();
}

/** The field errors of a 422 in format 1 (null for any other error): handlers reword the generic messages. */
export function fieldErrorsOf(error: unknown): FieldErrors | null {
  if (!(error instanceof MockHttpError) || error.status !== 422) return null;
  return (error.body as { errors?: FieldErrors }).errors ?? null;
}

/** A generic server failure (used by fault injection only: handlers never answer 500 on their own). */
export function serverError(message = 'Ein technischer Fehler ist aufgetreten.'): MockHttpError {
  return new MockHttpError(500, { message, code: 'INTERNAL_ERROR' });
}

/** German messages for the generic validation failures (spec point 5). */
export const messages = {
  required: 'Dies ist ein Pflichtfeld!',
  invalid: 'Der Wert ist ungültig.',
  email: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  phone: 'Bitte geben Sie eine gültige Telefonnummer ein.',
  date: 'Bitte geben Sie ein gültiges Datum ein.',
  integer: 'Bitte geben Sie eine ganze Zahl ein.',
  tooShort: (min: number) => `Bitte geben Sie mindestens ${min} Zeichen ein.`,
  tooLong: (max: number) => `Bitte geben Sie höchstens ${max} Zeichen ein.`,
  tooSmall: (min: number | bigint) => `Der Wert muss mindestens ${min} sein.`,
  tooBig: (max: number | bigint) => `Der Wert darf höchstens ${max} sein.`,
  tooFewItems: (min: number | bigint) => `Bitte wählen Sie mindestens ${min} Einträge.`,
  tooManyItems: (max: number | bigint) => `Bitte wählen Sie höchstens ${max} Einträge.`,
  passwordsDiffer: 'Die Eingaben stimmen nicht überein.',
  unknownField: 'Dieses Feld ist nicht vorgesehen.',
} as const;
