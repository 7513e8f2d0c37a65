import { Alert } from '@/components/ui/alert';
import { type FormProblem as Problem } from '@/lib/forms/form-errors';
import { useProblemText } from '@/lib/forms/use-problem-text';

/** The failure of a whole form, read out when it appears. */
export function FormProblem({ problem }: { problem: Problem | null }) {
  const problemText = useProblemText();
  if (!problem) return null;
  return <Alert>{problemText(problem)}</Alert>;
}
