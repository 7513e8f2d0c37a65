// The browser mock saves its database in IndexedDB as each collection's JSON text in small parts
// (mocks/browser/persistence.ts): every scenario must come back exactly as it was saved, no part may reach the size
// Chromium stores outside the database, and a save after a request writes only what the request changed.
import { describe, expect, it } from 'vitest';
import { databaseText, db, resetDatabase, restoreDatabase, snapshotDatabase } from '../db';
import { SCENARIOS } from '../db/seed-context';
import { PART_LENGTH, readEntries, type StoredEntries, type StoreWrites, writesFor } from '../browser/persistence';
import { MOCK_SNAPSHOT_LOCATION } from '../browser/persistence-names';

/** A store as IndexedDB keeps it: the writes applied as the browser applies them in one transaction. */
function applyTo(store: Map<string, unknown>, writes: StoreWrites): void {
  if (writes.clear) store.clear();
  for (const name of writes.replaced) {
    const prefix = `${MOCK_SNAPSHOT_LOCATION.key}:${name}:`;
    for (const key of [...store.keys()]) if (key.startsWith(prefix)) store.delete(key);
  }
  for (const [key, value] of writes.puts) store.set(key, value);
}

const entriesOf = (store: Map<string, unknown>): StoredEntries => ({
  keys: [...store.keys()],
  values: [...store.values()],
});
const textsOf = (store: Map<string, unknown>) => readEntries(entriesOf(store))?.texts ?? new Map<string, string>();

describe('the browser mock’s saved database', () => {
  it.each(SCENARIOS)(
    'restores the %s scenario exactly from parts small enough for IndexedDB',
    async (scenario) => {
      await resetDatabase(scenario);
      const saved = snapshotDatabase();
      const store = new Map<string, unknown>();
      applyTo(store, writesFor(databaseText(), new Map()));

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

  it('writes only the collections a change touched, and reads back the changed database', async () => {
    await resetDatabase('default');
    const store = new Map<string, unknown>();
    applyTo(store, writesFor(databaseText(), new Map()));
    const lead = db.leads.all()[0];
    if (!lead) throw new Error('the default scenario has no leads');

    await db.leads.update((q) => q.where({ id: lead.id }), {
      data(record) {
        record.isRead = !record.isRead;
      },
    });
    const writes = writesFor(databaseText(), textsOf(store));
    applyTo(store, writes);

    expect(writes.clear).toBe(false);
    expect(writes.replaced).toEqual(['leads']);
    const changed = snapshotDatabase();
    await resetDatabase('empty');
    const read = readEntries(entriesOf(store));
    if (!read) throw new Error('nothing read back');
    await restoreDatabase(read.snapshot);
    expect(snapshotDatabase()).toStrictEqual(changed);
  });

  it('reads nothing from a save of an older format or with a part missing', async () => {
    await resetDatabase('default');
    const store = new Map<string, unknown>();
    applyTo(store, writesFor(databaseText(), new Map()));
    const key = MOCK_SNAPSHOT_LOCATION.key;

    const incomplete = new Map(store);
    incomplete.delete(`${key}:leads:000000`);
    expect(readEntries(entriesOf(incomplete))).toBeUndefined();
    expect(readEntries({ keys: [key, `${key}:000000`], values: [{ version: 2, parts: 1 }, '{}'] })).toBeUndefined();
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
