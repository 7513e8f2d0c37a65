// The server side of a form in one place: one submit at a time, the form's problem (cleared when the user
// submits again), field errors of error format 1 on their fields and everything else as the form's problem
// (`applyServerErrors`, `problemOf`). Forms keep their own success handling and the few failures they read
// differently (an expired link, a taken username) through `onError`.
import { useCallback, useRef, useState } from 'react';
import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { applyServerErrors, type FormProblem, type ServerFieldMap } from './form-errors';

/** What the hook needs of a TanStack mutation (`useMutation`'s result fits). */
export interface SubmitMutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
  isPending: boolean;
}

export interface UseServerFormOptions<TValues extends FieldValues, TData, TVariables> {
  /** The form's `setError` (or the whole `useForm` result). */
  form: { setError: UseFormSetError<TValues> };
  mutation: SubmitMutation<TData, TVariables>;
  /** The server's field paths to the form's fields; a message without a field becomes the form's problem. */
  fields?: ServerFieldMap<TValues>;
  /** Whether the first field with a server error takes the focus (off where the form leaves the screen). */
  focusFieldError?: boolean;
}

export interface SubmitCallbacks<TData> {
  onSuccess?: (data: TData) => void;
  /**
   * A failure the form reads its own way. `serverProblem()` does the default (fields, then the problem left);
   * the answer is the form's problem, null for none.
   */
  onError?: (error: unknown, serverProblem: () => FormProblem | null) => FormProblem | null;
}

export interface ServerForm<TData, TVariables> {
  /** The failure of the whole form, for `<FormProblem>`; null before a submit and while one runs. */
  problem: FormProblem | null;
  setProblem: (problem: FormProblem | null) => void;
  /** Runs the mutation; a call while one is still running does nothing. */
  submit: (variables: TVariables, callbacks?: SubmitCallbacks<TData>) => Promise<void>;
  /** True while the mutation runs (the submit button's `loading`). */
  isPending: boolean;
}

export function useServerForm<TValues extends FieldValues, TData, TVariables>({
  form,
  mutation,
  fields = {},
  focusFieldError = true,
}: UseServerFormOptions<TValues, TData, TVariables>): ServerForm<TData, TVariables> {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // A ref, not the mutation's state: a double click lands twice before React renders `isPending`.
  const running = useRef(false);
  const { setError } = form;
  const { mutateAsync } = mutation;

  const submit = useCallback(
    async (variables: TVariables, { onSuccess, onError }: SubmitCallbacks<TData> = {}) => {
      if (running.current) return;
      running.current = true;
      setProblem(null);
      try {
        let data: TData;
        try {
          data = await mutateAsync(variables);
        } catch (error) {
          const serverProblem = () => applyServerErrors(error, setError, fields, { focus: focusFieldError });
          setProblem(onError ? onError(error, serverProblem) : serverProblem());
          return;
        }
        onSuccess?.(data);
      } finally {
        running.current = false;
      }
    },
    [mutateAsync, setError, fields, focusFieldError],
  );

  return { problem, setProblem, submit, isPending: mutation.isPending };
}
