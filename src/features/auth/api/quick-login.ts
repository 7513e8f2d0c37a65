// POST /auth/quick/request and /auth/quick/verify: login by one-time code (spec points 2, 4 and 9).
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { QuickLoginVerifyLimits } from '@/api/generated/limits';
import { startSession } from '@/lib/session/session-actions';
import { unwrapLogin } from './login-lock';

/** The document states the code's length in its pattern (`^[0-9]{6}$`); the input stops typing there. */
const codeLength = /\{(\d+)\}/.exec(QuickLoginVerifyLimits.properties.code.pattern)?.[1];
export const QUICK_LOGIN_CODE_LENGTH = codeLength === undefined ? undefined : Number(codeLength);

/**
 * Asks for a code. The answer is the same whether or not the username has an account (it says when a new code
 * may be requested, not where a code went), so the page cannot tell either.
 */
export async function requestQuickLoginCode(username: string) {
  return unwrap(await api.POST('/auth/quick/request', { body: { username: username.trim() } })).data;
}

export async function verifyQuickLoginCode(input: { username: string; code: string }) {
  return unwrapLogin(
    await api.POST('/auth/quick/verify', { body: { username: input.username.trim(), code: input.code } }),
  ).data;
}

export function useRequestQuickLoginCode() {
  return useMutation({ mutationFn: requestQuickLoginCode });
}

export function useVerifyQuickLoginCode() {
  return useMutation({ mutationFn: verifyQuickLoginCode, onSuccess: startSession });
}
