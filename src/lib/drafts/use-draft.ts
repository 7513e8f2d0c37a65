import { useCallback, useState } from 'react';
import type * as z from 'zod';

/**
 * Checks what storage returned (it may be stale or written by another version of the portal): a zod schema,
 * or a function that answers null to discard it.
 */
export type DraftParser<T> = z.ZodType<T> | ((stored: unknown) => T | null);

export function parseWith<T>(parse: DraftParser<T>, stored: unknown): T | null {
  if (typeof parse === 'function') return parse(stored);
  const parsed = parse.safeParse(stored);
  return parsed.success ? parsed.data : null;
}

function readDraft<T>(key: string, parse: DraftParser<T>): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : parseWith(parse, JSON.parse(raw));
  } catch {
    // A draft another version of the portal wrote, or storage the browser blocks: start empty.
    return null;
  }
}

function writeDraft(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft still lives in the form, it just does not survive a reload.
  }
}

function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clean up when storage is blocked.
  }
}

export interface Draft<T> {
  /** The stored draft when the component mounted, otherwise `empty`. */
  restored: T;
  /** Whether `restored` came from storage. */
  wasRestored: boolean;
  /** Stores the draft as typed; call it on every change so nothing is lost on a reload. */
  save: (value: T) => void;
  /** Removes the draft; only after the message has really gone out. */
  clear: () => void;
}

/**
 * A draft kept in localStorage under `key` (see `draftKey`), restored on mount. `parse` checks what storage
 * returned and discards what does not fit. Keyed components (`key={storageKey}`) restore per key.
 */
export function useDraft<T>(key: string, empty: T, parse: DraftParser<T>): Draft<T> {
  const [initial] = useState(() => {
    const stored = readDraft(key, parse);
    return stored === null ? { restored: empty, wasRestored: false } : { restored: stored, wasRestored: true };
  });
  const save = useCallback((value: T) => writeDraft(key, value), [key]);
  const clear = useCallback(() => removeDraft(key), [key]);
  return { ...initial, save, clear };
}
