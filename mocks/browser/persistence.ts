// The browser mock's state survives a reload: after each change the database is written to IndexedDB (which,
// unlike localStorage, holds the `large` scenario too) and read back on start.
//
// Each collection is stored in chunks of a fixed number of records, each chunk as the JSON text of its records in
// one or more parts of at most `PART_LENGTH` characters, under a head record that names the collections, their
// chunk sizes and part counts. A save writes only the chunks whose text changed since the last save: a request
// changes a record or two, or appends one, so it rewrites one chunk of each collection it touched (about 20 KB)
// instead of the whole collection. Writing whole collections (a note on a lead rewrote the leads, their notes and
// their history, 1.8 MB) cost the browser process about half a second of CPU per request, the largest part of a
// browser journey's time on the 2-core machine (issue 34). Records in the middle of a chunk keep their chunk when a
// record is appended; a record removed shifts the chunks after it, which are then written again.
//
// Chromium keeps a value above 64 KiB in a file beside the database and reads it after the transaction; under load
// that read fails now and then ("Failed to read large IndexedDB value", a browser journey met a mock without its
// session). Small records stay inside the database and never take that path. Each record read costs about as much
// as reading 30 KB (parts of 16,000 characters took twice as long to read as parts of 30,000), so chunks are made
// about as large as a part can be.
import { type DatabaseRecords, databaseRecords, type DatabaseSnapshot, restoreDatabase } from '../db';
import { readStoredEntries, type StoredEntries, transact } from './idb-store';
import { MOCK_SNAPSHOT_LOCATION } from './persistence-names';

export type { StoredEntries };

const { key: KEY } = MOCK_SNAPSHOT_LOCATION;

/**
 * Characters per stored part: at most 60,000 bytes as UTF-16, below Chromium's threshold for "large" values (64 KiB).
 */
export const PART_LENGTH = 30_000;

/**
 * The JSON text a collection's chunk is aimed at when its chunk size is chosen: below `PART_LENGTH`, so a chunk
 * whose records grow still fits one part for a while.
 */
const CHUNK_TEXT_TARGET = 25_000;

declare global {
  interface Window {
    /**
     * Where a browser journey's starting database is (e2e/fixtures.ts serves it on 127.0.0.1): what the page saves
     * is read over it (`loadSnapshot`). Handing it over through the page saves a page of its own that wrote it into
     * IndexedDB first (1.5 s of each logged-in journey). It is fetched, not passed through a Playwright binding: the
     * binding's 6.7 MB protocol message took the page 0.6 s to receive, a fetch and `JSON.parse` about 0.05 s
     * (issue 34).
     */
    __mockStartingSnapshotUrl?: string;
  }
}

/** How a collection is stored: records per chunk, and each chunk's number of parts. */
interface StoredCollection {
  chunkSize: number;
  parts: number[];
}

/** The record at `KEY`: the database's own fields and how each collection is stored. */
interface StoredHead extends Omit<DatabaseRecords, 'version' | 'collections'> {
  version: 4;
  collections: Record<string, StoredCollection>;
}

/** A collection as saved last: its chunk size and each chunk's JSON text. */
export interface SavedCollection {
  chunkSize: number;
  chunks: string[];
}

/** What is saved of each collection (empty when nothing of this page is saved yet). */
export type Saved = ReadonlyMap<string, SavedCollection>;

/** The writes that bring the store up to date; applied in one transaction. */
export interface StoreWrites {
  /** Empty the store first (the first save of a page: nothing of an older format is left behind). */
  clear: boolean;
  /** Key prefixes whose records are deleted before the puts: the chunks rewritten or gone. */
  deletes: string[];
  puts: Array<[key: string, value: unknown]>;
}

/** The JSON text in parts of at most `PART_LENGTH` characters (at least one). */
export function toParts(text: string): string[] {
  const parts: string[] = [];
  for (let start = 0; start < text.length; start += PART_LENGTH) parts.push(text.slice(start, start + PART_LENGTH));
  return parts.length > 0 ? parts : [''];
}

/** `current:leads:000003:`: zero-padded, so the store's key order is the chunks' order. */
function chunkPrefix(collection: string, chunk: number): string {
  return `${KEY}:${collection}:${String(chunk).padStart(6, '0')}:`;
}

function partKey(collection: string, chunk: number, part: number): string {
  return `${chunkPrefix(collection, chunk)}${String(part).padStart(3, '0')}`;
}

/** Records per chunk for a collection saved for the first time: chunks of about `CHUNK_TEXT_TARGET` characters. */
function chooseChunkSize(records: readonly unknown[]): number {
  if (records.length === 0) return 50;
  const averageLength = JSON.stringify(records).length / records.length;
  return Math.max(1, Math.floor(CHUNK_TEXT_TARGET / averageLength));
}

/** The collection's records as the JSON texts of its chunks. */
function chunkTexts(records: readonly unknown[], chunkSize: number): string[] {
  const chunks: string[] = [];
  for (let start = 0; start < records.length; start += chunkSize)
    chunks.push(JSON.stringify(records.slice(start, start + chunkSize)));
  return chunks;
}

/**
 * The writes that save `current` over what is stored (`saved`: each collection as saved last, empty when nothing of
 * this page is saved yet), and what is saved then: the changed chunks' parts and the head.
 */
export function writesFor(current: DatabaseRecords, saved: Saved): { writes: StoreWrites; saved: Saved } {
  const clear = saved.size === 0;
  const writes: StoreWrites = { clear, deletes: [], puts: [] };
  const head: Record<string, StoredCollection> = {};
  const next = new Map<string, SavedCollection>();
  for (const [name, records] of Object.entries(current.collections)) {
    const before = saved.get(name);
    const chunkSize = before?.chunkSize ?? chooseChunkSize(records);
    const chunks = chunkTexts(records, chunkSize);
    const parts = chunks.map((text, chunk) => {
      const split = toParts(text);
      if (clear || before?.chunks[chunk] !== text) {
        if (!clear) writes.deletes.push(chunkPrefix(name, chunk));
        split.forEach((part, index) => writes.puts.push([partKey(name, chunk, index), part]));
      }
      return split.length;
    });
    for (let gone = chunks.length; gone < (before?.chunks.length ?? 0); gone += 1)
      writes.deletes.push(chunkPrefix(name, gone));
    head[name] = { chunkSize, parts };
    next.set(name, { chunkSize, chunks });
  }
  const { version: _version, collections: _collections, ...fields } = current;
  writes.puts.push([KEY, { ...fields, version: 4, collections: head } satisfies StoredHead]);
  return { writes, saved: next };
}

/**
 * The saved database in the store's records: its snapshot and what is saved of each collection; undefined when
 * nothing (or an older format, or an incomplete save) is stored. Over a `base` (the database a browser journey
 * handed over), a record the store lacks is read from the base: a page that started from it saves only what
 * changed.
 */
export function readEntries(
  entries: StoredEntries,
  base?: StoredEntries,
): { snapshot: DatabaseSnapshot; saved: Saved } | undefined {
  const byKey = new Map(entries.keys.map((key, index) => [key, entries.values[index]]));
  if (base) base.keys.forEach((key, index) => byKey.has(key) || byKey.set(key, base.values[index]));
  const head = byKey.get(KEY) as StoredHead | undefined;
  if (head?.version !== 4) return undefined;
  const saved = new Map<string, SavedCollection>();
  const collections: Record<string, unknown[]> = {};
  for (const [name, { chunkSize, parts }] of Object.entries(head.collections)) {
    const chunks: string[] = [];
    const records: unknown[] = [];
    for (const [chunk, count] of parts.entries()) {
      const texts: string[] = [];
      for (let index = 0; index < count; index += 1) {
        const part = byKey.get(partKey(name, chunk, index));
        if (typeof part !== 'string') return undefined;
        texts.push(part);
      }
      const text = texts.join('');
      chunks.push(text);
      for (const record of JSON.parse(text) as unknown[]) records.push(record);
    }
    saved.set(name, { chunkSize, chunks });
    collections[name] = records;
  }
  const { version: _version, collections: _collections, ...fields } = head;
  return { snapshot: { ...fields, version: 1, collections }, saved };
}

function applyWrites(writes: StoreWrites): Promise<void> {
  return transact('readwrite', (store) => {
    if (writes.clear) store.clear();
    for (const prefix of writes.deletes) store.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`));
    for (const [key, value] of writes.puts) store.put(value, key);
    return () => undefined;
  });
}

/** Each collection as the store holds it (or will, once the transactions already started have completed). */
let saved: Saved = new Map();

/** The database a browser journey starts from, when it hands one over (`__mockStartingSnapshotUrl`). */
async function fetchStartingSnapshot(): Promise<StoredEntries | undefined> {
  const url = window.__mockStartingSnapshotUrl;
  if (url === undefined) return undefined;
  const response = await fetch(url);
  if (!response.ok) throw new Error(`the starting database answered ${response.status}`);
  return (await response.json()) as StoredEntries;
}

/**
 * Restores the saved state: `restored`, `none` when nothing is saved, or the error that kept it from being read
 * (the seed is used then).
 */
export async function loadSnapshot(): Promise<'restored' | 'none' | Error> {
  try {
    const stored = await readStoredEntries();
    let read = readEntries(stored);
    // A browser journey's page: what it saved so far over the database the journey handed over. That database is
    // not written into the store (3.5 MB, about a second of the browser process's CPU per journey): the page's saves
    // write only the chunks that differ from it, and every page load of the journey reads it again (issue 34).
    if (read === undefined) {
      const handedOver = await fetchStartingSnapshot();
      read = handedOver && readEntries(stored, handedOver);
    }
    if (read === undefined) return 'none';
    await restoreDatabase(read.snapshot);
    saved = read.saved;
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
  const { writes, saved: next } = writesFor(databaseRecords(), saved);
  // IndexedDB runs the transactions of a store in the order they were started: the next save compares with this one.
  saved = next;
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
