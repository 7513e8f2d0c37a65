// The logged-in user's own account calls (spec point 7): two-factor (state, set-up, confirm, turn off) and connecting
// a Google or Facebook login (only for oneself, spec point 6).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api, unwrap } from '@/api/client';
import { customerUserKeys, updateCustomerUser } from '@/api/queries/customer-users';
import { postGoogleAuth } from '@/api/queries/google-auth';
import type { components } from '@/api/generated/schema';
import type { Locale } from '@/lib/locale';
import { leavePortal } from '@/lib/public-website';
import { TWO_FACTOR_STATUS_KEY, type TwoFactorStatus, twoFactorStatusQueryOptions } from './two-factor-status';

export type { TwoFactorStatus };

type SocialProvider = components['schemas']['SocialProvider'];
export type TwoFactorSetup = components['schemas']['TwoFactorSetup'];

export function useTwoFactorStatus() {
  return useQuery(twoFactorStatusQueryOptions());
}

/**
 * POST /auth/two-factor/setup: a new secret and its otpauth URI. Each call voids the secret before, so the page
 * asks for one only when the user starts the set-up, and keeps it in memory only (never in a URL or storage).
 */
export async function startTwoFactorSetup(): Promise<TwoFactorSetup> {
  return unwrap(await api.POST('/auth/two-factor/setup')).data;
}

/** POST /auth/two-factor: the 6-digit code of the app confirms the set-up and turns two-factor on. */
export async function enableTwoFactor(code: string) {
  return unwrap(await api.POST('/auth/two-factor', { body: { code } })).data;
}

/** POST /auth/two-factor/disable: a current code of the app turns two-factor off. */
export async function disableTwoFactor(code: string) {
  return unwrap(await api.POST('/auth/two-factor/disable', { body: { code } })).data;
}

/** The state the page shows: what a change answered, or read again when the server says it differs (409). */
function useTwoFactorStatusUpdate() {
  const queryClient = useQueryClient();
  return {
    set: (status: TwoFactorStatus) => queryClient.setQueryData(TWO_FACTOR_STATUS_KEY, status),
    /** After a 409 (on already, or off already, e.g. changed in another tab): the page shows the real state. */
    refreshOnConflict: (error: unknown) => {
      if (isApiError(error) && error.kind === 'conflict')
        void queryClient.invalidateQueries({ queryKey: TWO_FACTOR_STATUS_KEY });
    },
  };
}

export function useStartTwoFactorSetup() {
  const status = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: startTwoFactorSetup,
    // The secret stays with the page that asked for it, not in the mutation cache after the page is gone.
    gcTime: 0,
    onError: status.refreshOnConflict,
  });
}

export function useEnableTwoFactor() {
  const status = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: enableTwoFactor,
    onSuccess: (enabled) => status.set(enabled),
    onError: status.refreshOnConflict,
  });
}

export function useDisableTwoFactor() {
  const status = useTwoFactorStatusUpdate();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: (disabled) => status.set(disabled),
    onError: status.refreshOnConflict,
  });
}

/** POST …/social-accounts: connects the Google or Facebook account whose token or code the consent returned. */
export async function connectSocialAccount(customerId: number, userId: number, type: SocialProvider, token: string) {
  return unwrap(
    await api.POST('/customers/{customerId}/users/{userId}/social-accounts', {
      params: { path: { customerId, userId } },
      body: { type, token },
    }),
  ).data;
}

/** POST /auth/google without a code: the address of Google's consent page. */
export async function googleConsentUrl(): Promise<string> {
  const data = await postGoogleAuth();
  if (!('authUrl' in data)) throw new Error('Google answered without a consent page.');
  return data.authUrl;
}

/** The user's own password change (PUT on the user with the old and the new password). */
export function useChangeOwnPassword(customerId: number, userId: number) {
  return useMutation({
    mutationFn: (body: { oldPassword: string; password: string; passwordMatch: string }) =>
      updateCustomerUser(customerId, userId, body),
  });
}

/**
 * The user's language: stored on the user when it changed, then the portal switches to it and asks the server again
 * for everything, the user's stored language and the session included.
 */
export function useSaveLanguage(
  user: { customerId: number; id: number; preferredLanguage: string | null | undefined },
  changeLocale: (locale: Locale) => Promise<unknown>,
  callbacks: { onSuccess: () => void; onError: (error: Error) => void },
) {
  return useMutation({
    ...callbacks,
    mutationFn: async (locale: Locale) => {
      if (locale !== user.preferredLanguage)
        await updateCustomerUser(user.customerId, user.id, { preferredLanguage: locale });
      await changeLocale(locale);
    },
  });
}

/** Connects a Google or Facebook login with the user's own account; the user's data is read again. */
export function useConnectSocialAccount(
  customerId: number,
  userId: number,
  onConnected: (connection: Awaited<ReturnType<typeof connectSocialAccount>>) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { type: SocialProvider; token: string }) =>
      connectSocialAccount(customerId, userId, input.type, input.token),
    onSuccess: (connection) => {
      onConnected(connection);
      void queryClient.invalidateQueries({ queryKey: customerUserKeys.all() });
    },
  });
}

/** Leaves the portal for the consent page of `type` (`consentUrl`: where it is, null for none). */
export function useOpenConsentPage(consentUrl: (type: SocialProvider) => Promise<string | null>) {
  return useMutation({
    mutationFn: async (type: SocialProvider) => {
      const url = await consentUrl(type);
      if (url) leavePortal(url);
    },
  });
}
