import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { type Draft, type DraftParser, parseWith } from './use-draft';

/**
 * Stores every change the user types into the draft, so a reload or a failed save loses nothing. Only typed
 * changes count: a reset after a save must not write the saved values back as a draft. Values the draft's parser
 * does not accept (a half-built form) are not stored.
 */
export function useDraftOnChange<V extends FieldValues, T>(
  form: UseFormReturn<V>,
  draft: Pick<Draft<T>, 'save'>,
  parse: DraftParser<T>,
): void {
  const { subscribe } = form;
  const { save } = draft;
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values, type }) => {
          if (type !== 'change') return;
          const parsed = parseWith(parse, values);
          if (parsed !== null) save(parsed);
        },
      }),
    [subscribe, save, parse],
  );
}
