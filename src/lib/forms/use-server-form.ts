// The server side of a form in one place: one submit at a time, the form's problem (cleared when the user
// submits again), field errors of error format 1 on their fields and everything else as the form's problem
// (`applyServerErrors`, `problemOf`). Forms keep their own success handling and the few failures they read
// differently (an expired link, a taken username) through `onError`.
import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import type { FieldPath, FieldValues, UseFormSetError, UseFormSetFocus } from 'react-hook-form';
import { applyServerErrors, type FormProblem, type ServerFieldMap } from './form-errors';
import { firstWrongControl } from './wrong-field-focus';

type ErrorName<T extends FieldValues> = Parameters<UseFormSetError<T>>[0];

/** A field's name, not the form's own `root` errors. */
function isFieldPath<T extends FieldValues>(name: ErrorName<T>): name is FieldPath<T> {
  return name !== 'root' && !name.startsWith('root.');
}

/** What the hook needs of a TanStack mutation (`useMutation`'s result fits). */
export interface SubmitMutation<TData, TVariables> {
  mutateAsync: (variables: TVariables) => Promise<TData>;
  isPending: boolean;
}

export interface UseServerFormOptions<TValues extends FieldValues, TData, TVariables> {
  /**
   * The form's `setError` and `setFocus` (or the whole `useForm` result). A form of its own (no react-hook-form)
   * without `setFocus` gets the focus request through `setError`'s `shouldFocus`.
   */
  form: { setError: UseFormSetError<TValues>; setFocus?: UseFormSetFocus<TValues> };
  mutation: SubmitMutation<TData, TVariables>;
  /** The server's field paths to the form's fields; a message without a field becomes the form's problem. */
  fields?: ServerFieldMap<TValues>;
  /** Whether the first field with a server error takes the focus (off where the form leaves the screen). */
  focusFieldError?: boolean;
  /**
   * The `<form>` element: with it, the focus goes to the first wrong field in the order the form shows its fields
   * (`firstWrongField`); without it, to the first one the server named.
   */
  formRef?: RefObject<HTMLFormElement | null>;
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
  formRef,
}: UseServerFormOptions<TValues, TData, TVariables>): ServerForm<TData, TVariables> {
  const [problem, setProblem] = useState<FormProblem | null>(null);
  // A ref, not the mutation's state: a double click lands twice before React renders `isPending`.
  const running = useRef(false);
  const { setError, setFocus } = form;
  const { mutateAsync, isPending } = mutation;

  // The fields with server errors wait for the focus until the form is drawn without its saving state: a form
  // disables its fields while it saves (a fieldset's `disabled`), and a browser does not focus a disabled field, so
  // the focus react-hook-form's `setError` gives at once was lost (the taken username in the team dialog, issue
  // 38). The effect runs after the commit that enabled them again.
  const focusWaiting = useRef<Array<ErrorName<TValues>> | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  useEffect(() => {
    const waiting = focusWaiting.current;
    if (!waiting || isPending) return;
    focusWaiting.current = null;
    const control = firstWrongControl(formRef?.current ?? null, waiting);
    if (control) control.focus();
    else {
      const first = waiting.find(isFieldPath);
      if (first) setFocus?.(first);
    }
  }, [focusRequest, isPending, formRef, setFocus]);

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
          const serverProblem = () => {
            const placed: Array<ErrorName<TValues>> = [];
            const placeError: UseFormSetError<TValues> = (name, fieldError, options) => {
              placed.push(name);
              setError(name, fieldError, setFocus ? undefined : options);
            };
            const left = applyServerErrors(error, placeError, fields, { focus: focusFieldError && !setFocus });
            if (setFocus && focusFieldError && placed.length > 0) {
              focusWaiting.current = placed;
              setFocusRequest((count) => count + 1);
            }
            return left;
          };
          setProblem(onError ? onError(error, serverProblem) : serverProblem());
          return;
        }
        onSuccess?.(data);
      } finally {
        running.current = false;
      }
    },
    [mutateAsync, setError, setFocus, fields, focusFieldError],
  );

  return { problem, setProblem, submit, isPending: mutation.isPending };
}
