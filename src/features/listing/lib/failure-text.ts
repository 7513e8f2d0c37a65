import { isApiError } from '@/api/api-error';

/** The text of a failed write: the server's message (409 "already a partner", 422 on the provider), else general. */
export function failureText(error: unknown, fallback: string): string {
  if (!isApiError(error)) return fallback;
  const field = Object.values(error.fieldErrors)[0];
  return field ?? error.serverMessage ?? fallback;
}
