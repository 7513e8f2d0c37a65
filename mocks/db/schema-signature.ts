// A short signature of the mock's record schemas: what a record of each collection must look like (fields, types,
// limits, enum values). The browser mock stores it with its saved database (mocks/browser/persistence.ts), so a page
// load restores records saved under the same schemas without validating each of them again, and validates those
// saved under other schemas (after `npm run gen`, or an older build of the demo) as before.
import type { z } from 'zod';

type Definition = Record<string, unknown>;

/** Schemas are shared between collections (labels, money, dates): each definition is written once. */
const described = new WeakMap<Definition, string>();

/** A zod schema's definition (`type` plus what that type is made of), or undefined for anything else. */
function definitionOf(value: unknown): Definition | undefined {
  if (typeof value !== 'object' || value === null || !('_zod' in value)) return undefined;
  return (value as { _zod: { def: Definition } })._zod.def;
}

/**
 * Writes a schema's definition as text: every field, type, check and enum value, in declaration order. Functions
 * (refinements, transforms) are left out: they have no stable text; a changed refinement needs a changed shape or
 * a reset of the saved database (the developer panel's "Zurücksetzen").
 */
function describe(value: unknown, seen: Set<unknown>): string {
  const definition = definitionOf(value);
  if (definition) {
    // A recursive (lazy) schema refers back to itself.
    if (seen.has(definition)) return '@';
    const known = described.get(definition);
    if (known !== undefined) return known;
    seen.add(definition);
    const text = `${String(definition.type)}{${describe(omit(definition, 'type'), seen)}}`;
    seen.delete(definition);
    described.set(definition, text);
    return text;
  }
  if (typeof value === 'function' || value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map((item) => describe(item, seen)).join(',')}]`;
  if (typeof value === 'object' && value !== null)
    return Object.entries(value)
      .map(([key, item]) => `${key}:${describe(item, seen)}`)
      .join(';');
  return JSON.stringify(value) ?? '';
}

function omit(definition: Definition, key: string): Definition {
  const { [key]: _left, ...rest } = definition;
  return rest;
}

/** FNV-1a over the text's UTF-16 code units, as 8 hex digits: enough to tell two schema versions apart. */
function hash(text: string): string {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value.toString(16).padStart(8, '0');
}

/** The signature of named record schemas (one per collection): equal exactly when every schema reads the same. */
export function schemaSignature(schemas: ReadonlyArray<readonly [string, z.ZodType]>): string {
  return hash(schemas.map(([name, schema]) => `${name}=${describe(schema, new Set())}`).join('\n'));
}
