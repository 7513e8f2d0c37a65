// POST /auth/google in one place (spec points 2 and 7). Without a code the server answers with the address of
// Google's consent page (or, for a user it already knows, the session); with the code Google sends back, the session.
// The login page logs in with it, the settings' connected accounts ask it for the consent page.
import { api, unwrap } from '@/api/client';

export async function postGoogleAuth(code?: string) {
  return unwrap(
    await api.POST('/auth/google', {
      body: code ? { accessToken: code, userType: 'provider' } : { userType: 'provider' },
    }),
  ).data;
}
