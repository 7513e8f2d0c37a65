// A failure's text for a whole form or a snackbar, apart from the form rules in ./form-errors: pages that only
// report failed calls (`useFailureText`) do not load the field-error and zod message code (issue 23).
import { isApiError } from '@/api/api-error';
import type { TextKey } from '@/i18n/text-keys';

/** A problem of a whole form: an i18n key, or a text the server sent. */
export type FormProblem = { key: TextKey } | { text: string };

/** The text of a failure that belongs to no field. */
export function problemOf(error: unknown): FormProblem {
  if (!isApiError(error)) return { key: 'errors.technical' };
  if (error.kind === 'network') return { key: 'errors.network' };
  if (error.errorFormat === 2) return { key: 'errors.formInvalid' };
  return error.serverMessage ? { text: error.serverMessage } : { key: 'errors.technical' };
}
