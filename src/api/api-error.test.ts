import { describe, expect, it } from 'vitest';
import { normaliseHttpError, normaliseNetworkError } from './api-error';

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

  it('takes the first message when a field carries a list of messages', () => {
    const error = normaliseHttpError(422, {
      message: 'Ungültig',
      errors: { email: ['Ungültige E-Mail-Adresse', 'Zu lang'] },
    });
    expect(error.fieldErrors).toEqual({ email: 'Ungültige E-Mail-Adresse' });
  });

  it('drops empty or non-text field messages', () => {
    const error = normaliseHttpError(422, {
      message: 'Ungültig',
      errors: { email: '', phone: 42, name: 'Pflichtfeld' },
    });
    expect(error.fieldErrors).toEqual({ name: 'Pflichtfeld' });
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

  it('uses a plain-text body as the message', () => {
    expect(normaliseHttpError(500, 'Service vorübergehend nicht verfügbar').serverMessage).toBe(
      'Service vorübergehend nicht verfügbar',
    );
  });

  it('has no server message when the body is empty or has none', () => {
    expect(normaliseHttpError(500, undefined).serverMessage).toBeNull();
    expect(normaliseHttpError(500, '   ').serverMessage).toBeNull();
    expect(normaliseHttpError(404, { code: 'NOT_FOUND' })).toMatchObject({ serverMessage: null, code: 'NOT_FOUND' });
    expect(normaliseHttpError(404, ['unexpected']).serverMessage).toBeNull();
  });

  it('treats a 422 without a JSON body as format 1 without field errors', () => {
    expect(normaliseHttpError(422, 'Ungültig')).toMatchObject({
      errorFormat: 1,
      fieldErrors: {},
      serverMessage: 'Ungültig',
    });
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
