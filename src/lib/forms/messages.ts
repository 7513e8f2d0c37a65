// The messages of client-side rules: the shared `validation.*` i18n keys, with their parameters after a `|` as
// JSON (`validation.tooLong|{"max":2000}`). FormField (`useErrorText`) splits and translates them, so a schema
// stays free of `t` and its messages follow a language switch.
import type { TextKey } from '@/i18n/text-keys';
import { isRecord } from '@/lib/guards';

type MessageParams = Record<string, string | number>;

/**
 * A rule's message: the key of its text, checked against the German texts like every `t('…')`, and its
 * parameters after a `|` as JSON (`ruleMessage('validation.tooLong', { max: 2000 })`).
 */
export function ruleMessage(key: TextKey, params?: MessageParams): string {
  return params ? `${key}|${JSON.stringify(params)}` : key;
}

/** The key of a rule message (`validation.tooLong|{"max":2000}` → `validation.tooLong`), for `t`. */
export function messageKey(message: string): TextKey {
  // The one cast of a rule message back to a key: every rule builds its message from a checked key (`ruleMessage`,
  // `validationMessage`, or a map typed `satisfies Record<…, TextKey>`), and zod and react-hook-form hand it back as
  // a plain string. A server's message never gets here: the callers pass only messages starting with a key's prefix.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the rule's key, typed where it was built
  return (message.split('|')[0] ?? message) as TextKey;
}

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
): { key: TextKey; options: Record<string, unknown> } {
  const [key = message, json] = message.split('|');
  const params: unknown = json ? JSON.parse(json) : {};
  const options = isRecord(params) ? params : {};
  return {
    key: messageKey(key),
    options: Object.fromEntries(
      Object.entries(options).map(([name, value]) => [
        name,
        typeof value === 'number' && name !== 'count' ? formatNumber(value) : value,
      ]),
    ),
  };
}

/**
 * One function per rule; each answers the message a zod check or `setError` takes. Its key is checked against the
 * texts: by the return type where it has no parameters, by `ruleMessage` where it has.
 */
export const validationMessage = {
  required: (): TextKey => 'validation.required',
  invalid: (): TextKey => 'validation.invalid',
  tooShort: (min: number) => ruleMessage('validation.tooShort', { min }),
  tooLong: (max: number) => ruleMessage('validation.tooLong', { max }),
  min: (min: number) => ruleMessage('validation.min', { min }),
  max: (max: number) => ruleMessage('validation.max', { max }),
  /** A number between `min` and `max`, both included. */
  range: (min: number, max: number) => ruleMessage('validation.range', { min, max }),
  integer: (): TextKey => 'validation.integer',
  /** Text in a number field that is not a number in the reader's notation ("2.000,50" in German). */
  number: (): TextKey => 'validation.number',
  /** A number with more than `max` digits after the decimal separator (an amount in euros has 2). */
  decimals: (max: number) => ruleMessage('validation.decimals', { max }),
  date: (): TextKey => 'validation.date',
  /** A date between `from` and `to`: both already formatted for the reader. */
  dateRange: (from: string, to: string) => ruleMessage('validation.dateRange', { from, to }),
  phone: (): TextKey => 'validation.phone',
  email: (): TextKey => 'validation.email',
  url: (): TextKey => 'validation.url',
  passwordsDiffer: (): TextKey => 'validation.passwordsDiffer',
  /** A new password that equals the current one. */
  passwordUnchanged: (): TextKey => 'validation.passwordUnchanged',
  /** At least `min` entries of a multiple choice. */
  minOptions: (min: number) => ruleMessage('validation.minOptions', { min }),
  digitsOnly: (): TextKey => 'validation.digitsOnly',
  /** The 6-digit one-time code. */
  code: (): TextKey => 'validation.code',
} as const;
