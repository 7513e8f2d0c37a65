import { type ComponentProps, type ReactNode } from 'react';
import { type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { messageKey } from '@/lib/forms/messages';

interface TextFieldProps<T extends FieldValues> extends Omit<ComponentProps<'input'>, 'name' | 'id' | 'form'> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  description?: ReactNode;
}

/** A labelled input registered with react-hook-form; its error shows below it and is announced. */
export function TextField<T extends FieldValues>({ form, name, label, description, ...inputProps }: TextFieldProps<T>) {
  const { t } = useTranslation();
  const message = form.getFieldState(name, form.formState).error?.message;
  // `validation.*` keys and server texts go through FormField; this feature's own keys are translated here.
  const error = message?.startsWith('auth.') ? t(messageKey(message)) : message;
  return (
    <FormField label={label} error={error} description={description}>
      {(control) => <Input {...control} {...inputProps} {...form.register(name)} />}
    </FormField>
  );
}
