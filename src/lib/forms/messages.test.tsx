import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField } from '@/components/ui/form-field';
import { changeLocale } from '@/i18n';
import { readMessage, validationMessage } from './messages';

/** The text a field shows for a message: FormField is the one place that translates them. */
function shownText(message: string): string {
  render(
    <FormField label="Feld" error={message}>
      {(control) => <input {...control} />}
    </FormField>,
  );
  return screen.getByRole('alert').textContent ?? '';
}

describe('validationMessage', () => {
  it.each([
    ['required', validationMessage.required(), 'Dies ist ein Pflichtfeld!'],
    ['too long with the limit', validationMessage.tooLong(2000), 'Bitte geben Sie höchstens 2.000 Zeichen ein.'],
    ['too short with the minimum', validationMessage.tooShort(6), 'Bitte geben Sie mindestens 6 Zeichen ein.'],
    ['number range', validationMessage.range(1, 9999), 'Der Wert muss zwischen 1 und 9.999 liegen.'],
    ['minimum', validationMessage.min(1), 'Der Wert muss mindestens 1 sein.'],
    ['maximum', validationMessage.max(20), 'Der Wert darf höchstens 20 sein.'],
    [
      'date range',
      validationMessage.dateRange('01.01.2026', '31.12.2027'),
      'Bitte geben Sie ein Datum zwischen 01.01.2026 und 31.12.2027 ein.',
    ],
    ['phone', validationMessage.phone(), 'Bitte geben Sie eine gültige Telefonnummer ein.'],
    ['e-mail', validationMessage.email(), 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
    ['URL', validationMessage.url(), 'Bitte geben Sie eine gültige Internetadresse ein.'],
    ['passwords differ', validationMessage.passwordsDiffer(), 'Die Eingaben stimmen nicht überein.'],
    ['at least some options', validationMessage.minOptions(2), 'Bitte wählen Sie mindestens 2 Einträge.'],
    ['one-time code', validationMessage.code(), 'Der Code besteht aus 6 Ziffern.'],
  ])('%s', (_rule, message, text) => {
    expect(shownText(message)).toBe(text);
  });

  it.each([
    ['en_US', 'Please enter at most 2,000 characters.'],
    ['ar_SA', 'يرجى إدخال 2,000 أحرف كحد أقصى.'],
    ['tr_TR', 'Lütfen en fazla 2.000 karakter girin.'],
  ] as const)('writes the limit with the number format of %s, as the counters do', async (locale, text) => {
    await changeLocale(locale, { persist: false });
    expect(shownText(validationMessage.tooLong(2000))).toBe(text);
  });

  it('formats every number of a rule message but a plural count', () => {
    const format = (value: number) => `#${value}`;
    expect(readMessage('signup.validation.descriptionTooShort|{"min":1200,"count":23}', format)).toEqual({
      key: 'signup.validation.descriptionTooShort',
      options: { min: '#1200', count: 23 },
    });
    expect(readMessage('validation.dateRange|{"from":"01.01.2026","to":"31.12.2027"}', format).options).toEqual({
      from: '01.01.2026',
      to: '31.12.2027',
    });
    expect(readMessage('validation.required', format)).toEqual({ key: 'validation.required', options: {} });
  });

  it('keeps the key|{json} form the field translates', () => {
    expect(validationMessage.tooLong(500)).toBe('validation.tooLong|{"max":500}');
  });
});
