import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';

/** What a form's own rules find: a message per wrong field (a `validation.*` key, a feature's key or a text). */
export type RuleErrors<TValues extends FieldValues> = Partial<Record<keyof TValues & string, string | undefined>>;

/**
 * A react-hook-form resolver from a plain rule function, for forms whose rules are not a zod schema (a phone rule
 * that needs its metadata first, a rule shared with the page). The messages go onto the fields as they are; the
 * field's `FormField`/`FieldError` translates `validation.*` keys.
 */
export function rulesResolver<TValues extends FieldValues>(
  check: (values: TValues) => RuleErrors<TValues> | Promise<RuleErrors<TValues>>,
): Resolver<TValues> {
  return async (values, _context, options) => {
    const found = Object.entries(await check(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
    );
    if (found.length === 0) return { values, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const [name, message] of found) errors[name] = { type: 'validate', message };
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}
