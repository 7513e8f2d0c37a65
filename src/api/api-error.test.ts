import bundle from '../../openapi/openapi.bundle.json';
import { describe, expect, it } from 'vitest';
import { normaliseHttpError, normaliseNetworkError } from './api-error';

type Json = Record<string, unknown>;
interface ErrorExample {
  message: string;
  code?: string;
  errors?: Record<string, string>;
  version?: number;
}

function resolve(node: unknown): Json {
  let current = node as Json;
  while (typeof current.$ref === 'string') {
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce<Json>((parent, key) => parent[key] as Json, bundle as unknown as Json);
  }
  return current;
}

/** Every JSON example of a 4xx or 5xx answer in the API document, with where it stands. */
function documentedErrorExamples(): Array<{ where: string; status: number; example: ErrorExample }> {
  const found: Array<{ where: string; status: number; example: ErrorExample }> = [];
  for (const [path, item] of Object.entries(bundle.paths as Record<string, Json>)) {
    for (const [method, operation] of Object.entries(item)) {
      const responses = (operation as Json).responses as Json | undefined;
      for (const [status, raw] of Object.entries(responses ?? {})) {
        if (Number(status) < 400) continue;
        const media = resolve(raw).content as Record<string, Json> | undefined;
        const json = media?.['application/json'];
        if (!json) continue;
        const examples = json.example
          ? [json.example]
          : Object.values((json.examples as Record<string, Json> | undefined) ?? {}).map(
              (entry) => resolve(entry).value,
            );
        for (const example of examples) {
          found.push({
            where: `${method} ${path} ${status}`,
            status: Number(status),
            example: example as ErrorExample,
          });
        }
      }
    }
  }
  return found;
}

describe('normaliseHttpError', () => {
  it('reads message and field errors of error format 1', () => {
    const error = normaliseHttpError(422, {
      message: 'Bitte prüfen Sie Ihre Eingaben.',
      errors: { 'prices.0.price': 'Der Preis muss eine ganze Zahl sein.', name: 'Dies ist ein Pflichtfeld!' },
    });
    expect(error).toMatchObject({
      kind: 'validation',
      status: 422,
      errorFormat: 1,
      serverMessage: 'Bitte prüfen Sie Ihre Eingaben.',
      fieldErrors: { 'prices.0.price': 'Der Preis muss eine ganze Zahl sein.', name: 'Dies ist ein Pflichtfeld!' },
    });
  });

  it.each([
    ['a list of messages on a field', { message: 'Ungültig', errors: { email: ['Ungültige E-Mail-Adresse'] } }],
    ['an empty or non-text field message', { message: 'Ungültig', errors: { email: '', phone: 42, name: 'Pflicht' } }],
    ['no field at all', { message: 'Ungültig', errors: {} }],
    ['a property the document does not declare', { message: 'Ungültig', errors: { name: 'Pflicht' }, trace: 'x' }],
  ])('takes nothing from a format-1 body with %s (not the documented shape)', (_, body) => {
    expect(normaliseHttpError(422, body)).toMatchObject({
      kind: 'validation',
      errorFormat: 1,
      serverMessage: null,
      fieldErrors: {},
    });
  });

  it('marks error format 2 as generic, without field errors', () => {
    const error = normaliseHttpError(422, { version: 2, message: 'Das Formular enthält ungültige Angaben.' });
    expect(error).toMatchObject({
      kind: 'validation',
      errorFormat: 2,
      serverMessage: 'Das Formular enthält ungültige Angaben.',
      fieldErrors: {},
    });
  });

  it('treats a 400 like a validation answer', () => {
    expect(normaliseHttpError(400, { message: 'Falsche Anfrage', errors: { limit: 'Zu groß' } })).toMatchObject({
      kind: 'validation',
      fieldErrors: { limit: 'Zu groß' },
    });
  });

  it.each([
    [401, 'unauthorized'],
    [403, 'forbidden'],
    [404, 'not-found'],
    [409, 'conflict'],
    [410, 'http'],
    [429, 'http'],
    [500, 'server'],
    [502, 'server'],
    [503, 'server'],
  ] as const)('maps status %i to kind %s and keeps message and code', (status, kind) => {
    const error = normaliseHttpError(status, { message: 'Server sagt nein', code: 'SOME_CODE' });
    expect(error).toMatchObject({
      kind,
      status,
      serverMessage: 'Server sagt nein',
      code: 'SOME_CODE',
      errorFormat: null,
    });
  });

  it('reads the details of a coded error that documents them (409 CARD_ALREADY_SAVED)', () => {
    const savedCard = { id: 12, name: 'Firmenkarte', maskedNumber: '**** **** **** 4242' };
    const error = normaliseHttpError(409, {
      message: 'Diese Karte ist bereits gespeichert.',
      code: 'CARD_ALREADY_SAVED',
      details: { savedCard },
    });
    expect(error).toMatchObject({
      kind: 'conflict',
      serverMessage: 'Diese Karte ist bereits gespeichert.',
      code: 'CARD_ALREADY_SAVED',
      details: { savedCard },
    });
    expect(normaliseHttpError(409, { message: 'Nein', code: 'X' }).details).toBeNull();
  });

  it.each([
    ['details without a code', { message: 'Nein', details: { savedCard: {} } }],
    ['details that are no object', { message: 'Nein', code: 'X', details: 'savedCard' }],
    ['details as a list', { message: 'Nein', code: 'X', details: [1] }],
  ])('takes no message, code or details from %s', (_, body) => {
    expect(normaliseHttpError(409, body)).toMatchObject({ serverMessage: null, code: null, details: null });
  });

  it.each([
    ['plain text', 'Service Unavailable'],
    ['an HTML page', '<html><head><title>502 Bad Gateway</title></head></html>'],
    ['nothing', undefined],
    ['blank text', '   '],
    ['a message-less ErrorMessage', { code: 'NOT_FOUND' }],
    ['a blank message', { message: ' ', code: 'X' }],
    ['a message that is no text', { message: { de: 'Fehler' } }],
    ['a code that is no text', { message: 'Fehler', code: 42 }],
    ['an undeclared property beside the message', { message: 'No message available', status: 500, path: '/x' }],
    ['a list', ['unexpected']],
  ])('takes no message and no code from %s', (_, body) => {
    expect(normaliseHttpError(404, body)).toMatchObject({ kind: 'not-found', serverMessage: null, code: null });
  });

  it('treats a 422 without a documented body as format 1 without field errors or message', () => {
    expect(normaliseHttpError(422, 'Ungültig')).toMatchObject({
      errorFormat: 1,
      fieldErrors: {},
      serverMessage: null,
    });
  });

  it('reads an ErrorMessage on a 422 (the payment operations declare it beside both formats)', () => {
    expect(
      normaliseHttpError(422, { message: 'Die Zahlung ist fehlgeschlagen.', code: 'PAYMENT_FAILED' }),
    ).toMatchObject({
      serverMessage: 'Die Zahlung ist fehlgeschlagen.',
      code: 'PAYMENT_FAILED',
      errorFormat: 1,
      fieldErrors: {},
    });
  });

  it('takes only an ErrorMessage outside 400 and 422', () => {
    expect(normaliseHttpError(500, { message: 'Ungültig', errors: { name: 'Pflicht' } })).toMatchObject({
      serverMessage: null,
      fieldErrors: {},
    });
    expect(normaliseHttpError(409, { version: 2, message: 'Ungültig' })).toMatchObject({
      serverMessage: null,
      errorFormat: null,
    });
  });

  // The shape checks are written by hand (api-error.ts): every error example of the API document must pass them,
  // so a change of the documented shapes shows here.
  it('reads the message, code and field errors of every error example in the API document', () => {
    const examples = documentedErrorExamples();
    expect(examples.length).toBeGreaterThan(50);
    for (const { where, status, example } of examples) {
      const error = normaliseHttpError(status, example);
      expect({ where, message: error.serverMessage, code: error.code }).toEqual({
        where,
        message: example.message,
        code: example.code ?? null,
      });
      if (example.errors) expect(error.fieldErrors).toEqual(example.errors);
      if (example.version === 2) expect(error.errorFormat).toBe(2);
    }
  });
});

describe('normaliseNetworkError', () => {
  it('has status 0, kind network and keeps the cause', () => {
    const cause = new TypeError('Failed to fetch');
    const error = normaliseNetworkError(cause);
    expect(error).toMatchObject({ kind: 'network', status: 0, serverMessage: null });
    expect(error.cause).toBe(cause);
  });
});
