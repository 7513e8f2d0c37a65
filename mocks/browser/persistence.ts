// The browser mock's state survives a reload: after each change the database is written to IndexedDB (which,
// unlike localStorage, holds the `large` scenario too) and read back on start.
//
// Each collection is stored as its JSON text in parts of at most `PART_LENGTH` characters, one record each, under
// a head record that names the collections and their part counts. A save writes only the collections whose text
// changed since the last save: a request changes one or two collections, and writing all of the default scenario's
// 3.5 MB after each write kept every write request waiting about 0.7 s for IndexedDB (issue 34, the journeys'
// time). Chromium keeps a value above 64 KiB in a file beside the database and reads it after the transaction;
// under load that read fails now and then ("Failed to read large IndexedDB value", a browser journey met a mock
// without its session). Small records stay inside the database and never take that path.
import { type DatabaseSnapshot, type DatabaseText, databaseText, restoreDatabase } from '../db';
import { readStoredEntries, type StoredEntries, transact } from './idb-store';
import { MOCK_SNAPSHOT_LOCATION } from './persistence-names';

export type { StoredEntries };

const { key: KEY } = MOCK_SNAPSHOT_LOCATION;

/**
 * Characters per stored part: at most 60,000 bytes as UTF-16, below Chromium's threshold for "large" values (64 KiB).
 * Reading a record costs about as much as reading 30 KB: parts of 16,000 characters took twice as long to read.
 */
export const PART_LENGTH = 30_000;

declare global {
  interface Window {
    /**
     * The saved database a browser journey starts from (e2e/fixtures.ts exposes it to the page): read when nothing
     * is saved in this browser yet, then saved here, so the journey's later page loads find it in IndexedDB. Handing
     * it over through the first page saves a page of its own that wrote it first (1.5 s of each logged-in journey).
     */
    __mockStartingSnapshot?: () => Promise<StoredEntries | null>;
  }
}

/** The record at `KEY`: the database's own fields and how many parts each collection's text has. */
interface StoredHead extends Omit<DatabaseText, 'version' | 'collections'> {
  version: 3;
  parts: Record<string, number>;
}

/** The writes that bring the store up to date; applied in one transaction. */
export interface StoreWrites {
  /** Empty the store first (the first save of a page: nothing of an older format is left behind). */
  clear: boolean;
  /** Collections whose parts are replaced: their old parts are deleted first. */
  replaced: string[];
  puts: Array<[key: string, value: unknown]>;
}

/** The JSON text in parts of at most `PART_LENGTH` characters (at least one). */
export function toParts(text: string): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += PART_LENGTH) parts.push(text.slice(start, start + PART_LENGTH));
  return parts.length > 0 ? parts : [''];
}

/** `current:leads:000000`, `current:leads:000001`, …: zero-padded, so the store's key order is the parts' order. */
function partKey(collection: string, index: number): string {
  return `${collectionPrefix(collection)}${String(index).padStart(6, '0')}`;
}

function collectionPrefix(collection: string): string {
  return `${KEY}:${collection}:`;
}

/**
 * The writes that save `current` over what is stored (`saved`: each collection's text as saved last, empty when
 * nothing of this page is saved yet): the changed collections' parts and the head.
 */
export function writesFor(current: DatabaseText, saved: ReadonlyMap<string, string>): StoreWrites {
  const clear = saved.size === 0;
  const writes: StoreWrites = { clear, replaced: [], puts: [] };
  const parts: Record<string, number> = {};
  for (const [name, text] of Object.entries(current.collections)) {
    const split = toParts(text);
    parts[name] = split.length;
    if (!clear && saved.get(name) === text) continue;
    if (!clear) writes.replaced.push(name);
    split.forEach((part, index) => writes.puts.push([partKey(name, index), part]));
  }
  const { version: _version, collections: _collections, ...fields } = current;
  writes.puts.push([KEY, { ...fields, version: 3, parts } satisfies StoredHead]);
  return writes;
}

/**
 * The saved database in the store's records: its snapshot and each collection's text; undefined when nothing (or
 * an older format, or an incomplete save) is stored.
 */
export function readEntries(
  entries: StoredEntries,
): { snapshot: DatabaseSnapshot; texts: Map<string, string> } | undefined {
  const byKey = new Map(entries.keys.map((key, index) => [key, entries.values[index]]));
  const head = byKey.get(KEY) as StoredHead | undefined;
  if (head?.version !== 3) return undefined;
  const texts = new Map<string, string>();
  for (const [name, count] of Object.entries(head.parts)) {
    const parts: string[] = [];
    for (let index = 0; index < count; index += 1) {
      const part = byKey.get(partKey(name, index));
      if (typeof part !== 'string') return undefined;
      parts.push(part);
    }
    texts.set(name, parts.join(''));
  }
  const { version: _version, parts: _parts, ...fields } = head;
  const collections = Object.fromEntries([...texts].map(([name, text]) => [name, JSON.parse(text) as unknown[]]));
  return { snapshot: { ...fields, version: 1, collections }, texts };
}

function applyWrites(writes: StoreWrites): Promise<void> {
  return transact('readwrite', (store) => {
    if (writes.clear) store.clear();
    for (const name of writes.replaced) {
      const prefix = collectionPrefix(name);
      store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    }
    for (const [key, value] of writes.puts) store.put(value, key);
    return () => undefined;
  });
}

/** Each collection's text as the store holds it (or will, once the transactions already started have completed). */
let saved = new Map<string, string>();

/**
 * Restores the saved state: `restored`, `none` when nothing is saved, or the error that kept it from being read
 * (the seed is used then).
 */
export async function loadSnapshot(): Promise<'restored' | 'none' | Error> {
  try {
    const stored = readEntries(await readStoredEntries());
    const handedOver = stored === undefined ? ((await window.__mockStartingSnapshot?.()) ?? undefined) : undefined;
    const read = stored ?? (handedOver && readEntries(handedOver));
    if (read === undefined) return 'none';
    await restoreDatabase(read.snapshot);
    saved = read.texts;
    // Saved as it came, and waited for by `flushSave` (a reload right away finds it).
    if (handedOver) {
      const puts = handedOver.keys.map((key, index): [string, unknown] => [key, handedOver.values[index]]);
      pending = applyWrites({ clear: true, replaced: [], puts }).catch(() => undefined);
    }
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
  const current = databaseText();
  const writes = writesFor(current, saved);
  // IndexedDB runs the transactions of a store in the order they were started: the next save compares with this one.
  saved = new Map(Object.entries(current.collections));
  pending = applyWrites(writes).then(
    () => undefined,
    () => {
      // Unknown what reached the store: the next save writes everything again.
      saved = new Map();
    },
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
  saved = new Map();
  await transact('readwrite', (store) => {
    store.clear();
    return () => undefined;
  }).catch(() => undefined);
}
