// POST /users/forgot-username: mails the username(s) of an e-mail address (spec point 2).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { ForgotUsernameInput } from '../lib/account-rules';

export async function requestForgottenUsername({ email }: ForgotUsernameInput) {
  unwrap(await api.POST('/users/forgot-username', { body: { email: email.trim(), userType: 'provider' } }));
}

export function useRequestForgottenUsername() {
  return useMutation({ mutationFn: requestForgottenUsername });
}
