// Unknown properties at any depth. The generated zod objects strip keys they do not declare without a word, so
// a strict server (and the mock's answer check) looks for them separately: request bodies refuse them as unknown
// fields (including `__proto__`, `constructor` and `prototype`), answers carrying them fail the answer check.
import type { z } from 'zod';

interface Def {
  type: string;
  innerType?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  in?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'readonly', 'nonoptional', 'catch']);

function defOf(schema: z.ZodType): Def {
  let def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  for (;;) {
    if (WRAPPERS.has(def.type) && def.innerType) def = defOf(def.innerType);
    else if (def.type === 'pipe' && def.in) def = defOf(def.in);
    else if (def.type === 'lazy' && def.getter) def = defOf(def.getter());
    else return def;
  }
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The property names an object-like schema declares; null when it accepts any (a record, unknown …). */
function declaredKeys(schema: z.ZodType): Set<string> | null {
  const def = defOf(schema);
  if (def.type === 'object')
    return def.catchall && defOf(def.catchall).type !== 'never' ? null : new Set(Object.keys(def.shape ?? {}));
  if (def.type === 'intersection' && def.left && def.right) {
    const left = declaredKeys(def.left);
    const right = declaredKeys(def.right);
    return left && right ? new Set([...left, ...right]) : null;
  }
  if (def.type === 'union' && def.options) {
    const all = new Set<string>();
    for (const option of def.options) {
      const keys = declaredKeys(option);
      if (!keys) return null;
      for (const key of keys) all.add(key);
    }
    return all;
  }
  return null;
}

function join(path: string, key: string): string {
  return path ? `${path}.${key}` : key;
}

/**
 * Paths (dot-separated, array indices as numbers) of properties in `value` the schema does not declare. `alsoKnown` are top-level keys another side of an
 * intersection declares.
 */
export function undeclaredProperties(
  schema: z.ZodType,
  value: unknown,
  path = '',
  alsoKnown: ReadonlySet<string> = new Set(),
): string[] {
  if (value === null || value === undefined) return [];
  const def = defOf(schema);
  switch (def.type) {
    case 'object': {
      if (!isPlainObject(value)) return [];
      const shape = def.shape ?? {};
      const open = def.catchall && defOf(def.catchall).type !== 'never';
      return Object.entries(value).flatMap(([key, item]) => {
        const field = Object.hasOwn(shape, key) ? shape[key] : undefined;
        if (field) return undeclaredProperties(field, item, join(path, key));
        if (open && def.catchall) return undeclaredProperties(def.catchall, item, join(path, key));
        return alsoKnown.has(key) ? [] : [join(path, key)];
      });
    }
    case 'intersection': {
      if (!def.left || !def.right) return [];
      const leftKeys = declaredKeys(def.left);
      const rightKeys = declaredKeys(def.right);
      const everything = new Set(isPlainObject(value) ? Object.keys(value) : []);
      return [
        ...undeclaredProperties(def.left, value, path, new Set([...alsoKnown, ...(rightKeys ?? everything)])),
        ...undeclaredProperties(def.right, value, path, new Set([...alsoKnown, ...(leftKeys ?? everything)])),
      ];
    }
    case 'union': {
      let best: string[] | null = null;
      for (const option of def.options ?? []) {
        if (!option.safeParse(value).success) continue;
        const found = undeclaredProperties(option, value, path, alsoKnown);
        if (found.length === 0) return [];
        if (!best || found.length < best.length) best = found;
      }
      return best ?? [];
    }
    case 'array':
      return Array.isArray(value) && def.element
        ? value.flatMap((item, index) =>
            undeclaredProperties(def.element as z.ZodType, item, join(path, String(index))),
          )
        : [];
    case 'tuple':
      return Array.isArray(value)
        ? (def.items ?? []).flatMap((item, index) =>
            undeclaredProperties(item, value[index], join(path, String(index))),
          )
        : [];
    case 'record':
      return isPlainObject(value) && def.valueType
        ? Object.entries(value).flatMap(([key, item]) =>
            undeclaredProperties(def.valueType as z.ZodType, item, join(path, key)),
          )
        : [];
    default:
      return [];
  }
}
