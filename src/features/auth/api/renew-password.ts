// PUT /customers/{customerId}/users/{userId} with the password fields: the forced renewal on /password-renew
// (spec points 2 and 5).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type * as z from 'zod';
import { api, unwrap } from '@/api/client';
import { zCustomerUserUpdate } from '@/api/generated/zod/zod.gen';
import { validationMessage } from '@/lib/forms/messages';
import { newPasswordShape, refineNewPassword } from '@/lib/forms/new-password';
import { sessionKeys } from '@/lib/session/session-query';

/**
 * Old password, new password of at least 6 characters that differs from the old one, and its repeat (spec
 * point 5). The server refuses an unchanged password too (422 on `password`); the form knows the old password,
 * so it says so before sending.
 */
export const renewPasswordSchema = zCustomerUserUpdate
  .pick({ oldPassword: true })
  .required()
  .extend(newPasswordShape)
  .superRefine((values, context) => {
    refineNewPassword(values, context);
    if (values.password === values.oldPassword) {
      context.addIssue({ code: 'custom', message: validationMessage.passwordUnchanged(), path: ['password'] });
    }
  });
export type RenewPasswordInput = z.infer<typeof renewPasswordSchema>;

export async function renewPassword(user: { customerId: number; id: number }, input: RenewPasswordInput) {
  return unwrap(
    await api.PUT('/customers/{customerId}/users/{userId}', {
      params: { path: { customerId: user.customerId, userId: user.id } },
      body: { oldPassword: input.oldPassword, password: input.password, passwordMatch: input.passwordRepeat },
    }),
  ).data;
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
