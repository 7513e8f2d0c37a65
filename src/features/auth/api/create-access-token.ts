// POST /access-tokens: login by username and password (spec point 2).
import { useMutation } from '@tanstack/react-query';
import type * as z from 'zod';
import { api } from '@/api/client';
import { zAccessTokenCreate } from '@/api/generated/zod/zod.gen';
import { startSession } from '@/lib/session/session-actions';
import { unwrapLogin } from './login-lock';

export const passwordLoginSchema = zAccessTokenCreate.pick({ username: true, password: true });
export type PasswordLoginInput = z.infer<typeof passwordLoginSchema>;

export async function createAccessToken(input: PasswordLoginInput) {
  return unwrapLogin(
    await api.POST('/access-tokens', {
      body: { username: input.username.trim(), password: input.password, userType: 'provider' },
    }),
  ).data;
}

/** Logs in; the login guard then leaves the page (to `redirectUrl` when it is a path of this site). */
export function usePasswordLogin() {
  return useMutation({ mutationFn: createAccessToken, onSuccess: startSession });
}
