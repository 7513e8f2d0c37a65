// The URL state of list pages (filters, sort, paging): typed fields, each checked by a small parser, defaults for
// anything absent or malformed (a hand-edited or outdated link never breaks the page), only non-default values
// written, params the page does not know kept as they are, and back to the first page whenever anything but the
// page changes. The parsers are plain functions rather than zod: a list page pulls no validation library for its URL
// (issue 23: zod/mini's core is ~15 KB gzipped on a first visit); a zod schema still fits wherever one is wanted.
// Every page reads and writes its URL params through this module (issue 39.3): `useSearchParamState` for a page,
// `read` of the same field set for its loader. ESLint forbids react-router's useSearchParams and parsing
// `location.search` anywhere else (eslint.config.js).
import { useCallback, useMemo } from 'react';
import { type NavigateOptions, useSearchParams } from 'react-router-dom';
import { isApiDate } from './calendar-day';
import { isOneOf } from './guards';

/** How a param's text is checked and read. A zod schema fits, and so does every building block below. */
export interface ParamSchema<T> {
  safeParse(input: string): { success: true; data: T } | { success: false; data?: undefined };
}

/** One search param: how its text is checked and read, its default, and how it is written. */
export interface SearchParamField<T> {
  /** Reads the param's text; a failure gives `fallback`. */
  schema: ParamSchema<T>;
  /** The value when the param is absent or invalid; it is never written to the URL. */
  fallback: T;
  /** Name in the URL, when it differs from the field's name. */
  key?: string;
  /** The param's text; `String(value)` unless given. An empty text leaves the param out. */
  format?: (value: T) => string;
}

// Invariant in T (read and written), so the constraint of a field set names no T.
interface AnyField {
  schema: { safeParse(input: string): { success: boolean; data?: unknown } };
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

/** How a page changes its URL state: a new history entry, unless `replace` (a typed search, a tab). */
export type SearchParamsNavigation = Pick<NavigateOptions, 'replace'>;

/** The URL state of a page: its values, and the ways to change them. */
export interface SearchParamState<F extends Record<string, AnyField>> {
  /** The values of the URL, each falling back to its default. */
  values: SearchParamValues<F>;
  /** Sets some fields (as `update` of the field set: any field but the page field resets the page). */
  update: (patch: Partial<SearchParamValues<F>>, navigation?: SearchParamsNavigation) => void;
  /** All fields back to their defaults; params the fields do not own stay. */
  reset: (navigation?: SearchParamsNavigation) => void;
  /** Removes the whole query, the fields and any other param (a callback's one-time code leaves the address). */
  clear: (navigation?: SearchParamsNavigation) => void;
}

/** The page's URL state of `set` (react-router's search params read and written through the field set). */
export function useSearchParamState<F extends Record<string, AnyField>>(set: SearchParams<F>): SearchParamState<F> {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => set.read(params), [set, params]);
  const update = useCallback(
    (patch: Partial<SearchParamValues<F>>, navigation?: SearchParamsNavigation) =>
      setParams((current) => set.update(current, patch), navigation),
    [set, setParams],
  );
  const reset = useCallback(
    (navigation?: SearchParamsNavigation) => setParams((current) => set.reset(current), navigation),
    [set, setParams],
  );
  const clear = useCallback(
    (navigation?: SearchParamsNavigation) => setParams(new URLSearchParams(), navigation),
    [setParams],
  );
  return useMemo(() => ({ values, update, reset, clear }), [values, update, reset, clear]);
}

/**
 * One param's text as it stands, or null: the plain reader for code that only follows a path handed over (the
 * login guard's and the 401 page's `redirectUrl`, checked by safeRedirect where it is followed) and needs no field set.
 */
export function useSearchParam(key: string): string | null {
  const [params] = useSearchParams();
  return params.get(key);
}

/** What a parser returns for text it does not accept. */
const INVALID: unique symbol = /* @__PURE__ */ Symbol('invalid');

/** A parser from a function that reads the text or answers INVALID. */
function parser<T>(read: (text: string) => T | typeof INVALID): ParamSchema<T> {
  return {
    safeParse: (input) => {
      const data = read(input);
      return data === INVALID ? { success: false } : { success: true, data };
    },
  };
}

const POSITIVE_INT = /^\d*[1-9]\d*$/;
const positiveIntItem = /* @__PURE__ */ parser((text) => (POSITIVE_INT.test(text) ? Number(text) : INVALID));
const oneOfItem = <const T extends string>(values: readonly T[]): ParamSchema<T> =>
  parser((text) => (isOneOf(values, text) ? text : INVALID));

/** Building blocks for the fields of list pages. */
export const searchParam = {
  /** A whole number of at least 1 (a page, a page size, a number of months). */
  positiveInt: <T extends number = number>(
    fallback: T,
    options: { oneOf?: readonly T[]; key?: string } = {},
  ): SearchParamField<T> => ({
    schema: parser((text) => {
      const number = POSITIVE_INT.test(text) ? Number(text) : INVALID;
      if (number === INVALID) return INVALID;
      if (options.oneOf) return isOneOf(options.oneOf, number) ? number : INVALID;
      return number as T;
    }),
    fallback,
    ...(options.key ? { key: options.key } : {}),
  }),

  /** One of a fixed set of words (a sort order). */
  oneOf: <const T extends string>(values: readonly T[], fallback: T, key?: string): SearchParamField<T> => ({
    schema: oneOfItem(values),
    fallback,
    ...(key ? { key } : {}),
  }),

  /** One of a fixed set of words, or null when absent or unknown (a filter by state: none is "all"). */
  optionalOneOf: <const T extends string>(values: readonly T[], key?: string): SearchParamField<T | null> => ({
    schema: oneOfItem(values),
    fallback: null,
    format: (value) => value ?? '',
    ...(key ? { key } : {}),
  }),

  /** A comma-separated set; unknown or malformed items are dropped, repeats kept once. */
  list: <T>(item: ParamSchema<T>, key?: string): SearchParamField<T[]> => ({
    schema: parser((text) => {
      const items = new Set<T>();
      for (const part of text.split(',')) {
        const result = item.safeParse(part);
        if (result.success) items.add(result.data);
      }
      return [...items];
    }),
    fallback: [],
    format: (values) => values.join(','),
    ...(key ? { key } : {}),
  }),

  /** Free text, cut to `maxLength`. */
  text: (maxLength: number, key?: string): SearchParamField<string> => ({
    schema: parser((text) => text.slice(0, maxLength)),
    fallback: '',
    ...(key ? { key } : {}),
  }),

  /** `true` or `false`; absent (or anything else) is undefined: no choice made. */
  flag: (key?: string): SearchParamField<boolean | undefined> => ({
    schema: parser((text) => (text === 'true' ? true : text === 'false' ? false : INVALID)),
    fallback: undefined,
    format: (value) => (value === undefined ? '' : String(value)),
    ...(key ? { key } : {}),
  }),

  /** A calendar date YYYY-MM-DD that exists (2026-13-45 does not); null when absent. */
  date: (key?: string): SearchParamField<string | null> => ({
    schema: parser((text) => (isApiDate(text) ? text : INVALID)),
    fallback: null,
    format: (value) => value ?? '',
    ...(key ? { key } : {}),
  }),

  /** An id (a whole number of at least 1), or null when absent or malformed: "all" in a filter, "mine" for a user. */
  optionalId: (key?: string): SearchParamField<number | null> => ({
    schema: positiveIntItem,
    fallback: null,
    format: (value) => (value === null ? '' : String(value)),
    ...(key ? { key } : {}),
  }),

  /**
   * The param's text as it stands, or null when absent: what another site or page hands over (a one-time code, a
   * path to return to), checked by its reader (safe-redirect for a path).
   */
  string: (key?: string): SearchParamField<string | null> => ({
    schema: parser((text) => text),
    fallback: null,
    format: (value) => value ?? '',
    ...(key ? { key } : {}),
  }),

  /** Whether the param is there at all, whatever its text (`?error=…` of a refused consent). */
  present: (key?: string): SearchParamField<boolean> => ({
    schema: parser(() => true),
    fallback: false,
    format: (value) => (value ? '1' : ''),
    ...(key ? { key } : {}),
  }),

  /** A positive whole number as an item of `list`. */
  positiveIntItem,

  /** One of a fixed set of words as an item of `list` (a status). */
  oneOfItem,
};
