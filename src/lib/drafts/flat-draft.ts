import { isRecord } from '../guards';

/** The type of each field of a flat form's values. */
export type FlatDraftShape<T> = {
  [K in keyof T]-?: T[K] extends boolean ? 'boolean' : T[K] extends string ? 'string' : never;
};

/**
 * A draft parser for a form of text fields and check boxes (issue 23): what storage returned is kept when it has
 * every field with its type, and only the form's fields are taken from it; anything else is discarded. It needs no
 * schema library, so a form shown at first paint restores its draft before its rules (zod) have loaded.
 */
export function flatDraft<T extends object>(shape: FlatDraftShape<T>): (stored: unknown) => T | null {
  const fields: Array<[string, 'string' | 'boolean']> = Object.entries(shape);
  return (stored) => {
    if (!isRecord(stored)) return null;
    const draft: Record<string, string | boolean> = {};
    for (const [field, type] of fields) {
      const value = stored[field];
      if (type === 'string' && typeof value === 'string') draft[field] = value;
      else if (type === 'boolean' && typeof value === 'boolean') draft[field] = value;
      else return null;
    }
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- every field of T, checked above with its type
    return draft as T;
  };
}
