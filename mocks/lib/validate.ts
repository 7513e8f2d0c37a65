// Input validation of the mock backend: the generated zod schemas plus German messages, answered as
// error format version 1 (field path -> message), like a strict server.
import type { z } from 'zod';
import { emptyFieldErrors, type FieldErrors, fieldErrorsOf, messages, notFound, validationFailed } from './errors';
import { undeclaredProperties } from './strict';

type AnySchema = z.ZodType;

interface ZodDef {
  type: string;
  innerType?: AnySchema;
  element?: AnySchema;
  shape?: Record<string, AnySchema>;
  options?: AnySchema[];
}

function defOf(schema: AnySchema): ZodDef {
  return (schema as unknown as { _zod: { def: ZodDef } })._zod.def;
}

/** Strips optional/default/nullable wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (;;) {
    const def = defOf(current);
    if (
      (def.type === 'optional' || def.type === 'default' || def.type === 'nullable' || def.type === 'prefault') &&
      def.innerType
    ) {
      current = def.innerType;
    } else {
      return current;
    }
  }
}

function shapeOf(schema: AnySchema): Record<string, AnySchema> | null {
  const def = defOf(unwrap(schema));
  if (def.type !== 'object') return null;
  return (unwrap(schema) as unknown as { shape: Record<string, AnySchema> }).shape;
}

// Numbers as a strict server reads them: canonical decimals only. `Number()` would also take `0x2A`, `1e2`,
// `+42`, ` 42` and `042`, so `DELETE /leads/0x2A` would delete lead 42 (issue 12.6).
const CANONICAL_INTEGER = /^-?(0|[1-9][0-9]*)$/;
const CANONICAL_DECIMAL = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?$/;

function coerceScalar(schema: AnySchema, raw: string): unknown {
  const type = defOf(unwrap(schema)).type;
  if (type === 'number' || type === 'int' || type === 'bigint') {
    // A non-canonical text stays a string, so the schema refuses it as the wrong type.
    return CANONICAL_DECIMAL.test(raw) ? Number(raw) : raw;
  }
  if (type === 'boolean') {
    if (raw === 'true') return true;
    if (raw === 'false') return false;
    return raw;
  }
  return raw;
}

/** Reads query parameters into the shape the schema expects: numbers, booleans, comma-separated arrays. */
export function queryToObject(schema: AnySchema, search: URLSearchParams): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const result: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const values = search.getAll(key);
    if (values.length === 0) continue;
    const inner = unwrap(fieldSchema);
    const def = defOf(inner);
    if (def.type === 'array' && def.element) {
      const element = def.element;
      result[key] = values
        .flatMap((value) => value.split(','))
        .filter((value) => value !== '')
        .map((value) => coerceScalar(element, value));
    } else {
      result[key] = coerceScalar(inner, values[0] as string);
    }
  }
  return result;
}

function messageFor(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return messages.required;
      if (issue.expected === 'int' || issue.expected === 'number') return messages.integer;
      return messages.invalid;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? messages.required : messages.tooShort(Number(issue.minimum));
      if (issue.origin === 'array' || issue.origin === 'set') return messages.tooFewItems(issue.minimum);
      return messages.tooSmall(issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return messages.tooLong(Number(issue.maximum));
      if (issue.origin === 'array' || issue.origin === 'set') return messages.tooManyItems(issue.maximum);
      return messages.tooBig(issue.maximum);
    case 'invalid_format':
      if (issue.format === 'email') return messages.email;
      if (issue.format === 'date' || issue.format === 'datetime') return messages.date;
      return messages.invalid;
    case 'unrecognized_keys':
      return messages.unknownField;
    default:
      return messages.invalid;
  }
}

export function issuesToFieldErrors(issues: readonly z.core.$ZodIssue[], prefix = ''): FieldErrors {
  const errors = emptyFieldErrors();
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) {
        const path = [prefix, ...issue.path.map(String), key].filter(Boolean).join('.');
        errors[path] ??= messages.unknownField;
      }
      continue;
    }
    if (issue.code === 'invalid_union' && issue.errors.length > 0) {
      // Report the branch that got furthest: the one with the fewest problems.
      const best = [...issue.errors].sort((a, b) => a.length - b.length)[0] ?? [];
      const nested = issuesToFieldErrors(
        best.map((inner) => ({ ...inner, path: [...issue.path, ...inner.path] })),
        prefix,
      );
      for (const [path, message] of Object.entries(nested)) errors[path] ??= message;
      continue;
    }
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || '_';
    errors[path] ??= messageFor(issue);
  }
  return errors;
}

export function parseValue<S extends AnySchema>(schema: S, value: unknown, prefix = ''): z.output<S> {
  const errors = emptyFieldErrors();
  // Keys the schema does not declare, at any depth (`__proto__`, `constructor` and `prototype` included): a strict
  // server refuses them instead of dropping them.
  for (const path of undeclaredProperties(schema, value))
    errors[[prefix, path].filter(Boolean).join('.')] = messages.unknownField;
  // reportInput: the issue carries the received value, so "missing" and "wrong type" get different messages.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) Object.assign(errors, issuesToFieldErrors(result.error.issues, prefix));
  if (Object.keys(errors).length > 0 || !result.success) throw validationFailed(errors);
  return result.data;
}

export function parseQuery<S extends AnySchema>(schema: S, request: Request): z.output<S> {
  return parseValue(schema, queryToObject(schema, new URL(request.url).searchParams));
}

export function parsePathParams<S extends AnySchema>(schema: S, params: Record<string, unknown>): z.output<S> {
  const shape = shapeOf(schema) ?? {};
  const coerced: Record<string, unknown> = {};
  for (const [key, fieldSchema] of Object.entries(shape)) {
    const raw = params[key];
    const type = defOf(unwrap(fieldSchema)).type;
    // Path ids are canonical decimal integers (`42`, never `042`, `4.2e1` or `0x2A`).
    if (typeof raw === 'string' && (type === 'number' || type === 'int') && !CANONICAL_INTEGER.test(raw))
      throw notFound();
    coerced[key] = typeof raw === 'string' ? coerceScalar(fieldSchema, raw) : raw;
  }
  const result = schema.safeParse(coerced);
  // A path that does not address a possible record is a record that does not exist.
  if (!result.success) throw notFound();
  return result.data;
}

/** Reads a JSON body (422 when it is not JSON). */
export async function readJsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    throw validationFailed({ _: 'Der Inhalt der Anfrage ist kein gültiges JSON.' });
  }
}

export async function parseJsonBody<S extends AnySchema>(schema: S, request: Request): Promise<z.output<S>> {
  return parseValue(schema, await readJsonBody(request));
}

/**
 * parseJsonBody whose 422 says what a valid value looks like: `reword` may replace the generic message of each
 * failed field (the summary and the order of the fields stay).
 */
export async function parseJsonBodyReworded<S extends AnySchema>(
  schema: S,
  request: Request,
  reword: (path: string, message: string) => string | undefined,
): Promise<z.output<S>> {
  try {
    return await parseJsonBody(schema, request);
  } catch (error) {
    const errors = fieldErrorsOf(error);
    if (errors) for (const [path, message] of Object.entries(errors)) errors[path] = reword(path, message) ?? message;
    throw error;
  }
}

/**
 * Parses a body whose schema is a discriminated union: with a known discriminator the matching variant is
 * parsed on its own, so unknown keys are refused and field paths are exact; otherwise the union reports.
 */
export function parseVariant<S extends AnySchema>(
  union: S,
  variants: Record<string, AnySchema>,
  discriminator: string,
  raw: unknown,
): z.output<S> {
  const key =
    raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>)[discriminator] : undefined;
  const variant = typeof key === 'string' ? variants[key] : undefined;
  return (variant ? parseValue(variant, raw) : parseValue(union, raw)) as z.output<S>;
}

/** Reads a multipart body into an object: files stay File, repeated keys become arrays. */
export async function readMultipart(
  request: Request,
): Promise<Record<string, FormDataEntryValue | FormDataEntryValue[]>> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw validationFailed({ _: 'Der Inhalt der Anfrage ist kein gültiges multipart/form-data.' });
  }
  const result: Record<string, FormDataEntryValue | FormDataEntryValue[]> = {};
  for (const [key, value] of form.entries()) {
    const existing = result[key];
    if (existing === undefined) result[key] = value;
    else result[key] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  }
  return result;
}

function valueAtPath(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (current, key) =>
        current && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined,
      value,
    );
}

/**
 * Reads a JSON body and parses it with `schema` (422 with field paths). A value that is present but of the wrong
 * type is reported as such, not as a missing value, and `rewrite` puts known fields into the spec's wording.
 */
export async function parseBody<S extends AnySchema>(
  schema: S,
  request: Request,
  rewrite: (path: string, message: string) => string | undefined = () => undefined,
  extraErrors: FieldErrors = {},
): Promise<{ raw: unknown; body: z.output<S> }> {
  const raw = await readJsonBody(request);
  return { raw, body: parseRaw(schema, raw, rewrite, extraErrors) };
}

/** parseBody for a JSON body the handler has already read (to look at it before parsing). */
export function parseRaw<S extends AnySchema>(
  schema: S,
  raw: unknown,
  rewrite: (path: string, message: string) => string | undefined = () => undefined,
  extraErrors: FieldErrors = {},
): z.output<S> {
  let errors = emptyFieldErrors();
  let body: z.output<S> | undefined;
  try {
    body = parseValue(schema, raw);
  } catch (error) {
    const failed = fieldErrorsOf(error);
    if (!failed) throw error;
    errors = Object.assign(emptyFieldErrors(), failed);
  }
  Object.assign(errors, extraErrors);
  if (Object.keys(errors).length === 0) return body as z.output<S>;
  for (const [path, message] of Object.entries(errors)) {
    const value = valueAtPath(raw, path);
    let fixed = message;
    if (message === messages.required && value !== undefined && value !== null && value !== '') {
      fixed = typeof value === 'number' ? messages.integer : messages.invalid;
    }
    errors[path] = rewrite(path, fixed) ?? fixed;
  }
  throw validationFailed(errors);
}
