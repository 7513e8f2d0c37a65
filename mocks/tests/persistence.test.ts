// The browser mock saves its database in IndexedDB as the JSON text of each collection's chunks of records, in small
// parts (mocks/browser/persistence.ts): every scenario must come back exactly as it was saved, no part may reach the
// size Chromium stores outside the database, and a save after a request writes only the chunks the request changed.
import { describe, expect, it } from 'vitest';
import { databaseRecords, db, resetDatabase, restoreDatabase, snapshotDatabase } from '../db';
import { SCENARIOS } from '../db/seed-context';
import {
  PART_LENGTH,
  readEntries,
  type Saved,
  type StoredEntries,
  type StoreWrites,
  writesFor,
} from '../browser/persistence';
import { MOCK_SNAPSHOT_LOCATION } from '../browser/persistence-names';

/** A store as IndexedDB keeps it: the writes applied as the browser applies them in one transaction. */
function applyTo(store: Map<string, unknown>, writes: StoreWrites): void {
  if (writes.clear) store.clear();
  for (const prefix of writes.deletes)
    for (const key of [...store.keys()]) if (key.startsWith(prefix)) store.delete(key);
  for (const [key, value] of writes.puts) store.set(key, value);
}

const entriesOf = (store: Map<string, unknown>): StoredEntries => ({
  keys: [...store.keys()],
  values: [...store.values()],
});
const savedOf = (store: Map<string, unknown>): Saved => readEntries(entriesOf(store))?.saved ?? new Map();
/** Saves the database as it is now over the store. */
const saveInto = (store: Map<string, unknown>): StoreWrites => {
  const { writes } = writesFor(databaseRecords(), savedOf(store));
  applyTo(store, writes);
  return writes;
};

/** The store read back into an emptied database gives the database as it is now. */
async function expectReadBackAsItIs(store: Map<string, unknown>): Promise<void> {
  const changed = snapshotDatabase();
  await resetDatabase('empty');
  const read = readEntries(entriesOf(store));
  if (!read) throw new Error('nothing read back');
  await restoreDatabase(read.snapshot);
  expect(snapshotDatabase()).toStrictEqual(changed);
}

describe('the browser mock’s saved database', () => {
  it.each(SCENARIOS)(
    'restores the %s scenario exactly from parts small enough for IndexedDB',
    async (scenario) => {
      await resetDatabase(scenario);
      const saved = snapshotDatabase();
      const store = new Map<string, unknown>();
      saveInto(store);

      const parts = [...store.values()].filter((value) => typeof value === 'string');
      expect(parts.every((part) => part.length <= PART_LENGTH)).toBe(true);
      // Strict: a value JSON cannot carry (a Date, an undefined key) would differ here.
      expect(readEntries(entriesOf(store))?.snapshot).toStrictEqual(saved);

      await resetDatabase('empty');
      const read = readEntries(entriesOf(store));
      if (!read) throw new Error('nothing read back');
      await restoreDatabase(read.snapshot);
      expect(snapshotDatabase()).toStrictEqual(saved);
    },
    60_000,
  );

  it('writes only the chunk a change touched, and reads back the changed database', async () => {
    await resetDatabase('default');
    const store = new Map<string, unknown>();
    saveInto(store);
    const lead = db.leads.all()[100];
    if (!lead) throw new Error('the default scenario has fewer than 101 leads');

    await db.leads.update((q) => q.where({ id: lead.id }), {
      data(record) {
        record.isRead = !record.isRead;
      },
    });
    const writes = saveInto(store);

    expect(writes.clear).toBe(false);
    // One chunk of the leads (its delete and its parts) and the head: not the 430 leads of the scenario.
    const key = MOCK_SNAPSHOT_LOCATION.key;
    expect(writes.deletes).toHaveLength(1);
    expect(writes.deletes[0]).toMatch(new RegExp(`^${key}:leads:\\d{6}:$`));
    const written = writes.puts.map(([written]) => written);
    expect(
      written.filter((written) => written !== key).every((written) => written.startsWith(writes.deletes[0] ?? '-')),
    ).toBe(true);
    const text = writes.puts.reduce((sum, [, value]) => sum + (typeof value === 'string' ? value.length : 0), 0);
    expect(text).toBeLessThanOrEqual(PART_LENGTH);

    await expectReadBackAsItIs(store);
  });

  it('writes the last chunk for a record appended and every chunk after a record removed', async () => {
    await resetDatabase('default');
    const store = new Map<string, unknown>();
    saveInto(store);
    const [first] = db.leadComments.all();
    if (!first) throw new Error('the default scenario has no notes');
    const chunks = readEntries(entriesOf(store))?.saved.get('leadComments')?.chunks.length ?? 0;
    expect(chunks).toBeGreaterThan(1);

    await db.leadComments.create({ ...structuredClone(first), id: 999_999 });
    const appended = saveInto(store);
    expect(appended.deletes).toEqual([expect.stringMatching(`:leadComments:${String(chunks - 1).padStart(6, '0')}:$`)]);

    await db.leadComments.delete((q) => q.where({ id: first.id }));
    const removed = saveInto(store);
    expect(removed.deletes).toHaveLength(chunks);

    await expectReadBackAsItIs(store);
  });

  it('reads nothing from a save of an older format or with a part missing', async () => {
    await resetDatabase('default');
    const store = new Map<string, unknown>();
    saveInto(store);
    const key = MOCK_SNAPSHOT_LOCATION.key;

    const incomplete = new Map(store);
    incomplete.delete(`${key}:leads:000000:000`);
    expect(readEntries(entriesOf(incomplete))).toBeUndefined();
    expect(readEntries({ keys: [key, `${key}:000000`], values: [{ version: 2, parts: 1 }, '{}'] })).toBeUndefined();
  });

  it('saves only what changed over a handed-over database, and reads its saves over it', async () => {
    await resetDatabase('default');
    const handedOver = new Map<string, unknown>();
    saveInto(handedOver);
    const base = entriesOf(handedOver);
    // A browser journey's first page: nothing in its own store, the database it was handed restored.
    const store = new Map<string, unknown>();
    const started = readEntries(entriesOf(store), base);
    if (!started) throw new Error('nothing read from the handed-over database');
    expect(started.snapshot).toStrictEqual(snapshotDatabase());

    const lead = db.leads.all()[100];
    if (!lead) throw new Error('the default scenario has fewer than 101 leads');
    await db.leads.update((q) => q.where({ id: lead.id }), {
      data(record) {
        record.isRead = !record.isRead;
      },
    });
    const { writes } = writesFor(databaseRecords(), started.saved);
    applyTo(store, writes);

    // The head and one chunk of the leads, nothing of the rest.
    expect(writes.clear).toBe(false);
    const key = MOCK_SNAPSHOT_LOCATION.key;
    expect([...store.keys()].filter((written) => written !== key)).toEqual([
      expect.stringMatching(new RegExp(`^${key}:leads:\\d{6}:000$`)),
    ]);
    expect(readEntries(entriesOf(store))).toBeUndefined();
    const changed = snapshotDatabase();
    await resetDatabase('empty');
    const read = readEntries(entriesOf(store), base);
    if (!read) throw new Error('nothing read back');
    await restoreDatabase(read.snapshot);
    expect(snapshotDatabase()).toStrictEqual(changed);
  });

  it('validates a database saved under other record schemas and refuses a record that no longer fits', async () => {
    await resetDatabase('default');
    const saved = snapshotDatabase();
    const [name, records] = Object.entries(saved.collections).find(([, items]) => items.length > 0) ?? [];
    if (!name || !records) throw new Error('the default scenario has no records');
    // As if saved by an older build: its signature differs, and its first record lacks a field the schema requires.
    const { id: _id, ...withoutId } = records[0] as { id: unknown };
    const older = { ...saved, schemaSignature: 'older', collections: { ...saved.collections, [name]: [withoutId] } };

    await expect(restoreDatabase(older)).rejects.toThrow();
  });

  it('restores a database saved under other record schemas when every record still fits', async () => {
    await resetDatabase('default');
    const saved = snapshotDatabase();

    await resetDatabase('empty');
    await restoreDatabase({ ...structuredClone(saved), schemaSignature: 'older' });
    expect(snapshotDatabase()).toStrictEqual(saved);
  });
});
