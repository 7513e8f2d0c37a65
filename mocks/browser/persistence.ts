// The browser mock's state survives a reload: after each change the whole database is written to
// IndexedDB (which, unlike localStorage, holds the `large` scenario too) and read back on start.
import { type DatabaseSnapshot, restoreDatabase, snapshotDatabase } from '../db';
import { MOCK_SNAPSHOT_LOCATION } from './persistence-names';

const { database: DB_NAME, store: STORE, key: KEY } = MOCK_SNAPSHOT_LOCATION;

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run<T>(mode: IDBTransactionMode, action: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const request = action(database.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
  } finally {
    database.close();
  }
}

/**
 * Restores the saved state: `restored`, `none` when nothing is saved, or the error that kept it from being read
 * (the seed is used then).
 */
export async function loadSnapshot(): Promise<'restored' | 'none' | Error> {
  try {
    const snapshot = await run<DatabaseSnapshot | undefined>('readonly', (store) => store.get(KEY));
    if (!snapshot || snapshot.version !== 1) return 'none';
    await restoreDatabase(snapshot);
    return 'restored';
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
let pending: Promise<void> = Promise.resolve();

function save(): Promise<void> {
  clearTimeout(timer);
  timer = undefined;
  pending = run('readwrite', (store) => store.put(snapshotDatabase(), KEY)).then(
    () => undefined,
    () => undefined,
  );
  return pending;
}

/** Saves the state now and waits for it (after each write of the API). */
export function saveNow(): Promise<void> {
  return save();
}

/** Saves the state shortly after the last change (changes come in bursts). */
export function scheduleSave(): void {
  clearTimeout(timer);
  timer = setTimeout(() => void save(), 100);
}

/** Writes a scheduled save now (before a reload, and for browser tests) and waits for it. */
export async function flushSave(): Promise<void> {
  if (timer !== undefined) await save();
  else await pending;
}

export async function clearSnapshot(): Promise<void> {
  clearTimeout(timer);
  await run('readwrite', (store) => store.delete(KEY)).catch(() => undefined);
}
