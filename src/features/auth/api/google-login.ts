// POST /auth/google in two steps (spec points 2 and 7): without a token the server answers with Google's
// consent page; Google sends the user back to /auth/google with a code, which becomes the session. In mock
// mode the consent page is the mock's own (`mocks/browser/google-consent.html`, README "Demo logins").
import { useMutation } from '@tanstack/react-query';
import { postGoogleAuth } from '@/api/queries/google-auth';
import { leavePortal } from '@/lib/public-website';
import { startSession } from '@/lib/session/session-actions';

export const loginWithGoogle = postGoogleAuth;

/** Step one: sends the browser to Google (or logs in at once when the server already knows the user). */
export function useStartGoogleLogin() {
  return useMutation({
    mutationFn: () => loginWithGoogle(),
    onSuccess: (result) => {
      if ('authUrl' in result) leavePortal(result.authUrl);
      else startSession(result);
    },
  });
}

/** Step two, on the callback page: exchanges Google's code for a session. */
export function useCompleteGoogleLogin() {
  return useMutation({
    mutationFn: async (code: string) => {
      const result = await loginWithGoogle(code);
      // The document allows either shape; a second redirect would be a loop, so it counts as a failure.
      if ('authUrl' in result) throw new Error('Google login answered with another redirect.');
      return result;
    },
    onSuccess: startSession,
  });
}
