import { useCallback, useRef, useState } from 'react';
import type { ImageProblem } from '@/lib/image-check';

/** A file chosen for upload, as the upload lists (the gallery's, the application's photos) track it. */
export interface ChosenFile<TState extends string> {
  /** Numbers the files in the order they were chosen; the list's React key. */
  key: number;
  file: File;
  state: TState;
  /** 0 to 1, while it is sent. */
  progress: number;
  /** The image rules it breaks (checked in the browser). */
  problems: ImageProblem[];
  /** Why sending it failed. */
  error: string | null;
}

/**
 * The list of files chosen for upload: `add` puts new files at its end, each numbered on and being checked (`entry`
 * adds what the list tracks besides; the new entries are returned for the checks), `patch` changes one, `drop` takes
 * one out.
 */
export function useChosenFiles<TEntry extends ChosenFile<string>>() {
  const [entries, setEntries] = useState<TEntry[]>([]);
  const nextKey = useRef(1);
  const patch = useCallback((key: number, change: Partial<TEntry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);
  const add = useCallback((files: File[], entry: (chosen: ChosenFile<'checking'>) => TEntry): TEntry[] => {
    const added = files.map((file) =>
      entry({ key: nextKey.current++, file, state: 'checking', progress: 0, problems: [], error: null }),
    );
    setEntries((current) => [...current, ...added]);
    return added;
  }, []);
  const drop = useCallback((key: number) => setEntries((current) => current.filter((entry) => entry.key !== key)), []);
  return { entries, add, patch, drop };
}
