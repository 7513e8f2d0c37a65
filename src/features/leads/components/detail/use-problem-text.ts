import { useTranslation } from 'react-i18next';
import { problemOf } from '@/lib/forms/form-errors';

/** The text of a failed call for a snackbar: the server's message, or the portal's generic one. */
export function useProblemText() {
  const { t } = useTranslation();
  return (error: unknown): string => {
    const problem = problemOf(error);
    return 'key' in problem ? t(problem.key) : problem.text;
  };
}
