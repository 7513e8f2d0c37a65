import { useCallback, useState } from 'react';

function readDraft<T>(key: string, parse: (stored: unknown) => T | null): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    return raw === null ? null : parse(JSON.parse(raw));
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
 * A draft kept in localStorage under `key`, restored on mount. `parse` checks what storage returned (it may be
 * stale or foreign) and answers null to discard it. Keyed components (`key={storageKey}`) restore per key.
 */
export function useDraft<T>(key: string, empty: T, parse: (stored: unknown) => T | null): Draft<T> {
  const [initial] = useState(() => {
    const stored = readDraft(key, parse);
    return stored === null ? { restored: empty, wasRestored: false } : { restored: stored, wasRestored: true };
  });
  const save = useCallback((value: T) => writeDraft(key, value), [key]);
  const clear = useCallback(() => removeDraft(key), [key]);
  return { ...initial, save, clear };
}
