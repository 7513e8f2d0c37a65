import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { usePasswordLogin } from '../api/create-access-token';
import type { PasswordLoginInput } from '../lib/login-rules';
import { loginLockSeconds } from '../api/login-lock';
import { useLoginLock } from '../hooks/use-login-lock';
import { LoginLockNotice } from './login-lock-notice';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { FormProblem } from '@/components/ui/form-problem';
import { TextField } from './text-field';
import { type LoginUsernameProps, useUsernameOfPage } from './login-username';

const resolver = lazyResolver(() => import('../lib/login-rules').then((rules) => rules.passwordLoginResolver));

/**
 * Login by username and password. A wrong password shows the server's message on the password field; a locked
 * login (too many failures) counts down until the next try, with the button disabled.
 */
export function PasswordLoginForm({ username, onUsernameChange }: LoginUsernameProps) {
  const { t } = useTranslation();
  const login = usePasswordLogin();
  const form = useForm<PasswordLoginInput>({ resolver, defaultValues: { username, password: '' } });
  useUsernameOfPage(form, onUsernameChange);
  const { problem, submit } = useServerForm({
    form,
    mutation: login,
    fields: { username: 'username', password: 'password' },
  });

  const lock = useLoginLock();
  const lockId = useId();

  const onSubmit = form.handleSubmit((values) => {
    lock.clear();
    return submit(values, {
      onError: (error, serverProblem) => {
        const seconds = loginLockSeconds(error);
        if (seconds === null) return serverProblem();
        lock.lock(seconds);
        return null;
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormProblem problem={problem} />
      <LoginLockNotice lock={lock} id={lockId} />
      <TextField
        form={form}
        name="username"
        label={t('auth.fields.username')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <TextField
        form={form}
        name="password"
        type="password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
      />
      <Button
        type="submit"
        loading={login.isPending}
        disabled={lock.active}
        aria-describedby={lock.active ? lockId : undefined}
        className="w-full"
      >
        {t('auth.login.submit')}
      </Button>
    </form>
  );
}
