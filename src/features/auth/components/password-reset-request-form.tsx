import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useRequestPasswordReset } from '../api/password-reset';
import type { PasswordResetRequestInput } from '../lib/account-rules';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { FormProblem } from '@/components/ui/form-problem';
import { TextField } from './text-field';

const resolver = lazyResolver(() => import('../lib/account-rules').then((rules) => rules.passwordResetRequestResolver));

/**
 * Asks for the recovery e-mail by e-mail address or username. The success text is the same whether or not an
 * account matched (the server does not tell either); a failure shows the spec's "contact customer service".
 */
export function PasswordResetRequestForm() {
  const { t } = useTranslation();
  const request = useRequestPasswordReset();
  const form = useForm<PasswordResetRequestInput>({ resolver, defaultValues: { identifier: '' } });
  const { problem, submit } = useServerForm({
    form,
    mutation: request,
    fields: { email: 'identifier', username: 'identifier' },
  });

  const onSubmit = form.handleSubmit((values) =>
    submit(values, {
      onError: (error, serverProblem) =>
        isApiError(error) && error.kind === 'validation' ? serverProblem() : { key: 'auth.forgotPassword.failed' },
    }),
  );

  if (request.isSuccess) return <Alert tone="success">{t('auth.forgotPassword.success')}</Alert>;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <FormProblem problem={problem} />
      <TextField
        form={form}
        name="identifier"
        label={t('auth.fields.emailOrUsername')}
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
      />
      <Button type="submit" loading={request.isPending} className="w-full">
        {t('auth.forgotPassword.submit')}
      </Button>
    </form>
  );
}
