// /password-reset/{recoveryKey} (spec points 2 and 5): the key of the mailed link is checked first; then the
// new password (at least 6 characters) and its repeat. Success goes to the login page with a toast.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useRecoveryKey, useResetPassword } from '../api/password-reset';
import type { PasswordResetInput } from '../lib/account-rules';
import { AuthPage, BackToLogin } from '../components/auth-page';
import { FormProblem } from '@/components/ui/form-problem';
import { LoadError } from '@/components/errors/load-error';
import { LoadingState } from '../components/load-states';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { NEW_PASSWORD_EMPTY } from '@/lib/forms/new-password';
import { useServerForm } from '@/lib/forms/use-server-form';

const resolver = lazyResolver(() => import('../lib/account-rules').then((rules) => rules.passwordResetResolver));

/** An unknown, used or expired key (404, or 422 for a malformed one). */
const isInvalidKey = (error: unknown) => isApiError(error) && (error.status === 404 || error.status === 422);

export default function PasswordResetPage() {
  const { t } = useTranslation();
  const { recoveryKey = '' } = useParams();
  const check = useRecoveryKey(recoveryKey);
  // The key may be used or expire between loading the page and saving.
  const [usedUp, setUsedUp] = useState(false);

  if (usedUp) return <InvalidLink />;
  if (check.isPending) {
    return (
      <AuthPage title={t('routes.passwordReset')}>
        <LoadingState />
      </AuthPage>
    );
  }
  if (check.isError) {
    if (isInvalidKey(check.error)) return <InvalidLink />;
    return (
      <AuthPage title={t('routes.passwordReset')}>
        <LoadError onRetry={() => void check.refetch()} retrying={check.isFetching} layout="stacked" />
      </AuthPage>
    );
  }
  return (
    <AuthPage
      title={t('routes.passwordReset')}
      intro={t('auth.passwordReset.forAccount', { username: check.data.username })}
    >
      <NewPasswordForm recoveryKey={recoveryKey} username={check.data.username} onKeyInvalid={() => setUsedUp(true)} />
    </AuthPage>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <AuthPage title={t('auth.passwordReset.invalidTitle')}>
      <Alert>{t('auth.passwordReset.invalid')}</Alert>
      <Link to={href.forgotPassword()} className={buttonVariants({ className: 'w-full' })}>
        {t('auth.passwordReset.requestNew')}
      </Link>
      <BackToLogin />
    </AuthPage>
  );
}

interface NewPasswordFormProps {
  recoveryKey: string;
  username: string;
  onKeyInvalid: () => void;
}

function NewPasswordForm({ recoveryKey, username, onKeyInvalid }: NewPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const reset = useResetPassword(recoveryKey);
  const form = useForm<PasswordResetInput>({ resolver, defaultValues: NEW_PASSWORD_EMPTY });
  const { problem, submit } = useServerForm({ form, mutation: reset, fields: { password: 'password' } });

  const onSubmit = form.handleSubmit((values) =>
    submit(values, {
      onSuccess: () => {
        toast.success(t('auth.passwordReset.success'));
        void navigate(href.login(), { replace: true });
      },
      onError: (error, serverProblem) => {
        if (!(isApiError(error) && error.status === 404)) return serverProblem();
        onKeyInvalid();
        return null;
      },
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {/* Lets password managers store the new password for the right account. */}
      <input type="text" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormProblem problem={problem} />
      <NewPasswordFields form={form} />
      <Button type="submit" loading={reset.isPending} className="w-full">
        {t('auth.passwordReset.submit')}
      </Button>
    </form>
  );
}
