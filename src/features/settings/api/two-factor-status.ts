// The two-factor state apart from the account's other calls: the settings loader reads it on every first visit of
// the security tab, without the set-up and the social logins' code.
import { queryOptions } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type TwoFactorStatus = components['schemas']['TwoFactorStatus'];

export const TWO_FACTOR_STATUS_KEY = ['two-factor', 'status'] as const;

/** GET /auth/two-factor: whether two-factor is on, and since when (never the secret). */
export async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatus> {
  return unwrap(await api.GET('/auth/two-factor', { signal })).data;
}

export function twoFactorStatusQueryOptions() {
  return queryOptions({ queryKey: TWO_FACTOR_STATUS_KEY, queryFn: ({ signal }) => getTwoFactorStatus(signal) });
}
