// /password-renew (spec point 2): forced while the session says `passwordChangeRequired`, and open to any
// logged-in user who wants a new password (then the intro speaks of an ordinary change, not of security
// reasons). Old password, new password (at least 6 characters, not the old one) and confirmation; on success
// the session is loaded again, so the guard lets the user go on. No main layout ('bare'): a centred card with a
// way to log out instead.
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { endSession } from '@/lib/session/session-actions';
import { useCurrentUser, useSession } from '@/lib/session/session-query';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRenewPassword } from '../api/renew-password';
import type { RenewPasswordInput } from '../lib/account-rules';
import { FormProblem } from '@/components/ui/form-problem';
import { TextField } from '../components/text-field';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { NEW_PASSWORD_EMPTY } from '@/lib/forms/new-password';
import { useServerForm } from '@/lib/forms/use-server-form';

const resolver = lazyResolver(() => import('../lib/account-rules').then((rules) => rules.renewPasswordResolver));

export default function PasswordRenewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const session = useSession();
  const forced = session.status === 'logged-in' && session.accessToken.passwordChangeRequired;
  const renew = useRenewPassword(user);
  const [loggingOut, setLoggingOut] = useState(false);
  const form = useForm<RenewPasswordInput>({
    resolver,
    defaultValues: { oldPassword: '', ...NEW_PASSWORD_EMPTY },
  });
  const { problem, submit } = useServerForm({
    form,
    mutation: renew,
    fields: { oldPassword: 'oldPassword', password: 'password', passwordMatch: 'passwordRepeat' },
  });
  useDocumentTitle(t('routes.renewPassword'));

  const onSubmit = form.handleSubmit((values) =>
    submit(values, {
      onSuccess: () => {
        toast.success(t('auth.passwordRenew.success'));
        void navigate(href.home(), { replace: true });
      },
    }),
  );

  const logout = async () => {
    setLoggingOut(true);
    await endSession(queryClient);
    void navigate(href.login(), { replace: true });
  };

  return (
    <div className="grid min-h-dvh place-items-center bg-brand-50 p-4">
      <main className="w-full max-w-md">
        <Card className="flex flex-col gap-5 p-6 shadow-lg sm:p-8">
          <header className="flex flex-col gap-1.5">
            <h1 className="text-2xl font-semibold text-foreground">{t('routes.renewPassword')}</h1>
            <p className="text-sm text-muted-foreground">
              {t(forced ? 'auth.passwordRenew.intro' : 'auth.passwordRenew.introByChoice', { name: user.name })}
            </p>
          </header>
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
            <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
            <FormProblem problem={problem} />
            <TextField
              form={form}
              name="oldPassword"
              type="password"
              label={t('auth.fields.oldPassword')}
              autoComplete="current-password"
            />
            <NewPasswordFields form={form} />
            <Button type="submit" loading={renew.isPending} className="w-full">
              {t('auth.passwordRenew.submit')}
            </Button>
          </form>
          <Button variant="ghost" className="self-center" onClick={() => void logout()} loading={loggingOut}>
            <LogOut aria-hidden="true" />
            {t('auth.passwordRenew.logout')}
          </Button>
        </Card>
      </main>
    </div>
  );
}
