import type { RouteLoader } from '@/config/paths';
import { loadStoredPhones } from '@/lib/stored-phone';
import { WIZARD_HASH_PATTERN, wizardQueryOptions } from './api/wizard-query';

/**
 * /signup-wizard/{hash}: the application and the steps' chunk start with the page's code, not after it (a hash
 * the document does not allow is not asked for; the page says the link is invalid).
 */
export const loadSignupWizard: RouteLoader = ({ queryClient, prefetch, params }) => {
  const hash = params['hash'] ?? '';
  if (!WIZARD_HASH_PATTERN.test(hash)) return;
  prefetch(wizardQueryOptions(hash));
  void import('./components/wizard-form');
  // A stored number shows in national form: the phone library and its zone's metadata load as soon as it is known
  // (src/lib/stored-phone.ts); without one, nothing.
  // A failure here is left to the form, which asks again and shows it.
  queryClient
    .ensureQueryData(wizardQueryOptions(hash))
    .then((wizard) => loadStoredPhones([wizard.phone]))
    .catch(() => undefined);
};
