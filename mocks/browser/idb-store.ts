// The IndexedDB store the browser mock saves its database in (./persistence.ts), kept apart from the mock so the
// page can start reading it while the mock's code is still loading (src/mock-mode.ts): the read takes 0.1 to 0.3 s
// of each page load, the mock's code about as long (issue 34).
import { MOCK_SNAPSHOT_LOCATION } from './persistence-names';

const { database: DB_NAME, store: STORE } = MOCK_SNAPSHOT_LOCATION;

/** Every record of the snapshot store, keys and values in the same order (what a browser journey hands over). */
export interface StoredEntries {
  keys: string[];
  values: unknown[];
}

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Runs `work` in one transaction and resolves with its result once the transaction has completed. */
export async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
  const database = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = database.transaction(STORE, mode);
      const result = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(result());
      transaction.onabort = () => reject(transaction.error ?? new Error('the transaction was aborted'));
    });
  } finally {
    database.close();
  }
}

function readStore(): Promise<StoredEntries> {
  return transact('readonly', (store) => {
    const keys = store.getAllKeys();
    const values = store.getAll();
    return () => ({ keys: keys.result.map(String), values: values.result });
  });
}

let early: Promise<StoredEntries> | undefined;

/** Starts reading the store at page start (src/mock-mode.ts), before the mock's code has loaded. */
export function startEarlyRead(): void {
  early ??= readStore();
  // Read by `readStoredEntries`; a failure is reported there.
  early.catch(() => undefined);
}

/** Every record of the store: the read started at page start, once; else a read of its own. */
export function readStoredEntries(): Promise<StoredEntries> {
  const started = early;
  early = undefined;
  return started ?? readStore();
}
