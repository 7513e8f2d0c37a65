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
});
