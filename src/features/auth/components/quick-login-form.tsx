import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { QUICK_LOGIN_CODE_LENGTH, useRequestQuickLoginCode, useVerifyQuickLoginCode } from '../api/quick-login';
import { loginLockSeconds } from '../api/login-lock';
import type { QuickLoginCodeInput, QuickLoginUsernameInput } from '../lib/login-rules';
import { useCountdown } from '../hooks/use-countdown';
import { useLoginLock } from '../hooks/use-login-lock';
import { LoginLockNotice } from './login-lock-notice';
import { type FormProblem as Problem, problemOf } from '@/lib/forms/form-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { FormProblem } from '@/components/ui/form-problem';
import { TextField } from './text-field';
import { type LoginUsernameProps, useUsernameOfPage } from './login-username';

const loginRules = () => import('../lib/login-rules');
const usernameResolver = lazyResolver(() => loginRules().then((rules) => rules.quickLoginUsernameResolver));
const codeResolver = lazyResolver(() => loginRules().then((rules) => rules.quickLoginCodeResolver));

/** A second request inside the countdown: the server answers 429 (QUICK_LOGIN_RESEND_TOO_EARLY). */
const tooEarly = (error: unknown) => isApiError(error) && error.status === 429;
const TOO_EARLY: Problem = { key: 'auth.quick.resendTooEarly' };

interface Challenge {
  username: string;
}

/**
 * Login by one-time code (spec points 2 and 4): the username, then the 6-digit code sent to the account's
 * phone. A new code can be requested when the server's countdown has run out. The page never says where the
 * code went or whether the username exists: the server answers every username alike (docs/security.md).
 */
export function QuickLoginForm({ username, onUsernameChange }: LoginUsernameProps) {
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const countdown = useCountdown();

  if (!challenge) {
    return (
      <UsernameStep
        username={username}
        onUsernameChange={onUsernameChange}
        onSent={(username, sent) => {
          setChallenge({ username });
          countdown.start(sent.resendAfterSeconds);
        }}
      />
    );
  }
  return (
    <CodeStep
      challenge={challenge}
      secondsUntilResend={countdown.secondsLeft}
      onResent={(sent) => {
        countdown.start(sent.resendAfterSeconds);
      }}
      onChangeUsername={() => {
        // "Anderen Benutzernamen verwenden": the username step starts empty.
        onUsernameChange('');
        setChallenge(null);
      }}
    />
  );
}

type Sent = { resendAfterSeconds: number };

function UsernameStep({
  username,
  onUsernameChange,
  onSent,
}: LoginUsernameProps & { onSent: (username: string, sent: Sent) => void }) {
  const { t } = useTranslation();
  const request = useRequestQuickLoginCode();
  const form = useForm<QuickLoginUsernameInput>({ resolver: usernameResolver, defaultValues: { username } });
  useUsernameOfPage(form, onUsernameChange);
  const { problem, submit } = useServerForm({ form, mutation: request, fields: { username: 'username' } });

  const onSubmit = form.handleSubmit(({ username }) =>
    submit(username, {
      onSuccess: (sent) => onSent(username, sent),
      onError: (error, serverProblem) => (tooEarly(error) ? TOO_EARLY : serverProblem()),
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{t('auth.quick.intro')}</p>
      <FormProblem problem={problem} />
      <TextField
        form={form}
        name="username"
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" loading={request.isPending} className="w-full">
        {t('auth.quick.request')}
      </Button>
    </form>
  );
}

interface CodeStepProps {
  challenge: Challenge;
  secondsUntilResend: number;
  onResent: (sent: Sent) => void;
  onChangeUsername: () => void;
}

function CodeStep({ challenge, secondsUntilResend, onResent, onChangeUsername }: CodeStepProps) {
  const { t } = useTranslation();
  const countdownId = useId();
  const verify = useVerifyQuickLoginCode();
  const resend = useRequestQuickLoginCode();
  const [resent, setResent] = useState(false);
  const form = useForm<QuickLoginCodeInput>({ resolver: codeResolver, defaultValues: { code: '' } });
  // The resend's failures show in the same place as the login's.
  const { problem, setProblem, submit } = useServerForm({ form, mutation: verify, fields: { code: 'code' } });
  const lock = useLoginLock();
  const lockId = useId();

  const onSubmit = form.handleSubmit(({ code }) => {
    setResent(false);
    lock.clear();
    return submit(
      { username: challenge.username, code },
      {
        // Distinct texts: a wrong code (422, on the field), an expired code (410), too many attempts on this code
        // (429), the username's login locked after too many failures (429 LOGIN_THROTTLED, a countdown).
        onError: (error, serverProblem) => {
          const seconds = loginLockSeconds(error);
          if (seconds !== null) {
            lock.lock(seconds);
            return null;
          }
          if (isApiError(error) && error.status === 410) return { key: 'auth.quick.expired' };
          if (isApiError(error) && error.status === 429) return { key: 'auth.quick.tooManyAttempts' };
          return serverProblem();
        },
      },
    );
  });

  const onResend = () => {
    setProblem(null);
    setResent(false);
    resend.mutate(challenge.username, {
      onSuccess: (sent) => {
        form.reset({ code: '' });
        setResent(true);
        onResent(sent);
      },
      onError: (error) => setProblem(tooEarly(error) ? TOO_EARLY : problemOf(error)),
    });
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <Alert tone={resent ? 'success' : 'info'}>{t(resent ? 'auth.quick.resent' : 'auth.quick.sent')}</Alert>
      <FormProblem problem={problem} />
      <LoginLockNotice lock={lock} id={lockId} />
      <TextField
        form={form}
        name="code"
        label={t('auth.fields.code')}
        description={t('auth.quick.codeHint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={QUICK_LOGIN_CODE_LENGTH}
        // The field appears when the user has asked for a code: typing it is their next step.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus
        className="tracking-[0.4em]"
      />
      <Button
        type="submit"
        loading={verify.isPending}
        disabled={lock.active}
        aria-describedby={lock.active ? lockId : undefined}
        className="w-full"
      >
        {t('auth.login.submit')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={onResend}
          loading={resend.isPending}
          disabled={secondsUntilResend > 0}
          aria-describedby={secondsUntilResend > 0 ? countdownId : undefined}
        >
          {t('auth.quick.resend')}
        </Button>
        {secondsUntilResend > 0 ? (
          <p id={countdownId} className="text-sm text-muted-foreground tabular-nums">
            {t('auth.quick.resendIn', { seconds: secondsUntilResend })}
          </p>
        ) : null}
      </div>
      <Button variant="link" size="sm" className="self-start px-0" onClick={onChangeUsername}>
        {t('auth.quick.changeUsername')}
      </Button>
    </form>
  );
}
