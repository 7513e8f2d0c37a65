import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { type FormProblem as Problem } from '@/lib/forms/form-errors';

/** The failure of a whole form, read out when it appears. */
export function FormProblem({ problem }: { problem: Problem | null }) {
  const { t } = useTranslation();
  if (!problem) return null;
  return <Alert>{'key' in problem ? t(problem.key) : problem.text}</Alert>;
}
