// The logged-in user's own account calls (spec point 7): two-factor (QR code, confirm a code) and connecting a
// Google or Facebook login (only for oneself, spec point 6).
import { useMutation, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

type SocialProvider = components['schemas']['SocialProvider'];

/** GET /auth/two-factor: the PNG QR code to scan with an authenticator app. */
export async function getTwoFactorQrCode(signal?: AbortSignal): Promise<Blob> {
  return unwrap(await api.GET('/auth/two-factor', { parseAs: 'blob', signal }));
}

export function useTwoFactorQrCode() {
  return useQuery({
    queryKey: ['two-factor', 'qr-code'],
    queryFn: ({ signal }) => getTwoFactorQrCode(signal),
    // A new QR code each time would void a scan in progress.
    staleTime: Infinity,
    gcTime: 0,
  });
}

/** POST /auth/two-factor: the 6-digit code of the app turns two-factor on. */
export async function verifyTwoFactorCode(code: string) {
  return unwrap(await api.POST('/auth/two-factor', { body: { code } })).data;
}

export function useVerifyTwoFactorCode() {
  return useMutation({ mutationFn: verifyTwoFactorCode });
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
  const { data } = unwrap(await api.POST('/auth/google', { body: { userType: 'provider' } }));
  if (!('authUrl' in data)) throw new Error('Google answered without a consent page.');
  return data.authUrl;
}
