// POST /users/forgot-username: mails the username(s) of an e-mail address (spec point 2).
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { api, unwrap } from '@/api/client';
import { zForgottenUsernameRequest } from '@/api/generated/zod/zod.gen';

export const forgotUsernameSchema = zForgottenUsernameRequest.pick({ email: true });
export type ForgotUsernameInput = z.infer<typeof forgotUsernameSchema>;

export async function requestForgottenUsername({ email }: ForgotUsernameInput) {
  unwrap(await api.POST('/users/forgot-username', { body: { email: email.trim(), userType: 'provider' } }));
}

export function useRequestForgottenUsername() {
  return useMutation({ mutationFn: requestForgottenUsername });
}
