import type { FieldValues, UseFormSetError } from 'react-hook-form';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { type SubmitMutation, useServerForm } from '@/lib/forms/use-server-form';
import { useFailureText } from '@/lib/forms/use-problem-text';

/**
 * The server side of an outcome dialog: one submit at a time, the server's field errors on their fields and
 * the failure as a snackbar; the dialog stays open with what was typed.
 */
export function useOutcomeForm<TValues extends FieldValues, TData, TVariables>(
  form: { setError: UseFormSetError<TValues> },
  mutation: SubmitMutation<TData, TVariables>,
  fields: ServerFieldMap<TValues>,
) {
  const failureText = useFailureText();
  const { submit } = useServerForm({ form, mutation, fields });
  return (variables: TVariables, onSuccess: (data: TData) => void) =>
    submit(variables, {
      onSuccess,
      onError: (error, serverProblem) => {
        serverProblem();
        toast.error(failureText(error));
        return null;
      },
    });
}
