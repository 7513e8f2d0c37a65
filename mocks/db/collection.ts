// Helpers around @msw/data collections: every collection's schema is a generated zod schema (optionally
// extended with storage-only keys), so a record that does not fit the API document cannot be stored.
import { Collection } from '@msw/data';
import { z } from 'zod';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any>;

/** The two hidden keys @msw/data gives each record: its primary key and its relations. */
interface RecordInternals {
  primaryKey: symbol;
  relations: symbol;
}

let internals: RecordInternals | undefined;
let reading: Promise<RecordInternals> | undefined;

/** Reads @msw/data's hidden record keys once, from a record it made itself (the library does not export them). */
async function recordInternals(): Promise<RecordInternals> {
  reading ??= new Collection({ schema: z.object({}) }).create({}).then((record) => {
    const symbols = Object.getOwnPropertySymbols(record);
    const named = (description: string) => {
      const symbol = symbols.find((candidate) => candidate.description === description);
      if (!symbol) throw new Error(`@msw/data's records no longer carry ${description}: check collection.ts`);
      return symbol;
    };
    return (internals = { primaryKey: named('kPrimaryKey'), relations: named('kRelationMap') });
  });
  return reading;
}

/** Primary keys only need to be unique within the mock (@msw/data compares them to find a record). */
let lastPrimaryKey = 0;

/**
 * A collection whose `create` validates the record against its zod schema and appends it, as @msw/data's own
 * `create` does, without that method's per-record preparation for relations (a deep copy of the values with a path
 * per property, for records that refer to records of other collections). The mock's collections hold plain
 * records and define no relations. Restoring a scenario's ~10,000 records from a snapshot, which every page load
 * of the browser mock does, takes about half the CPU time it took through @msw/data's `create`, and seeding,
 * which every route test does, about three quarters (2026-11-28, `process.cpuUsage` over six runs each). Reading,
 * updating and deleting stay @msw/data's own.
 */
class ValidatedCollection<S extends z.ZodType> extends Collection<S> {
  readonly schema: S;

  constructor(schema: S) {
    super({ schema });
    this.schema = schema;
  }

  override async create(values: z.input<S>): ReturnType<Collection<S>['create']> {
    // Throws a ZodError naming the fields when the record does not fit the document.
    const record = this.schema.parse(values) as Awaited<ReturnType<Collection<S>['create']>>;
    if (typeof record !== 'object' || record === null) throw new Error('A record must be an object.');
    await recordInternals();
    return this.insertValidated(record);
  }

  /**
   * Appends a record this process has validated before (a copy of a seed made earlier, `resetDatabase`), without
   * parsing it again.
   */
  insertValidated(record: Awaited<ReturnType<Collection<S>['create']>>): Awaited<ReturnType<Collection<S>['create']>> {
    if (!internals) throw new Error('insertValidated() needs a record made by create() first.');
    const { primaryKey, relations } = internals;
    Object.defineProperties(record, {
      [primaryKey]: { enumerable: false, configurable: false, value: `record-${++lastPrimaryKey}` },
      [relations]: { enumerable: false, configurable: false, value: new Map() },
    });
    // `all()` is the collection's own list of records (@msw/data keeps the references for its queries).
    this.all().push(record);
    return record;
  }
}

export function collection<S extends z.ZodType>(schema: S): Collection<S> {
  return new ValidatedCollection(schema);
}

/**
 * A new, empty collection with the same schema. Resetting uses fresh collections because emptying a big
 * one record by record is quadratic in @msw/data (each delete searches and splices the array).
 */
export function emptyLike<C extends AnyCollection>(existing: C): C {
  if (!(existing instanceof ValidatedCollection))
    throw new Error('emptyLike() needs a collection made by collection().');
  return collection(existing.schema) as C;
}

/** The record schema of a collection made by collection(). */
export function schemaOf(items: AnyCollection): z.ZodType {
  if (!(items instanceof ValidatedCollection)) throw new Error('schemaOf() needs a collection made by collection().');
  return items.schema;
}

/**
 * Appends records validated under the same schema before (a saved database of the browser mock, whose schema
 * signature matches) to a collection made by collection(), as they are.
 */
export async function insertValidatedRecords(items: AnyCollection, records: readonly unknown[]): Promise<void> {
  if (!(items instanceof ValidatedCollection)) throw new Error('insertValidatedRecords() needs a collection().');
  await recordInternals();
  for (const record of records) items.insertValidated(record as Awaited<ReturnType<AnyCollection['create']>>);
}

/** Appends copies of records validated earlier in this process to a collection made by collection(). */
export function insertValidatedCopies(items: AnyCollection, records: readonly unknown[]): void {
  if (!(items instanceof ValidatedCollection)) throw new Error('insertValidatedCopies() needs a collection().');
  for (const record of records) items.insertValidated(structuredClone(record));
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
