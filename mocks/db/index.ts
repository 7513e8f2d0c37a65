// The one database of the mock backend, shared by the browser worker, Node tests and the HTTP server.
// Each area module contributes its collections and a seed; seeds run in the order below.
import { now as clockNow } from '../lib/clock';
import { createRandom } from '../lib/random';
import { type AnyCollection, emptyLike, insertValidatedRecords, schemaOf } from './collection';
import * as core from './core';
import * as leads from './leads';
import * as couples from './couples';
import * as customerResources from './customer-resources';
import * as providerMedia from './provider-media';
import * as providerContent from './provider-content';
import * as marketing from './marketing';
import type { ScenarioName, SeedContext } from './seed-context';
import { schemaSignature } from './schema-signature';

export const db = {
  ...core.collections,
  ...leads.collections,
  ...couples.collections,
  ...customerResources.collections,
  ...providerMedia.collections,
  ...providerContent.collections,
  ...marketing.collections,
};

export type Database = typeof db;

const areas = [core, leads, couples, customerResources, providerMedia, providerContent, marketing];

/** The seed of the random generator: same scenario, same day -> same data. */
export const SEED = 20261122;

let currentScenario: ScenarioName = 'default';
let seededAt: Date = clockNow();

export function getScenario(): ScenarioName {
  return currentScenario;
}

export function getSeededAt(): Date {
  return seededAt;
}

function allCollections(): Array<[string, AnyCollection]> {
  return Object.entries(db) as Array<[string, AnyCollection]>;
}

/** Swaps every collection for an empty one (in `db` and in its area module, which hold the same instances). */
function emptyAll(): void {
  const target = db as unknown as Record<string, AnyCollection>;
  for (const area of areas) {
    const own = area.collections as unknown as Record<string, AnyCollection>;
    for (const [name, existing] of Object.entries(own)) {
      const fresh = emptyLike(existing);
      own[name] = fresh;
      target[name] = fresh;
    }
  }
}

/**
 * How long a seed made in this process is reused instead of seeding again. Tests reset the database before each
 * test; a seed (0.13 to 0.4 s, about ten times its copy) made a few seconds earlier holds the same records with
 * dates a few seconds older, as a seed that took that long would (issue 34: the test loop's time).
 */
const SEED_REUSE_MS = 10_000;
/** A recent seed per scenario, each collection's records as JSON text (see `textOfCollections`). */
const recentSeeds = new Map<ScenarioName, { anchoredAt: Date; collections: Record<string, string> }>();
let seedReuse = false;

/**
 * Turns the reuse of recent seeds on (the test setups do; the browser mock and the HTTP server seed rarely, and the
 * copy kept for reuse would only cost them time).
 */
export function reuseRecentSeeds(on: boolean): void {
  seedReuse = on;
  if (!on) recentSeeds.clear();
}

/**
 * The records as JSON text: parsing it makes fresh records for each reset in a third of the time that a structured
 * clone of every record took (15 against 42 ms for the default seed; tests reset before each test). The records are
 * API shapes, JSON through and through, as the browser mock's saved snapshot is (mocks/browser/persistence.ts).
 */
function textOfCollections(): Record<string, string> {
  return Object.fromEntries(allCollections().map(([name, items]) => [name, JSON.stringify(items.all())]));
}

/**
 * Empties every collection and seeds the scenario again: from a copy of the same scenario's seed when this process
 * made one less than `SEED_REUSE_MS` from now, the seed's anchor (`getSeededAt`) included.
 */
export async function resetDatabase(scenario: ScenarioName = currentScenario): Promise<void> {
  const at = clockNow();
  const recent = seedReuse ? recentSeeds.get(scenario) : undefined;
  emptyAll();
  currentScenario = scenario;
  if (recent && Math.abs(at.getTime() - recent.anchoredAt.getTime()) < SEED_REUSE_MS) {
    seededAt = recent.anchoredAt;
    for (const [name, items] of allCollections()) {
      const text = recent.collections[name];
      if (text !== undefined) await insertValidatedRecords(items, JSON.parse(text) as unknown[]);
    }
    return;
  }
  seededAt = at;
  const ctx: SeedContext = { db, random: createRandom(SEED), now: seededAt, scenario };
  for (const area of areas) await area.seed(ctx);
  if (seedReuse) recentSeeds.set(scenario, { anchoredAt: seededAt, collections: textOfCollections() });
}

export interface DatabaseSnapshot {
  version: 1;
  scenario: ScenarioName;
  seededAt: string;
  /** The record schemas the records were validated against when they were stored (`databaseSchemaSignature`). */
  schemaSignature?: string;
  collections: Record<string, unknown[]>;
}

let signature: string | undefined;

/** The signature of the collections' record schemas (mocks/db/schema-signature.ts), computed once. */
export function databaseSchemaSignature(): string {
  signature ??= schemaSignature(allCollections().map(([name, items]) => [name, schemaOf(items)] as const));
  return signature;
}

/**
 * The database as the browser mock saves it: each collection's own list of records, not copied. The browser mock
 * writes them out as JSON text at once (mocks/browser/persistence.ts) and never keeps or changes them.
 */
export interface DatabaseRecords extends Omit<DatabaseSnapshot, 'collections'> {
  collections: Record<string, readonly unknown[]>;
}

export function databaseRecords(): DatabaseRecords {
  return {
    version: 1,
    scenario: currentScenario,
    seededAt: seededAt.toISOString(),
    schemaSignature: databaseSchemaSignature(),
    collections: Object.fromEntries(allCollections().map(([name, items]) => [name, items.all()])),
  };
}

export function snapshotDatabase(): DatabaseSnapshot {
  return {
    version: 1,
    scenario: currentScenario,
    seededAt: seededAt.toISOString(),
    schemaSignature: databaseSchemaSignature(),
    collections: Object.fromEntries(
      allCollections().map(([name, items]) => [name, items.all().map((r) => structuredClone(r))]),
    ),
  };
}

/**
 * Restores a snapshot, which the caller hands over (its records are not copied). Every record entered the database
 * through a validating write; a snapshot stored under the same record schemas is taken as it is, one stored under
 * others (an older demo build, the schemas regenerated since) is validated record by record, and the first record
 * that no longer fits throws. Validating every record took about half of the browser mock's start on each page load
 * (0.2 to 0.6 s of a 2-core machine's 2 s, issue 34).
 */
export async function restoreDatabase(snapshot: DatabaseSnapshot): Promise<void> {
  emptyAll();
  currentScenario = snapshot.scenario;
  seededAt = new Date(snapshot.seededAt);
  const sameSchemas = snapshot.schemaSignature === databaseSchemaSignature();
  for (const [name, items] of allCollections()) {
    const records = snapshot.collections[name] ?? [];
    if (sameSchemas) await insertValidatedRecords(items, records);
    else for (const record of records) await items.create(record);
  }
}
