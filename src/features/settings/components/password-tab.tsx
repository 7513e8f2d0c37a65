// The own password (spec point 5): the old one, the new one and its repeat (the shared new-password fields).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { NewPasswordFields } from '@/components/forms/new-password-fields';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { NEW_PASSWORD_EMPTY, NEW_PASSWORD_MIN_LENGTH, OLD_PASSWORD_MAX_LENGTH } from '@/lib/forms/new-password';
import { newPasswordShape, refineNewPassword } from '@/lib/forms/new-password-rules';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useCurrentUser } from '@/lib/session/session-query';
import { useChangeOwnPassword } from '../api/account';

/** The tab's rules: the old password as the document takes it, the new one with its repeat (shared rules). */
export const passwordChangeSchema = z
  .object({
    oldPassword: z
      .string()
      .min(1, validationMessage.required())
      .min(NEW_PASSWORD_MIN_LENGTH, validationMessage.tooShort(NEW_PASSWORD_MIN_LENGTH))
      .max(OLD_PASSWORD_MAX_LENGTH, validationMessage.tooLong(OLD_PASSWORD_MAX_LENGTH)),
    ...newPasswordShape,
  })
  .superRefine(refineNewPassword);
type Values = z.infer<typeof passwordChangeSchema>;

/** What a checked change sends (PUT /customers/{customerId}/users/{userId}). */
export const passwordChangeBody = (values: Values) => ({
  oldPassword: values.oldPassword,
  password: values.password,
  passwordMatch: values.passwordRepeat,
});

export function PasswordTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const form = useForm<Values>({
    resolver: zodResolver(passwordChangeSchema, { error: formErrorMap() }),
    defaultValues: { oldPassword: '', ...NEW_PASSWORD_EMPTY },
  });
  const change = useChangeOwnPassword(me.customerId, me.id);
  const failureText = useFailureText();
  const { problem, submit, isPending } = useServerForm({
    form,
    mutation: change,
    fields: { oldPassword: 'oldPassword', password: 'password', passwordMatch: 'passwordRepeat' },
  });
  const onSubmit = form.handleSubmit((values) =>
    submit(passwordChangeBody(values), {
      onSuccess: () => {
        form.reset({ oldPassword: '', ...NEW_PASSWORD_EMPTY });
        toast.success(t('settings.password.saved'));
      },
      onError: (error, serverProblem) => {
        toast.error(failureText(error));
        serverProblem();
        return null;
      },
    }),
  );
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex max-w-md flex-col gap-4">
      <FormField label={t('team.form.oldPassword')} error={form.formState.errors.oldPassword?.message}>
        {(control) => (
          <Input {...control} {...form.register('oldPassword')} type="password" autoComplete="current-password" />
        )}
      </FormField>
      <NewPasswordFields form={form} />
      <FormProblem problem={problem} />
      <Button type="submit" loading={isPending} className="self-start">
        {t('settings.password.save')}
      </Button>
    </form>
  );
}
