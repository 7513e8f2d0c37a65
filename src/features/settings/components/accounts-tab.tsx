// Connected logins (spec points 6-8): a Google or Facebook account is connected only by the user themself —
// this page always edits the logged-in user. The consent page returns here with `connect=<type>` (or Google's
// `state=connect:google`) and the code or token, which is posted once to …/social-accounts. A refusal
// (FACEBOOK_CONNECT_ERROR, GOOGLE_CONNECT_ERROR) shows as a German message. In mock mode the consent page is the
// mock's own (`mocks/browser/social-connect.html`); decisions: docs/team.md.
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { SocialProviderLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { useCustomerUser } from '@/api/queries/customer-users';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import type { TextKey } from '@/i18n/text-keys';
import { isOneOf } from '@/lib/guards';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { googleConsentUrl, useConnectSocialAccount, useOpenConsentPage } from '../api/account';

type SocialProvider = components['schemas']['SocialProvider'];
/** Google first: it is the login the portal's login page offers. */
const SOCIAL_PROVIDERS: readonly SocialProvider[] = [...SocialProviderLimits.enum].reverse();
const STATE_PREFIX = 'connect:';
/** The consent page's answer: the type (`connect=`, or Google's `state=connect:google`), the code, or `error`. */
const connectAnswerParams = defineSearchParams({
  connect: searchParam.string(),
  state: searchParam.string(),
  code: searchParam.string(),
  error: searchParam.present(),
});

/** The German (translated) text of a refused connection; the server names it by code (spec point 8). */
export const CONNECT_ERROR_KEYS: Partial<Record<string, TextKey>> = {
  FACEBOOK_CONNECT_ERROR: 'settings.accounts.errors.FACEBOOK_CONNECT_ERROR',
  GOOGLE_CONNECT_ERROR: 'settings.accounts.errors.GOOGLE_CONNECT_ERROR',
};

/** Where the consent page sends the user back to. */
function returnUrl(): string {
  return `${window.location.origin}${href.settingsTab('accounts')}`;
}

/** The consent page of `type`: the mock's own in mock mode, Google's (from POST /auth/google) otherwise. */
async function consentUrl(type: SocialProvider): Promise<string | null> {
  if (getRuntimeConfig().mockApi) return `/__mock/social-connect.html?${new URLSearchParams({ type })}`;
  if (type === 'facebook') return null;
  const url = new URL(await googleConsentUrl());
  url.searchParams.set('redirect_uri', returnUrl());
  url.searchParams.set('state', `${STATE_PREFIX}google`);
  return url.href;
}

export function AccountsTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const user = useCustomerUser(me.customerId, me.id);
  const answer = useSearchParamState(connectAnswerParams);
  const { values: search, clear: clearAnswer } = answer;
  const returnedType = search.connect ?? search.state?.replace(STATE_PREFIX, '') ?? null;
  const type = isOneOf(SOCIAL_PROVIDERS, returnedType) ? returnedType : null;
  const { code } = search;
  const cancelled = type !== null && search.error;

  const connect = useConnectSocialAccount(me.customerId, me.id, (connection) =>
    toast.success(t(`settings.accounts.connected.${connection.type}`)),
  );
  const start = useOpenConsentPage(consentUrl);

  // The code can be exchanged once: the strict-mode double effect must not send it twice.
  const sent = useRef(false);
  const { mutate } = connect;
  useEffect(() => {
    if (!type || !code || sent.current) return;
    sent.current = true;
    mutate({ type, token: code });
    clearAnswer({ replace: true });
  }, [type, code, mutate, clearAnswer]);

  let failure: string | null = null;
  if (connect.isError) {
    const { error } = connect;
    const named = isApiError(error) ? (error.fieldErrors.token ?? error.serverMessage ?? '') : '';
    const key = CONNECT_ERROR_KEYS[named] ?? (isApiError(error) ? CONNECT_ERROR_KEYS[error.code ?? ''] : undefined);
    failure = key ? t(key) : isApiError(error) && error.serverMessage ? error.serverMessage : t('errors.technical');
  } else if (start.isError) failure = t('errors.technical');
  else if (cancelled) failure = t('settings.accounts.cancelled');

  const connectedIds = { google: user.data?.googleId ?? null, facebook: user.data?.facebookId ?? null };
  const mockMode = getRuntimeConfig().mockApi;
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm">{t('settings.accounts.intro')}</p>
      {failure ? <Alert>{failure}</Alert> : null}
      <ul className="flex flex-col gap-3">
        {SOCIAL_PROVIDERS.map((kind) => {
          const connected = connectedIds[kind] !== null;
          const available = mockMode || kind === 'google';
          return (
            <li
              key={kind}
              className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3"
            >
              <div className="flex flex-col">
                <span className="font-medium">{t(`settings.accounts.names.${kind}`)}</span>
                <span className="text-sm text-muted-foreground">
                  {connected ? (
                    <span className="inline-flex items-center gap-1">
                      <CheckCircle2 className="size-4 text-green-700" aria-hidden="true" />
                      {t('settings.accounts.isConnected')}
                    </span>
                  ) : available ? (
                    t('settings.accounts.notConnected')
                  ) : (
                    t('settings.accounts.notConfigured')
                  )}
                </span>
              </div>
              <Button
                variant="secondary"
                disabled={!available || user.isPending}
                loading={
                  (start.isPending && start.variables === kind) ||
                  (connect.isPending && connect.variables.type === kind)
                }
                onClick={() => start.mutate(kind)}
              >
                {connected ? t(`settings.accounts.reconnect.${kind}`) : t(`settings.accounts.connect.${kind}`)}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
