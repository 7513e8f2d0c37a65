// Password recovery (spec points 2, 5 and 8): POST /password-reset asks for the mail, GET checks the key of
// the mailed link, PUT /password-reset/{recoveryKey} sets the new password.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { PasswordResetInput, PasswordResetRequestInput } from '../lib/account-rules';
import { authKeys } from './auth-keys';

// ------------------------------------------------------------------ request the recovery e-mail

/** One field takes the e-mail address or the username (its rules: ../lib/account-rules.ts). */
export function passwordResetRequestBody({ identifier }: PasswordResetRequestInput) {
  return identifier.includes('@')
    ? { email: identifier, userType: 'provider' as const }
    : { username: identifier, userType: 'provider' as const };
}

export async function requestPasswordReset(input: PasswordResetRequestInput) {
  unwrap(await api.POST('/password-reset', { body: passwordResetRequestBody(input) }));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

// ------------------------------------------------------------------ check the key of the link

export function recoveryKeyQueryOptions(recoveryKey: string) {
  return queryOptions({
    queryKey: authKeys.recoveryKey(recoveryKey),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/password-reset', { params: { query: { recoveryKey } }, signal })).data,
  });
}

export function useRecoveryKey(recoveryKey: string) {
  return useQuery(recoveryKeyQueryOptions(recoveryKey));
}

// ------------------------------------------------------------------ set the new password

/** The body of a checked new password (the repeat stays in the form). */
export const passwordResetBody = ({ password }: Pick<PasswordResetInput, 'password'>) => ({
  password,
  userType: 'provider' as const,
});

export async function resetPassword(recoveryKey: string, { password }: PasswordResetInput) {
  unwrap(
    await api.PUT('/password-reset/{recoveryKey}', {
      params: { path: { recoveryKey } },
      body: passwordResetBody({ password }),
    }),
  );
}

export function useResetPassword(recoveryKey: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PasswordResetInput) => resetPassword(recoveryKey, input),
    // The key is used up; marked stale without a refetch, so the page that is leaving does not flash an error.
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: authKeys.recoveryKey(recoveryKey), refetchType: 'none' }),
  });
}
