// How forms turn problems into text (spec points 5 and 8). Client rules produce i18n keys: the shared
// `validation.*` keys (FormField translates them) or a feature's own keys (its field component translates
// them). Server answers follow the project rule: error format 1 puts each message on its field, format 2
// shows the generic `errors.formInvalid`, any other failure shows the server's message as text.
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type * as z from 'zod';
import { isApiError } from '@/api/api-error';
import { validationMessage } from './messages';
import { type FormProblem, problemOf } from './problem';

export { type FormProblem, problemOf } from './problem';

function isEmpty(input: unknown): boolean {
  return input === undefined || input === null || (typeof input === 'string' && input.trim() === '');
}

/**
 * Zod error map for forms built from the generated schemas: their checks carry no messages, so the map
 * names the portal's texts. `formatMessages` gives the message for a failed pattern per field name.
 */
export function formErrorMap(formatMessages: Record<string, string> = {}): z.core.$ZodErrorMap {
  return (issue) => {
    if (isEmpty(issue.input)) return validationMessage.required();
    const field = String(issue.path?.at(-1) ?? '');
    switch (issue.code) {
      case 'too_small':
        return issue.origin === 'string'
          ? validationMessage.tooShort(Number(issue.minimum))
          : validationMessage.min(Number(issue.minimum));
      case 'too_big':
        return issue.origin === 'string'
          ? validationMessage.tooLong(Number(issue.maximum))
          : validationMessage.max(Number(issue.maximum));
      case 'invalid_type':
        // A number field hands NaN for text that is not a number in the reader's notation (NumberInput).
        if (typeof issue.input !== 'number') return validationMessage.invalid();
        // z.int() refuses 2.5 as a wrong type too: that is a number, but not a whole one.
        return Number.isFinite(issue.input) && issue.expected === 'int'
          ? validationMessage.integer()
          : validationMessage.number();
      case 'not_multiple_of':
        return Number(issue.divisor) === 1
          ? validationMessage.integer()
          : validationMessage.decimals(Math.max(0, -Math.round(Math.log10(Number(issue.divisor)))));
      case 'invalid_format':
        if (issue.format === 'email') return validationMessage.email();
        return formatMessages[field] ?? validationMessage.invalid();
      default:
        return validationMessage.invalid();
    }
  };
}

/** The server's field paths (`budget.amount`, `extraServices.2`) to the form's fields. */
export type ServerFieldMap<T extends FieldValues> = Partial<Record<string, Path<T>>>;

/** The server's refusal codes that concern one field, with that field's server path. */
const CODE_FIELDS: Partial<Record<string, string>> = { USERNAME_TAKEN: 'username' };

/**
 * Puts the server's field errors (error format 1) onto the form's fields. `fields` maps the server's field
 * path to the form field. Returns the problem left for the whole form, or null when every message found
 * its field.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: ServerFieldMap<T>,
  { focus = true }: { focus?: boolean } = {},
): FormProblem | null {
  // A refusal that concerns one field without naming it (409 USERNAME_TAKEN) goes onto that field like a field
  // error, with the focus, so the user sees where to change the input (issue 37.14).
  const codeField = isApiError(error) && error.code ? CODE_FIELDS[error.code] : undefined;
  const conflictField = codeField === undefined ? undefined : fields[codeField];
  if (isApiError(error) && conflictField !== undefined && error.serverMessage) {
    setError(conflictField, { type: 'server', message: error.serverMessage }, { shouldFocus: focus });
    return null;
  }
  if (!isApiError(error) || error.errorFormat !== 1) return problemOf(error);
  const entries = Object.entries(error.fieldErrors);
  let placed = 0;
  for (const [path, message] of entries) {
    const field = fields[path];
    if (!field) continue;
    setError(field, { type: 'server', message }, { shouldFocus: focus && placed === 0 });
    placed += 1;
  }
  return entries.length > 0 && placed === entries.length ? null : problemOf(error);
}
