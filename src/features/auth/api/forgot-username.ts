// POST /users/forgot-username: mails the username(s) of an e-mail address (spec point 2).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ForgotUsernameInput } from '../lib/account-rules';

/** The body of a checked request. */
export const forgottenUsernameBody = ({ email }: ForgotUsernameInput) => ({
  email: email.trim(),
  userType: 'provider' as const,
});

export async function requestForgottenUsername({ email }: ForgotUsernameInput) {
  unwrap(await api.POST('/users/forgot-username', { body: forgottenUsernameBody({ email }) }));
}

export function useRequestForgottenUsername() {
  return useMutation({ mutationFn: requestForgottenUsername });
}
