// The tests share the module's state, so they run in order: nothing loaded, then one zone, then another.
import { describe, expect, it } from 'vitest';
import { hasPhoneMetadataForNumbers } from './phone-metadata';
import { loadStoredPhones, storedPhoneForm } from './stored-phone';

type Tagged = Promise<void> & { status?: string };

describe('a stored number in a form', () => {
  it('needs no download for an empty field: Germany, or the stored country, and no number', () => {
    const promise: Tagged = loadStoredPhones([null, undefined, '']);
    expect(promise.status).toBe('fulfilled');
    expect(storedPhoneForm(null)).toEqual({ number: '', country: 'DE' });
    expect(storedPhoneForm('', 'AT')).toEqual({ number: '', country: 'AT' });
    expect(storedPhoneForm(undefined, 'not a country')).toEqual({ number: '', country: 'DE' });
  });

  it('refuses to read a number before the library is there, instead of showing it wrongly', () => {
    expect(() => storedPhoneForm('+4933120045670')).toThrow(/not loaded/);
  });

  it('shows a number in national form with its country once its download is done', async () => {
    const loading = loadStoredPhones(['+4933120045670', null]);
    expect(loadStoredPhones(['+4933120045670'])).toBe(loading);
    await loading;
    expect(storedPhoneForm('+4933120045670')).toEqual({ number: '0331 20045670', country: 'DE' });
    expect(storedPhoneForm('+4366412345678', 'AT')).toEqual({ number: '0664 12345678', country: 'AT' });
    const again: Tagged = loadStoredPhones(['+4915112345678']);
    expect(again.status).toBe('fulfilled');
  });

  it('loads the zone of a number from another part of the world before reading it', async () => {
    expect(hasPhoneMetadataForNumbers(['+905321234567'])).toBe(false);
    await loadStoredPhones(['+905321234567']);
    expect(storedPhoneForm('+905321234567')).toEqual({ number: '0532 123 45 67', country: 'TR' });
  });
});
