// POST /access-tokens: login by username and password (spec point 2).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';
import { startSession } from '@/lib/session/session-actions';
import type { PasswordLoginInput } from '../lib/login-rules';
import { unwrapLogin } from './login-lock';

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
