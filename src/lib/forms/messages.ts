// The messages of client-side rules: the shared `validation.*` i18n keys, with their parameters after a `|` as
// JSON (`validation.tooLong|{"max":2000}`). FormField (`useErrorText`) splits and translates them, so a schema
// stays free of `t` and its messages follow a language switch.
import { isRecord } from '@/lib/guards';

type MessageParams = Record<string, string | number>;

/**
 * The i18n key and options of a rule message (`validation.tooLong|{"max":2000}`, or a feature's own key in the
 * same form). Its numbers are limits and figures the reader compares with the counter beside the field, so they
 * are written the way the counter writes them, with the language's number format (`formatNumber` of
 * src/lib/format.ts): "höchstens 2.000 Zeichen" under "2.001 von 2.000 Zeichen" in German, "2,000" in English
 * (the i18n layer writes other numbers in texts without grouping, for request numbers and years; a limit is
 * neither — a year never goes into a rule message as a number). `count` stays a number: i18next picks the plural
 * form by it.
 */
export function readMessage(
  message: string,
  formatNumber: (value: number) => string,
): { key: string; options: Record<string, unknown> } {
  const [key = message, json] = message.split('|');
  const params: unknown = json ? JSON.parse(json) : {};
  const options = isRecord(params) ? params : {};
  return {
    key,
    options: Object.fromEntries(
      Object.entries(options).map(([name, value]) => [
        name,
        typeof value === 'number' && name !== 'count' ? formatNumber(value) : value,
      ]),
    ),
  };
}

const withParams = (key: string, params: MessageParams) => `${key}|${JSON.stringify(params)}`;

/** One function per rule; each answers the message a zod check or `setError` takes. */
export const validationMessage = {
  required: () => 'validation.required',
  invalid: () => 'validation.invalid',
  tooShort: (min: number) => withParams('validation.tooShort', { min }),
  tooLong: (max: number) => withParams('validation.tooLong', { max }),
  min: (min: number) => withParams('validation.min', { min }),
  max: (max: number) => withParams('validation.max', { max }),
  /** A number between `min` and `max`, both included. */
  range: (min: number, max: number) => withParams('validation.range', { min, max }),
  integer: () => 'validation.integer',
  /** Text in a number field that is not a number in the reader's notation ("2.000,50" in German). */
  number: () => 'validation.number',
  /** A number with more than `max` digits after the decimal separator (an amount in euros has 2). */
  decimals: (max: number) => withParams('validation.decimals', { max }),
  date: () => 'validation.date',
  /** A date between `from` and `to`: both already formatted for the reader. */
  dateRange: (from: string, to: string) => withParams('validation.dateRange', { from, to }),
  phone: () => 'validation.phone',
  email: () => 'validation.email',
  url: () => 'validation.url',
  passwordsDiffer: () => 'validation.passwordsDiffer',
  /** A new password that equals the current one. */
  passwordUnchanged: () => 'validation.passwordUnchanged',
  /** At least `min` entries of a multiple choice. */
  minOptions: (min: number) => withParams('validation.minOptions', { min }),
  digitsOnly: () => 'validation.digitsOnly',
  /** The 6-digit one-time code. */
  code: () => 'validation.code',
} as const;
