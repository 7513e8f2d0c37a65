/** Where the browser mock saves its database in IndexedDB (./persistence.ts); the journeys' fixtures write it too. */
export const MOCK_SNAPSHOT_LOCATION = { database: 'anbieterportal-mock', store: 'snapshots', key: 'current' } as const;
