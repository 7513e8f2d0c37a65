// PUT /customers/{customerId}/users/{userId} with the password fields: the forced renewal on /password-renew
// (spec points 2 and 5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateCustomerUser } from '@/api/queries/customer-users';
import { sessionKeys } from '@/lib/session/session-query';
import type { RenewPasswordInput } from '../lib/account-rules';

/** The body of a checked renewal. */
export const renewPasswordBody = (input: RenewPasswordInput) => ({
  oldPassword: input.oldPassword,
  password: input.password,
  passwordMatch: input.passwordRepeat,
});

export function renewPassword(user: { customerId: number; id: number }, input: RenewPasswordInput) {
  return updateCustomerUser(user.customerId, user.id, renewPasswordBody(input));
}

export function useRenewPassword(user: { customerId: number; id: number }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RenewPasswordInput) => renewPassword(user, input),
    // The session carries `passwordChangeRequired`: it is loaded again before the caller moves on, so the
    // guard no longer forces this page.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
  });
}
