import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import type { NewPasswordValues } from '@/lib/forms/new-password';

interface NewPasswordFieldsProps<T extends FieldValues & NewPasswordValues> {
  form: UseFormReturn<T>;
  /** The label of the first field; "Neues Passwort" unless the form sets a first password. */
  label?: string;
}

/**
 * The new password and its repeat, for forms validated with `newPasswordShape` and `refineNewPassword`
 * (`@/lib/forms/new-password`). `autoComplete="new-password"` lets password managers offer and store one.
 */
export function NewPasswordFields<T extends FieldValues & NewPasswordValues>({
  form,
  label,
}: NewPasswordFieldsProps<T>) {
  const { t } = useTranslation();
  // The generic form cannot prove these names are paths of T; the props' constraint does.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a field name, not API data (see above)
  const password = 'password' as Path<T>;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- a field name, not API data (see above)
  const passwordRepeat = 'passwordRepeat' as Path<T>;
  return (
    <>
      <FormField
        label={label ?? t('passwordFields.newPassword')}
        description={t('passwordFields.hint')}
        error={form.getFieldState(password, form.formState).error?.message}
      >
        {(control) => <Input {...control} type="password" autoComplete="new-password" {...form.register(password)} />}
      </FormField>
      <FormField
        label={t('passwordFields.repeat')}
        error={form.getFieldState(passwordRepeat, form.formState).error?.message}
      >
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" {...form.register(passwordRepeat)} />
        )}
      </FormField>
    </>
  );
}
