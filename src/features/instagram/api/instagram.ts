// Connecting a provider's Instagram account (issue 17, point 8): the callback page sends Instagram's code.
import { api, unwrap } from '@/api/client';

/** POST /auth/instagram: connects the account Instagram's `code` belongs to with the provider. */
export async function connectInstagram(providerId: number, code: string) {
  return unwrap(await api.POST('/auth/instagram', { body: { accessToken: code, userType: 'provider', providerId } }))
    .data;
}
