// The browser mock's state survives a reload: after each change the whole database is written to
// IndexedDB (which, unlike localStorage, holds the `large` scenario too) and read back on start.
//
// The snapshot is stored as JSON text in parts of at most `PART_LENGTH` characters, one record each, written and
// read in one transaction. Chromium keeps a value above 64 KiB in a file beside the database and reads it after
// the transaction; under load that read fails now and then ("Failed to read large IndexedDB value", a browser
// journey met a mock without its session). Small records stay inside the database and never take that path.
import { type DatabaseSnapshot, restoreDatabase, snapshotDatabase } from '../db';
import { MOCK_SNAPSHOT_LOCATION } from './persistence-names';

const { database: DB_NAME, store: STORE, key: KEY } = MOCK_SNAPSHOT_LOCATION;

/** Characters per stored part: at most 32 KiB as UTF-16, half of Chromium's threshold for "large" values. */
export const PART_LENGTH = 16_000;

declare global {
  interface Window {
    /**
     * The saved database a browser journey starts from (e2e/fixtures.ts exposes it to the page): read when nothing
     * is saved in this browser yet, then saved here, so the journey's later page loads find it in IndexedDB. Handing
     * it over through the first page saves a page of its own that wrote it first (1.5 s of each logged-in journey).
     */
    __mockStartingSnapshot?: () => Promise<string[] | null>;
  }
}

/** What the record at `KEY` says: how many parts follow it (`partKey`). */
interface StoredSnapshot {
  version: 2;
  parts: number;
}

/** The snapshot as JSON text in parts (the mock's records are JSON: API shapes). */
export function toParts(snapshot: DatabaseSnapshot): string[] {
  const text = JSON.stringify(snapshot);
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += PART_LENGTH) parts.push(text.slice(start, start + PART_LENGTH));
  return parts;
}

export function fromParts(parts: readonly string[]): DatabaseSnapshot {
  return JSON.parse(parts.join('')) as DatabaseSnapshot;
}

/** `current:000000`, `current:000001`, …: zero-padded, so the store's key order is the parts' order. */
function partKey(index: number): string {
  return `${KEY}:${String(index).padStart(6, '0')}`;
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
async function transact<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => () => T): Promise<T> {
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

/** Reads the stored parts in one transaction: undefined when nothing (or an older format) is stored. */
function readParts(): Promise<string[] | undefined> {
  return transact('readonly', (store) => {
    const head = store.get(KEY) as IDBRequest<StoredSnapshot | undefined>;
    const parts = store.getAll(IDBKeyRange.bound(`${KEY}:`, `${KEY}:\uffff`)) as IDBRequest<string[]>;
    return () => (head.result?.version === 2 && parts.result.length === head.result.parts ? parts.result : undefined);
  });
}

function writeParts(parts: readonly string[]): Promise<void> {
  return transact('readwrite', (store) => {
    store.clear();
    parts.forEach((part, index) => store.put(part, partKey(index)));
    store.put({ version: 2, parts: parts.length } satisfies StoredSnapshot, KEY);
    return () => undefined;
  });
}

/**
 * Restores the saved state: `restored`, `none` when nothing is saved, or the error that kept it from being read
 * (the seed is used then).
 */
export async function loadSnapshot(): Promise<'restored' | 'none' | Error> {
  try {
    const saved = await readParts();
    const handedOver = saved === undefined ? ((await window.__mockStartingSnapshot?.()) ?? undefined) : undefined;
    const parts = saved ?? handedOver;
    if (parts === undefined) return 'none';
    const snapshot = fromParts(parts);
    if (snapshot.version !== 1) return 'none';
    await restoreDatabase(snapshot);
    // Saved as it came, and waited for by `flushSave` (a reload right away finds it).
    if (handedOver) pending = writeParts(handedOver).catch(() => undefined);
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
  pending = writeParts(toParts(snapshotDatabase())).then(
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
  await transact('readwrite', (store) => {
    store.clear();
    return () => undefined;
  }).catch(() => undefined);
}
