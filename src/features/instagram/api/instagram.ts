// Connecting a provider's Instagram account (issue 17, point 8): the callback page sends Instagram's code.
import { useMutation } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';

/** POST /auth/instagram: connects the account Instagram's `code` belongs to with the provider. */
export async function connectInstagram(providerId: number, code: string) {
  return unwrap(await api.POST('/auth/instagram', { body: { accessToken: code, userType: 'provider', providerId } }))
    .data;
}

/** Sends Instagram's code once; `onConnected` gets the connected account. */
export function useConnectInstagram(onConnected: (connection: Awaited<ReturnType<typeof connectInstagram>>) => void) {
  return useMutation({
    mutationFn: (input: { providerId: number; code: string }) => connectInstagram(input.providerId, input.code),
    onSuccess: onConnected,
  });
}
