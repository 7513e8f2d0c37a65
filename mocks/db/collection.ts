// Helpers around @msw/data collections: every collection's schema is a generated zod schema (optionally
// extended with storage-only keys), so a record that does not fit the API document cannot be stored.
import { Collection } from '@msw/data';
import type { z } from 'zod';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any>;

const schemas = new WeakMap<AnyCollection, z.ZodType>();

export function collection<S extends z.ZodType>(schema: S): Collection<S> {
  const created = new Collection({ schema });
  schemas.set(created, schema);
  return created;
}

/**
 * A new, empty collection with the same schema. Resetting uses fresh collections because emptying a big
 * one record by record is quadratic in @msw/data (each delete searches and splices the array).
 */
export function emptyLike<C extends AnyCollection>(existing: C): C {
  const schema = schemas.get(existing);
  if (!schema) throw new Error('emptyLike() needs a collection made by collection().');
  return collection(schema) as C;
}

/** The next free integer id of a collection of records with numeric ids. */
export function nextId(items: AnyCollection, floor = 0): number {
  let max = floor;
  for (const record of items.all() as Array<{ id?: unknown }>) {
    if (typeof record.id === 'number' && record.id > max) max = record.id;
  }
  return max + 1;
}

/** A plain, detached copy of a record (records of @msw/data carry internal symbols). */
export function plain<T>(record: T): T {
  return structuredClone(record) as T;
}
