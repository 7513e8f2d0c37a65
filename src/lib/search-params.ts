// The URL state of list pages (filters, sort, paging): typed fields validated with zod, defaults for anything
// absent or malformed (a hand-edited or outdated link never breaks the page), only non-default values written,
// params the page does not know kept as they are, and back to the first page whenever anything but the page
// changes.
import * as z from 'zod/mini';

/** One search param: how its text is checked and read, its default, and how it is written. */
export interface SearchParamField<T> {
  /** Reads the param's text; a failure gives `fallback`. */
  schema: z.ZodMiniType<T, string>;
  /** The value when the param is absent or invalid; it is never written to the URL. */
  fallback: T;
  /** Name in the URL, when it differs from the field's name. */
  key?: string;
  /** The param's text; `String(value)` unless given. An empty text leaves the param out. */
  format?: (value: T) => string;
}

// Invariant in T (read and written), so the constraint of a field set names no T.
interface AnyField {
  schema: { safeParse: (input: unknown) => { success: boolean; data?: unknown } };
  fallback: unknown;
  key?: string;
  format?: (value: never) => string;
}

export type SearchParamValues<F extends Record<string, AnyField>> = {
  [K in keyof F]: F[K] extends SearchParamField<infer T> ? T : never;
};

export interface SearchParams<F extends Record<string, AnyField>> {
  /** The values of the URL, each falling back to its default. */
  read: (params: URLSearchParams) => SearchParamValues<F>;
  /** The URL query of `values`: defaults left out, the params of `keep` the fields do not own kept. */
  write: (values: SearchParamValues<F>, keep?: URLSearchParams) => URLSearchParams;
  /** Sets some fields; any field but the page field sends the list back to its first page. */
  update: (params: URLSearchParams, patch: Partial<SearchParamValues<F>>) => URLSearchParams;
  /** All fields back to their defaults; unknown params stay. */
  reset: (params: URLSearchParams) => URLSearchParams;
}

/**
 * A set of search params. `page` names the field that changes of the other fields reset; `normalise` keeps
 * fields that depend on each other consistent (applied after reading and before writing).
 */
export function defineSearchParams<const F extends Record<string, AnyField>>(
  fields: F,
  options: {
    page?: keyof F & string;
    normalise?: (values: SearchParamValues<F>) => SearchParamValues<F>;
  } = {},
): SearchParams<F> {
  type Values = SearchParamValues<F>;
  const normalise = options.normalise ?? ((values: Values) => values);
  const entries = Object.entries(fields) as [keyof F & string, AnyField][];
  const keyOf = (name: string, field: AnyField) => field.key ?? name;
  const text = (field: AnyField, value: unknown) =>
    field.format ? (field.format as (value: unknown) => string)(value) : String(value);

  const read = (params: URLSearchParams): Values => {
    const values: Record<string, unknown> = {};
    for (const [name, field] of entries) {
      const raw = params.get(keyOf(name, field));
      const parsed = raw === null ? null : field.schema.safeParse(raw);
      values[name] = parsed?.success ? parsed.data : field.fallback;
    }
    return normalise(values as Values);
  };

  const write = (state: Values, keep: URLSearchParams = new URLSearchParams()): URLSearchParams => {
    const values = normalise(state);
    const next = new URLSearchParams(keep);
    for (const [name, field] of entries) next.delete(keyOf(name, field));
    for (const [name, field] of entries) {
      const value = text(field, values[name]);
      if (value !== '' && value !== text(field, field.fallback)) next.set(keyOf(name, field), value);
    }
    return next;
  };

  const update = (params: URLSearchParams, patch: Partial<Values>): URLSearchParams => {
    const { page } = options;
    const touchesFilters = Object.keys(patch).some((name) => name !== page);
    const resetPage = page && touchesFilters && !(page in patch) ? { [page]: fields[page]?.fallback } : {};
    return write({ ...read(params), ...patch, ...resetPage }, params);
  };

  const reset = (params: URLSearchParams): URLSearchParams =>
    write(Object.fromEntries(entries.map(([name, field]) => [name, field.fallback])) as Values, params);

  return { read, write, update, reset };
}

const positiveIntText = z.string().check(z.regex(/^\d*[1-9]\d*$/));

/** Building blocks for the fields of list pages. */
export const searchParam = {
  /** A whole number of at least 1 (a page, a page size, a number of months). */
  positiveInt: <T extends number = number>(
    fallback: T,
    options: { oneOf?: readonly T[]; key?: string } = {},
  ): SearchParamField<T> => ({
    schema: z.pipe(
      positiveIntText,
      z.transform((value, context) => {
        const number = Number(value);
        if (options.oneOf && !options.oneOf.includes(number as T))
          context.issues.push({ code: 'custom', message: 'not offered', input: value });
        return number as T;
      }),
    ),
    fallback,
    ...(options.key ? { key: options.key } : {}),
  }),

  /** One of a fixed set of words (a sort order). */
  oneOf: <const T extends string>(values: readonly T[], fallback: T, key?: string): SearchParamField<T> => ({
    schema: z.enum(values as [T, ...T[]]) as unknown as z.ZodMiniType<T, string>,
    fallback,
    ...(key ? { key } : {}),
  }),

  /** A comma-separated set; unknown or malformed items are dropped, repeats kept once. */
  list: <T>(item: z.ZodMiniType<T, string>, key?: string): SearchParamField<T[]> => ({
    schema: z.pipe(
      z.string(),
      z.transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((part) => item.safeParse(part))
            .filter((result) => result.success)
            .map((result) => result.data as T),
        ),
      ]),
    ),
    fallback: [],
    format: (values) => values.join(','),
    ...(key ? { key } : {}),
  }),

  /** Free text, cut to `maxLength`. */
  text: (maxLength: number, key?: string): SearchParamField<string> => ({
    schema: z.pipe(
      z.string(),
      z.transform((value) => value.slice(0, maxLength)),
    ),
    fallback: '',
    ...(key ? { key } : {}),
  }),

  /** `true` or `false`; absent (or anything else) is undefined: no choice made. */
  flag: (key?: string): SearchParamField<boolean | undefined> => ({
    schema: z.pipe(
      z.enum(['true', 'false']),
      z.transform((value) => value === 'true'),
    ),
    fallback: undefined,
    format: (value) => (value === undefined ? '' : String(value)),
    ...(key ? { key } : {}),
  }),

  /** A calendar date YYYY-MM-DD that exists (2026-13-45 does not); null when absent. */
  date: (key?: string): SearchParamField<string | null> => ({
    schema: z.string().check(
      z.regex(/^\d{4}-\d{2}-\d{2}$/),
      z.refine((value) => {
        const date = new Date(`${value}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
      }),
    ),
    fallback: null,
    format: (value) => value ?? '',
    ...(key ? { key } : {}),
  }),

  /** A positive whole number as an item of `list`. */
  positiveIntItem: z.pipe(positiveIntText, z.transform(Number)) as z.ZodMiniType<number, string>,
};
