// Client-side rules equal server-side rules (issue 37, "How to make it stay right"): for a form that sends a request
// body, every field's documented rule is turned into boundary inputs (at and beyond minLength, maxLength, minimum,
// maximum; a value against the pattern, the enum, the format; left out or empty), each is typed into the form as a
// user would and checked by the form's own rules and transform, and the body is sent to the mock backend, whose
// handler validates it as the server does. Both must accept or both refuse. The inputs come from the API document at
// run time, so a rule added to the document is checked without a new case; the rules the document states only in
// words (a phone number valid for the chosen country, a video of the two supported services, a date window) add
// their edge cases through `SharedCase`s, built from the shared rule modules' own examples.
import { login, type LoggedIn } from '@mocks/tests/api';
import { type Json, operationObject, resolveRef } from '@mocks/tests/document';
import { type Database, db, resetDatabase } from '@mocks/db';
import { type AnyCollection, insertValidatedCopies } from '@mocks/db/collection';
import { type OperationInfo, operations } from '@/api/generated/operations';
import { TEST_API_BASE_URL } from './mock-server';

export type { LoggedIn };

/** One input at one edge of a rule: the value the request body carries (undefined: the property is left out). */
export interface Boundary {
  name: string;
  value: unknown;
}

/**
 * An input of a rule the document states in words (issue 37.13: phone numbers for the chosen country, videos of the
 * two services; date windows): what the user types and the body value the form would send unchecked.
 */
export interface SharedCase<V> {
  name: string;
  type: (values: V) => V | null;
  /** The body value sent to the server when the form refuses the input. */
  body: unknown;
}

export interface ParityField<V, C> {
  /** The request body's property, dot-separated (`name`, `prices.0.price`, `emails.0`, `phones.0.number`). */
  property: string;
  /**
   * The form's values with `value` typed into the field, as its control holds it (a number field a number, a
   * select its option's value); null when the control cannot hold the value (no such option), so nobody can send it.
   */
  type: (values: V, value: unknown, context: C) => V | null;
  /**
   * Where the document states the field's rule when the operation's own schema does not (a queue entry's `newValue`
   * follows the rule of the listing field it changes): an operation and its body property.
   */
  ruleOf?: { operationId: string; property: string };
  /** A text of `length` characters the document's pattern and format take, where the kit cannot build one. */
  textOfLength?: (length: number) => string | null;
  /** Edge cases of the rules the document states in words. */
  shared?: (context: C) => Array<SharedCase<V>>;
  /** Document boundaries not fed for this field (by the start of their name, `minLength 6: 6`), each with the reason. */
  skip?: Record<string, string>;
}

export interface ParitySpec<V, C> {
  /** The form as a user finds it: "Halls: new hall". */
  form: string;
  operationId: string;
  /** Who fills in the form; null for a public form. */
  as: 'demo' | 'basic' | 'renew' | null;
  /** What the form needs from the seeded database (the provider, a lead, ids of config entries…). */
  context: (session: LoggedIn | null) => C | Promise<C>;
  params: (context: C) => Record<string, string | number>;
  /** Values a user fills in that the form and the server both take. */
  valid: (context: C) => V;
  /** The form's own rules and transform: the request body it sends, or null when it refuses the values. */
  client: (values: V, context: C) => unknown | Promise<unknown>;
  /**
   * The form's transform without its rules (what it would send were the rules not there): when the form refuses an
   * input, the server gets the boundary's value in this body. Without it, or when it builds none, in the valid body.
   */
  unchecked?: (values: V, context: C) => unknown;
  fields: Array<ParityField<V, C>>;
  /** The body's top-level properties no field of the form types, with the reason (chosen by the portal, …). */
  notTyped?: Record<string, string>;
  /**
   * Disagreements where the API document itself is in question (reported, not for this test to settle): the case
   * (`property, boundary`, as a disagreement names it) and why. Each must still disagree; once the document is
   * settled, the entry goes.
   */
  documentGaps?: Record<string, string>;
  /**
   * The mock's collections an accepted save changes in a way that changes what the next may do (a hall's name is
   * taken, a change waits for approval, a review has its reply): they are put back after each accepted case.
   */
  touches?: ReadonlyArray<keyof Database>;
}

export interface ParityOutcome {
  /** form × field × boundary cases fed to both sides. */
  cases: number;
  /** Inputs the form's controls cannot hold (an enum value without an option…). */
  untypeable: number;
  disagreements: string[];
  /** Disagreements the spec names as document gaps. */
  gaps: string[];
  /** Setup problems: valid values refused, unmapped properties, answers other than 2xx or 422. */
  problems: string[];
  /** Every case with both verdicts, for reading what was checked (`RULE_PARITY_LOG=1`). */
  log: string[];
}

// ---------------------------------------------------------------- the document

function operationOf(operationId: string): OperationInfo {
  const op = operations.find((candidate) => candidate.operationId === operationId);
  if (!op) throw new Error(`No operation ${operationId} in the document.`);
  return op;
}

function requestSchema(op: OperationInfo): { schema: Json; multipart: boolean } {
  const content = resolveRef(operationObject(op).requestBody as Json).content as Record<string, Json>;
  const json = content['application/json'];
  const multipart = content['multipart/form-data'];
  const media = json ?? multipart;
  if (!media) throw new Error(`${op.operationId} takes no JSON or multipart body.`);
  return { schema: resolveRef(media.schema as Json), multipart: !json };
}

function constsMatch(schema: Json, body: unknown): boolean {
  const properties = (schema.properties ?? {}) as Record<string, Json>;
  const record = (body ?? {}) as Record<string, unknown>;
  const required = (schema.required as string[] | undefined) ?? [];
  return (
    Object.entries(properties).every(([key, raw]) => {
      const property = resolveRef(raw);
      return property.const === undefined || record[key] === property.const;
    }) && required.every((key) => key in record)
  );
}

/**
 * The object schema with references resolved, `allOf` merged and, of a `oneOf`, the variant the body is of (its
 * constants match and its required properties are there).
 */
export function objectSchema(node: unknown, body: unknown): Json {
  const schema = resolveRef(node as Json) ?? {};
  const parts: Json[] = [schema];
  if (Array.isArray(schema.allOf)) parts.push(...(schema.allOf as unknown[]).map((part) => objectSchema(part, body)));
  if (Array.isArray(schema.oneOf)) {
    const variants = (schema.oneOf as unknown[]).map((variant) => objectSchema(variant, body));
    const chosen = variants.find((variant) => constsMatch(variant, body));
    if (chosen) parts.push(chosen);
  }
  return {
    ...schema,
    properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
    required: [...new Set(parts.flatMap((part) => (part.required as string[] | undefined) ?? []))],
  };
}

interface PropertyRule {
  schema: Json;
  required: boolean;
}

/** The schema of a body property (`prices.0.price`: the price of a row) and whether its object requires it. */
export function propertyRule(operationId: string, property: string, body: unknown): PropertyRule {
  let node: Json = requestSchema(operationOf(operationId)).schema;
  let value: unknown = body;
  let required = false;
  for (const key of property.split('.')) {
    const current = objectSchema(node, value);
    if (/^\d+$/.test(key) && current.items) {
      node = resolveRef(current.items as Json);
      required = false;
    } else {
      const next = (current.properties as Record<string, Json> | undefined)?.[key];
      if (!next) throw new Error(`${operationId}: the document has no property ${property}.`);
      required = ((current.required as string[] | undefined) ?? []).includes(key);
      node = resolveRef(next);
    }
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
  }
  return { schema: objectSchema(node, value), required };
}

/** The body's top-level properties the document declares. */
export function documentProperties(operationId: string, body: unknown): string[] {
  const properties = (objectSchema(requestSchema(operationOf(operationId)).schema, body).properties ?? {}) as Record<
    string,
    Json
  >;
  return Object.keys(properties).filter((key) => !resolveRef(properties[key])?.readOnly);
}

// ---------------------------------------------------------------- boundaries of a rule

function typesOf(schema: Json): string[] {
  if (Array.isArray(schema.type)) return schema.type as string[];
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.allOf)) return (schema.allOf as Json[]).flatMap((part) => typesOf(resolveRef(part)));
  if (Array.isArray(schema.enum)) return [...new Set((schema.enum as unknown[]).map((value) => typeof value))];
  return [];
}

function enumOf(schema: Json): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if (Array.isArray(schema.allOf))
    for (const part of schema.allOf as Json[]) {
      const values = enumOf(resolveRef(part));
      if (values) return values;
    }
  return undefined;
}

function matches(schema: Json, text: string): boolean {
  return typeof schema.pattern !== 'string' || new RegExp(schema.pattern).test(text);
}

/** A text of `length` characters that the property's pattern and format take, or null when none is built here. */
function textOfLength(schema: Json, length: number): string | null {
  if (length < 0) return null;
  const candidates: string[] = [];
  if (schema.format === 'email') {
    const domain = '@example.de';
    if (length >= domain.length + 1) candidates.push(`${'a'.repeat(length - domain.length)}${domain}`);
  } else if (schema.format === 'uri') {
    const start = 'https://www.example.de/';
    if (length >= start.length) candidates.push(`${start}${'a'.repeat(length - start.length)}`);
  } else if (schema.format === undefined || schema.format === 'password') {
    for (const fill of ['a', 'A', '1', 'Ab1']) candidates.push(fill.repeat(length).slice(0, length));
  }
  return candidates.find((text) => text.length === length && matches(schema, text)) ?? null;
}

/** Texts the pattern refuses, within the length limits (so only the pattern is broken). */
function againstPattern(schema: Json): string | null {
  if (typeof schema.pattern !== 'string') return null;
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  const max = typeof schema.maxLength === 'number' ? schema.maxLength : 50;
  const candidates = ['Hallo Welt!', 'ungültig#', '+49 151 1234', 'ftp://example.de', 'x', '12345'];
  return (
    candidates.find(
      (text) =>
        !matches(schema, text) &&
        text.length >= min &&
        text.length <= max &&
        (schema.format !== 'email' || text.includes('@')),
    ) ?? null
  );
}

const FORMAT_EXAMPLES: Record<string, { valid: string[]; invalid: string[] }> = {
  email: { valid: ['anna.berg@example.de'], invalid: ['anna.berg@', 'anna berg@example.de', 'anna.berg.example.de'] },
  uri: { valid: ['https://www.example.de/kontakt'], invalid: ['www.example.de', 'https://', 'kein link'] },
  date: { valid: [], invalid: ['2027-02-30', '30.05.2027'] },
  'date-time': { valid: [], invalid: ['2027-02-30T10:00:00Z', 'morgen'] },
};

function step(schema: Json, types: string[]): number {
  if (typeof schema.multipleOf === 'number') return schema.multipleOf;
  return types.includes('integer') ? 1 : 0.01;
}

/** The boundary inputs of one property's documented rule. */
export function boundariesOf(
  { schema, required }: PropertyRule,
  field: { textOfLength?: (n: number) => string | null },
) {
  const boundaries: Boundary[] = [];
  const add = (name: string, value: unknown) => boundaries.push({ name, value });
  const types = typesOf(schema);
  const nullable = types.includes('null');
  const text = (length: number) => field.textOfLength?.(length) ?? textOfLength(schema, length);
  if (required) add('required: left out', undefined);
  else add('optional: left out', undefined);
  if (nullable) add('nullable: null', null);

  const values = enumOf(schema);
  if (values) {
    for (const value of values) if (value !== null) add(`enum: ${String(value)}`, value);
    add('enum: a value outside it', 'unbekannt');
    return boundaries;
  }
  if (schema.const !== undefined) {
    add(`const: ${String(schema.const)}`, schema.const);
    if (typeof schema.const === 'boolean') add(`const: ${String(!schema.const)}`, !schema.const);
    return boundaries;
  }
  if (types.includes('string')) {
    const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
    if (min <= 1) add('empty text', '');
    if (typeof schema.minLength === 'number' && schema.minLength > 1) {
      const at = text(schema.minLength);
      const below = text(schema.minLength - 1);
      if (at !== null) add(`minLength ${schema.minLength}: ${schema.minLength} characters`, at);
      if (below !== null) add(`minLength ${schema.minLength}: ${schema.minLength - 1} characters`, below);
    }
    if (typeof schema.maxLength === 'number') {
      const at = text(schema.maxLength);
      const beyond = text(schema.maxLength + 1);
      if (at !== null) add(`maxLength ${schema.maxLength}: ${schema.maxLength} characters`, at);
      if (beyond !== null) add(`maxLength ${schema.maxLength}: ${schema.maxLength + 1} characters`, beyond);
    }
    const wrong = againstPattern(schema);
    if (wrong !== null) add(`pattern ${String(schema.pattern)}: ${JSON.stringify(wrong)}`, wrong);
    // A pattern of one character class repeated (`^[A-Z0-9-]{4,20}$`, `^[0-9]{11}$`) states a length too.
    const repeated = /^\^\[[^\]]+\]\{(\d+)(?:,(\d+))?\}\$$/.exec(String(schema.pattern ?? ''));
    if (repeated) {
      const least = Number(repeated[1]);
      const most = repeated[2] === undefined ? least : Number(repeated[2]);
      const fill = ['A', '1', 'a'].find((candidate) => matches(schema, candidate.repeat(least)));
      if (fill)
        for (const length of new Set([least - 1, least, most, most + 1]))
          if (length > 0) add(`pattern's length: ${length} characters`, fill.repeat(length));
    }
    const examples = typeof schema.format === 'string' ? FORMAT_EXAMPLES[schema.format] : undefined;
    for (const value of examples?.valid ?? [])
      if (matches(schema, value)) add(`format ${String(schema.format)}: ${value}`, value);
    for (const value of examples?.invalid ?? []) add(`format ${String(schema.format)}: ${value}`, value);
  }
  if (types.includes('integer') || types.includes('number')) {
    const by = step(schema, types);
    const round = (value: number) => Math.round(value * 100) / 100;
    if (typeof schema.minimum === 'number') {
      add(`minimum ${schema.minimum}: ${schema.minimum}`, schema.minimum);
      add(`minimum ${schema.minimum}: ${round(schema.minimum - by)}`, round(schema.minimum - by));
    }
    if (typeof schema.exclusiveMinimum === 'number') {
      add(`exclusiveMinimum ${schema.exclusiveMinimum}: ${schema.exclusiveMinimum}`, schema.exclusiveMinimum);
      const above = round(schema.exclusiveMinimum + by);
      add(`exclusiveMinimum ${schema.exclusiveMinimum}: ${above}`, above);
    }
    if (typeof schema.maximum === 'number') {
      add(`maximum ${schema.maximum}: ${schema.maximum}`, schema.maximum);
      add(`maximum ${schema.maximum}: ${round(schema.maximum + by)}`, round(schema.maximum + by));
    }
    const inside = typeof schema.minimum === 'number' ? schema.minimum : 1;
    if (types.includes('integer') && !types.includes('number')) add('integer: 1.5 more', inside + 1.5);
    else if (typeof schema.multipleOf === 'number')
      add(`multipleOf ${schema.multipleOf}`, inside + schema.multipleOf / 2);
    else add('number: a fraction', inside + 0.5);
  }
  if (types.includes('array')) {
    const item = resolveRef(schema.items as Json | undefined) ?? {};
    const sample = (index: number) => (typesOf(item).includes('integer') ? index + 1 : `wert${index + 1}`);
    if (typeof schema.minItems === 'number' && schema.minItems > 0)
      add(
        `minItems ${schema.minItems}: ${schema.minItems - 1}`,
        Array.from({ length: schema.minItems - 1 }, (_, i) => sample(i)),
      );
    if (typeof schema.maxItems === 'number')
      add(
        `maxItems ${schema.maxItems}: ${schema.maxItems + 1}`,
        Array.from({ length: schema.maxItems + 1 }, (_, i) => sample(i)),
      );
  }
  if (types.includes('boolean')) {
    add('boolean: true', true);
    add('boolean: false', false);
  }
  return boundaries;
}

// ---------------------------------------------------------------- bodies and the server

/** A copy of `body` with `value` at `path` (undefined: the property removed). */
export function withValue(body: unknown, path: string, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string, unknown>;
  const keys = path.split('.');
  let target: Record<string, unknown> = copy;
  keys.slice(0, -1).forEach((key, index) => {
    if (!target[key] || typeof target[key] !== 'object') target[key] = /^\d+$/.test(keys[index + 1] ?? '') ? [] : {};
    target = target[key] as Record<string, unknown>;
  });
  const last = keys.at(-1) as string;
  if (value === undefined) {
    if (Array.isArray(target)) target.splice(Number(last), 1);
    else delete target[last];
  } else target[last] = value;
  return copy;
}

interface ServerAnswer {
  status: number;
  body: Json | undefined;
}

async function send(
  op: OperationInfo,
  params: Record<string, string | number>,
  body: unknown,
  session: LoggedIn | null,
  multipart: boolean,
): Promise<ServerAnswer> {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));
  const headers: Record<string, string> = session
    ? { 'X-Access-Token': session.accessToken, 'X-Consumer-Key': session.consumerKey }
    : {};
  let payload: BodyInit;
  if (multipart) {
    const form = new FormData();
    for (const [key, value] of Object.entries(body as Record<string, unknown>))
      if (value !== undefined && value !== null) form.append(key, value instanceof Blob ? value : String(value));
    payload = form;
  } else {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  const response = await fetch(`${TEST_API_BASE_URL}${path}`, { method: op.method, headers, body: payload });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Json) : undefined };
}

const describeValue = (value: unknown) => {
  if (typeof value === 'string' && value.length > 40) return `"${value.slice(0, 24)}…", ${value.length} characters`;
  const text = JSON.stringify(value) ?? 'undefined';
  return text.length > 60 ? `${text.slice(0, 40)}…` : text;
};

// ---------------------------------------------------------------- the check

/** A seeded database and the login of the user who fills in the forms (null: a public form). */
export async function prepareParity(as: ParitySpec<unknown, unknown>['as']): Promise<LoggedIn | null> {
  await resetDatabase('default');
  return as ? login(as) : null;
}

/**
 * Feeds every boundary of every field of the form to the form and to the mock backend; returns where they differ.
 * Without `session`, the database is seeded again and the spec's user logs in first.
 */
export async function checkParity<V, C>(spec: ParitySpec<V, C>, session?: LoggedIn | null): Promise<ParityOutcome> {
  const op = operationOf(spec.operationId);
  const { multipart } = requestSchema(op);
  const outcome: ParityOutcome = { cases: 0, untypeable: 0, disagreements: [], gaps: [], problems: [], log: [] };
  if (session === undefined) session = await prepareParity(spec.as);
  const context = await spec.context(session);
  const params = spec.params(context);
  const base = spec.valid(context);
  const baseBody = await spec.client(base, context);
  if (baseBody === null || baseBody === undefined) {
    outcome.problems.push('the form refuses its valid values');
    return outcome;
  }
  // The touched collections as they were before the first save; put back after each accepted one.
  const before = new Map(
    (spec.touches ?? []).map((name) => [name, db[name].all().map((record) => structuredClone(record))]),
  );
  const afterAccept = () => {
    for (const [name, records] of before) {
      const items: AnyCollection = db[name];
      items.clear();
      insertValidatedCopies(items, records);
    }
  };
  const baseAnswer = await send(op, params, baseBody, session, multipart);
  if (baseAnswer.status >= 300) {
    outcome.problems.push(
      `the server refuses the form's valid body: ${baseAnswer.status} ${JSON.stringify(baseAnswer.body)}`,
    );
    return outcome;
  }
  afterAccept();

  const mapped = new Set([
    ...spec.fields.map((field) => field.property.split('.')[0] as string),
    ...Object.keys(spec.notTyped ?? {}),
  ]);
  for (const property of documentProperties(spec.operationId, baseBody))
    if (!mapped.has(property))
      outcome.problems.push(`the document's property ${property} is neither a field nor listed as not typed`);

  for (const field of spec.fields) {
    const rule = field.ruleOf
      ? propertyRule(field.ruleOf.operationId, field.ruleOf.property, {})
      : propertyRule(spec.operationId, field.property, baseBody);
    // What the server gets when the form refuses: the boundary's value in the body the form's transform builds without
    // its rules (other fields a typer adjusted along), else in the valid body; a shared rule's case names its value.
    const inputs: Array<{ name: string; typed: V | null; body: (typed: V) => unknown }> = [
      ...boundariesOf(rule, field)
        .filter((boundary) => !Object.keys(field.skip ?? {}).some((kind) => boundary.name.startsWith(kind)))
        .map((boundary) => ({
          name: `${boundary.name} (${describeValue(boundary.value)})`,
          typed: field.type(structuredClone(base), boundary.value, context),
          body: (typed: V) => withValue(spec.unchecked?.(typed, context) ?? baseBody, field.property, boundary.value),
        })),
      ...(field.shared?.(context) ?? []).map((shared) => ({
        name: shared.name,
        typed: shared.type(structuredClone(base)),
        body: () => withValue(baseBody, field.property, shared.body),
      })),
    ];
    const seen = new Set<string>();
    for (const input of inputs) {
      if (input.typed === null) {
        outcome.untypeable += 1;
        outcome.log.push(`${field.property}, ${input.name}: the form's control cannot hold it`);
        continue;
      }
      const key = JSON.stringify(input.typed);
      if (seen.has(key)) continue;
      seen.add(key);
      outcome.cases += 1;
      const clientBody = await spec.client(input.typed, context);
      const clientAccepts = clientBody !== null && clientBody !== undefined;
      const serverBody = clientAccepts ? clientBody : input.body(input.typed);
      const answer = await send(op, params, serverBody, session, multipart);
      const at = `${field.property}, ${input.name}`;
      if (answer.status !== 422 && answer.status >= 300) {
        outcome.problems.push(`${at}: the server answers ${answer.status} ${JSON.stringify(answer.body)}`);
        continue;
      }
      const serverAccepts = answer.status < 300;
      outcome.log.push(
        `${at}: form ${clientAccepts ? 'accepts' : 'refuses'}, server ${serverAccepts ? 'accepts' : 'refuses'}`,
      );
      if (serverAccepts) afterAccept();
      if (clientAccepts !== serverAccepts) {
        const said = serverAccepts ? 'accepts' : `refuses (${JSON.stringify(answer.body?.errors ?? answer.body)})`;
        const disagreement = `${at}: the form ${clientAccepts ? 'accepts' : 'refuses'}, the server ${said}`;
        if (spec.documentGaps?.[at] !== undefined) outcome.gaps.push(at);
        else outcome.disagreements.push(disagreement);
      }
    }
  }
  for (const gap of Object.keys(spec.documentGaps ?? {}))
    if (!outcome.gaps.includes(gap)) outcome.problems.push(`${gap}: no longer a document gap, remove it from the spec`);
  return outcome;
}
