// /auth/google: Google sends the user back here with `code` (spec point 2). The code is posted as
// `accessToken`; the answer is the session, and the guard then leaves the page.
// `state` is not checked here: the server built the authorization URL (with whatever state it needs) and the
// document's GoogleLogin body has no field for it, so only the server could check it.
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useCompleteGoogleLogin } from '../api/google-login';
import { AuthPage, BackToLogin } from '../components/auth-page';
import { LoadingState } from '../components/load-states';

/** Google's answer: the code, or `error` when the user cancelled. */
const googleAnswerParams = defineSearchParams({ code: searchParam.string(), error: searchParam.present() });

export default function GoogleCallbackPage() {
  const { t } = useTranslation();
  const failureText = (error: unknown): string => {
    if (!isApiError(error)) return t('auth.google.failed');
    // 403: the account waits for an administrator's approval; the server says so.
    if (error.status === 403 && error.serverMessage) return error.serverMessage;
    // 422 on accessToken: no customer user has this Google account connected (or Google refused the code; the
    // document gives both the same answer, docs/security.md). Either way the way in is the password login.
    if (error.status === 422 && 'accessToken' in error.fieldErrors) return t('auth.google.notConnected');
    return t('auth.google.failed');
  };
  const { code, error: cancelled } = useSearchParamState(googleAnswerParams).values;
  const complete = useCompleteGoogleLogin();
  const { mutate } = complete;
  // Google's code can be exchanged once only: the strict-mode double effect must not send it twice.
  const sent = useRef(false);

  useEffect(() => {
    if (!code || sent.current) return;
    sent.current = true;
    mutate(code);
  }, [code, mutate]);

  let failure: string | null = null;
  if (!code) failure = t(cancelled ? 'auth.google.cancelled' : 'auth.google.failed');
  else if (complete.isError) failure = failureText(complete.error);

  return (
    <AuthPage title={t('routes.googleCallback')}>
      {failure ? (
        <>
          <Alert>{failure}</Alert>
          <BackToLogin />
        </>
      ) : (
        <LoadingState />
      )}
    </AuthPage>
  );
}
