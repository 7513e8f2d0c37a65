// The browser mock saves its database as JSON text in small parts (mocks/browser/persistence.ts): every scenario
// must come back exactly as it was saved, and no part may reach the size Chromium stores outside the database.
import { describe, expect, it } from 'vitest';
import { resetDatabase, restoreDatabase, snapshotDatabase } from '../db';
import { SCENARIOS } from '../db/seed-context';
import { fromParts, PART_LENGTH, toParts } from '../browser/persistence';

describe('the browser mock’s saved database', () => {
  it.each(SCENARIOS)(
    'restores the %s scenario exactly from parts small enough for IndexedDB',
    async (scenario) => {
      await resetDatabase(scenario);
      const saved = snapshotDatabase();
      const parts = toParts(saved);

      expect(parts.every((part) => part.length <= PART_LENGTH)).toBe(true);
      // Strict: a value JSON cannot carry (a Date, an undefined key) would differ here.
      expect(fromParts(parts)).toStrictEqual(saved);

      await resetDatabase('empty');
      await restoreDatabase(fromParts(parts));
      expect(snapshotDatabase()).toStrictEqual(saved);
    },
    60_000,
  );

  it('validates a database saved under other record schemas and refuses a record that no longer fits', async () => {
    await resetDatabase('default');
    const saved = fromParts(toParts(snapshotDatabase()));
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
    await restoreDatabase({ ...fromParts(toParts(saved)), schemaSignature: 'older' });
    expect(snapshotDatabase()).toStrictEqual(saved);
  });
});
