import { useTranslation } from 'react-i18next';
import { type FormProblem, problemOf } from './problem';

/** A form's problem as text: the translated key, or the server's own words. */
export function useProblemText() {
  const { t } = useTranslation();
  return (problem: FormProblem): string => ('key' in problem ? t(problem.key) : problem.text);
}

/** The text of a failed call for a snackbar: the server's message, or the portal's generic one. */
export function useFailureText() {
  const problemText = useProblemText();
  return (error: unknown): string => problemText(problemOf(error));
}
