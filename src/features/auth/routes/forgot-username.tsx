// /auth/forgot-username: mails the username to the account's e-mail address (spec point 2).
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestForgottenUsername } from '../api/forgot-username';
import type { ForgotUsernameInput } from '../lib/account-rules';
import { AuthPage, BackToLogin } from '../components/auth-page';
import { FormProblem } from '@/components/ui/form-problem';
import { TextField } from '../components/text-field';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';

const resolver = lazyResolver(() => import('../lib/account-rules').then((rules) => rules.forgotUsernameResolver));

export default function ForgotUsernamePage() {
  const { t } = useTranslation();
  const request = useRequestForgottenUsername();
  const form = useForm<ForgotUsernameInput>({ resolver, defaultValues: { email: '' } });
  const { problem, submit } = useServerForm({ form, mutation: request, fields: { email: 'email' } });

  const onSubmit = form.handleSubmit((values) => submit(values));

  return (
    <AuthPage title={t('routes.forgotUsername')} intro={t('auth.forgotUsername.intro')}>
      {request.isSuccess ? (
        // The same text whether or not an account matched: the server does not tell either.
        <Alert tone="success">{t('auth.forgotUsername.success')}</Alert>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          <FormProblem problem={problem} />
          <TextField form={form} name="email" type="email" label={t('auth.fields.email')} autoComplete="email" />
          <Button type="submit" loading={request.isPending} className="w-full">
            {t('auth.forgotUsername.submit')}
          </Button>
        </form>
      )}
      <BackToLogin />
    </AuthPage>
  );
}
