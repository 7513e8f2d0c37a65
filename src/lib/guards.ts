// Type guards that narrow without a type assertion (the app code may not assert, issue 24.4).

/** Whether `value` is one of `values`: narrows a select's or URL's string to the union it offers. */
export function isOneOf<const T>(values: readonly T[], value: unknown): value is T {
  return values.some((candidate) => candidate === value);
}

/** Whether `value` is a plain object whose properties can be read one by one. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether `value` is a list of texts (a stored multi-select, a list of extra services). */
export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
