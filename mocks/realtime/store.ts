// The realtime mock's data: one JSON tree in memory, like a Realtime Database namespace. It is not part of the
// persisted mock database (a reload starts it empty): it only carries notifications, and the portal reads
// nothing from it but entries that arrive while it listens.
import { now } from '../lib/clock';

export type JsonValue = string | number | boolean | JsonValue[] | { [key: string]: JsonValue };
type JsonObject = { [key: string]: JsonValue };

let root: JsonObject = {};
const listeners = new Set<(path: string[]) => void>();

/** Path segments of `/a/b/c` or `a/b/c`. */
export function pathSegments(path: string): string[] {
  return path.split('/').filter((segment) => segment.length > 0);
}

/** The value stored at a path, or null (the database has no empty objects and no nulls). */
export function valueAt(path: string[]): JsonValue | null {
  let node: JsonValue | undefined = root;
  for (const segment of path) {
    if (node === null || typeof node !== 'object' || Array.isArray(node)) return null;
    node = node[segment];
    if (node === undefined) return null;
  }
  return node;
}

/** Like the real database: null and undefined members are not stored, empty objects disappear. */
function withoutNulls(value: unknown): JsonValue | null {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) {
    const items = value.map(withoutNulls).filter((item): item is JsonValue => item !== null);
    return items.length > 0 ? items : null;
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .map(([key, member]) => [key, withoutNulls(member)] as const)
      .filter((entry): entry is readonly [string, JsonValue] => entry[1] !== null);
    return entries.length > 0 ? Object.fromEntries(entries) : null;
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  throw new Error(`The realtime mock stores JSON only, not ${typeof value}.`);
}

// Firebase push ids: 8 characters of the creation time, then 12 more that count up within one millisecond, in
// an alphabet sorted like ASCII. So keys sort in order of creation, which `orderByKey()` + `limitToLast()` need.
const PUSH_CHARS = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';
let lastPushTime = 0;
let lastSuffix: number[] = [];

export function pushId(at: number = now().getTime()): string {
  const time = Math.max(at, lastPushTime);
  if (time === lastPushTime) {
    let i = 11;
    while (i >= 0 && lastSuffix[i] === 63) lastSuffix[i--] = 0;
    if (i >= 0) lastSuffix[i] = (lastSuffix[i] ?? 0) + 1;
  } else {
    lastSuffix = Array.from({ length: 12 }, () => 0);
  }
  lastPushTime = time;
  let prefix = '';
  let rest = time;
  for (let i = 0; i < 8; i++) {
    prefix = PUSH_CHARS.charAt(rest % 64) + prefix;
    rest = Math.floor(rest / 64);
  }
  return prefix + lastSuffix.map((digit) => PUSH_CHARS.charAt(digit)).join('');
}

/** Adds a child under a push id (what the SDK's `push()` does on a server) and returns the key. */
export function pushChild(path: string[], value: unknown): string {
  const stored = withoutNulls(value);
  if (stored === null) throw new Error('The realtime mock does not store empty values.');
  const key = pushId();
  let node: JsonObject = root;
  for (const segment of path) {
    const next = node[segment];
    if (next === undefined || next === null || typeof next !== 'object' || Array.isArray(next)) node[segment] = {};
    node = node[segment] as JsonObject;
  }
  node[key] = stored;
  const changed = [...path, key];
  for (const listener of listeners) listener(changed);
  return key;
}

/** Forgets every entry (tests; a page reload does the same in the browser). */
export function resetRealtimeStore(): void {
  root = {};
  for (const listener of listeners) listener([]);
}

/** Called with the path of every change. */
export function onRealtimeChange(listener: (path: string[]) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
