import { Alert } from '@/components/ui/alert';
import { type FormProblem as Problem } from '@/lib/forms/form-errors';
import { useProblemText } from '@/lib/forms/use-problem-text';
import { FieldError } from './field-error';

/**
 * The failure of a whole form, read out when it appears: a boxed alert, or with `inline` a line like a field's error
 * (small forms and dialogs whose problem sits under their last field).
 */
export function FormProblem({
  problem,
  inline = false,
  id,
}: {
  problem: Problem | null;
  inline?: boolean;
  /** The id a control's `aria-describedby` names (inline). */
  id?: string;
}) {
  const problemText = useProblemText();
  if (!problem) return null;
  if (inline) return <FieldError id={id} error={problemText(problem)} />;
  return <Alert id={id}>{problemText(problem)}</Alert>;
}
