// Errors a handler throws; the handler wrapper (lib/http.ts) turns them into the document's error answers.

export type FieldErrors = Record<string, string>;

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
