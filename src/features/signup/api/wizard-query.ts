// The application by its hash (GET /provider-wizard/{hash}): all the wizard page needs before it knows whether to
// show the form, a result page or "invalid link". The other calls (wizard.ts) load with the form.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { ProviderWizardLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

/** The hash of a registration link as the document allows it; another one is not asked for at all. */
export const WIZARD_HASH_PATTERN = new RegExp(ProviderWizardLimits.properties.hash.pattern);

export type ProviderWizard = components['schemas']['ProviderWizard'];

export const signupKeys = {
  wizard: (hash: string) => ['signup', 'wizard', hash] as const,
  cities: () => ['signup', 'cities'] as const,
};

export async function getWizard(hash: string, signal?: AbortSignal) {
  return unwrap(await api.GET('/provider-wizard/{hash}', { params: { path: { hash } }, signal })).data;
}

export function wizardQueryOptions(hash: string) {
  return queryOptions({
    queryKey: signupKeys.wizard(hash),
    queryFn: ({ signal }) => getWizard(hash, signal),
  });
}

export function useWizard(hash: string) {
  return useQuery(wizardQueryOptions(hash));
}
