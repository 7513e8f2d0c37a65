// /instagram/callback (issue 17, point 8): Instagram sends the browser back here with `code` and `state` (or
// `error` when the user declined). The page checks the state against the start in this tab
// (src/lib/instagram-connect.ts), sends the code once with POST /auth/instagram and returns to the gallery the
// connection was started from. Every failure is explained and offers the way back. Decisions: docs/media.md.
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toaster';
import {
  forgetInstagramConnect,
  INSTAGRAM_FALLBACK_RETURN,
  pendingInstagramReturn,
  readInstagramConnect,
} from '@/lib/instagram-connect';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useConnectInstagram } from '../api/instagram';

type Failure = 'denied' | 'unknown' | 'expired' | 'rejected' | 'forbidden' | 'provider' | 'server';

/** Which failure text a refusal of POST /auth/instagram gets (the document's 403 and the 422 per field). */
function failureOf(error: unknown): Failure {
  if (!isApiError(error)) return 'server';
  if (error.status === 403) return 'forbidden';
  if (error.status === 422 && error.fieldErrors['accessToken'] !== undefined) return 'rejected';
  if (error.status === 422 && error.fieldErrors['providerId'] !== undefined) return 'provider';
  return 'server';
}

type Outcome = { failure: Failure; returnTo: string } | { providerId: number; code: string; returnTo: string };

/** Instagram's answer in the address: the code and the state, or `error` when the user declined. */
const instagramAnswerParams = defineSearchParams({
  code: searchParam.string(),
  state: searchParam.string(),
  error: searchParam.present(),
});

/** What Instagram's answer in the address means, read once when the page opens. */
function outcomeOf(answer: ReturnType<typeof instagramAnswerParams.read>): Outcome {
  const start = readInstagramConnect(answer.state);
  const returnTo = start.ok ? start.returnTo : pendingInstagramReturn();
  const { code } = answer;
  if (answer.error) return { failure: 'denied', returnTo };
  if (!start.ok) return { failure: start.reason, returnTo };
  if (!code) return { failure: 'unknown', returnTo };
  return { providerId: start.providerId, code, returnTo };
}

export default function InstagramCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useSearchParamState(instagramAnswerParams);
  const [outcome] = useState(() => outcomeOf(answer.values));
  const connect = useConnectInstagram((connection) => {
    toast.success(t('instagram.connected', { username: connection.username }));
    void navigate(outcome.returnTo, { replace: true });
  });

  // Instagram's code can be exchanged once: the strict-mode double effect must not send it twice.
  const handled = useRef(false);
  const { mutate } = connect;
  const { clear: clearAnswer } = answer;
  useEffect(() => {
    if (handled.current) return;
    handled.current = true;
    forgetInstagramConnect();
    // The code leaves the address bar and the history at once.
    clearAnswer({ replace: true });
    if ('code' in outcome) mutate({ providerId: outcome.providerId, code: outcome.code });
  }, [outcome, clearAnswer, mutate]);

  const failure = 'failure' in outcome ? outcome.failure : connect.isError ? failureOf(connect.error) : null;
  const { returnTo } = outcome;
  return (
    <Page title={t('routes.instagramCallback')}>
      {failure ? (
        <div className="flex max-w-xl flex-col gap-4">
          <Alert>
            <span className="flex flex-col gap-1">
              <strong>{t('instagram.failedTitle')}</strong>
              <span>{t(`instagram.failure.${failure}`)}</span>
            </span>
          </Alert>
          <p>
            <Link to={returnTo} className="font-medium text-brand-700 underline">
              {returnTo === INSTAGRAM_FALLBACK_RETURN ? t('instagram.backToGalleries') : t('instagram.backToGallery')}
            </Link>
          </p>
        </div>
      ) : (
        <p role="status" className="text-muted-foreground">
          {t('instagram.connecting')}
        </p>
      )}
    </Page>
  );
}
