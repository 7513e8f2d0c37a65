// The answers to the category's questions on a tab of the info page (profile-tab-form.tsx): a number, yes or no,
// one choice, several choices, a text or a link, each marked while a change of it waits for approval.
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput } from '@/components/forms/number-input';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import type { ProviderForm } from '../api/provider-content';
import type { ProfileValues } from '../lib/profile';
import { PendingMarker } from './profile-listing-fields';

/** An answer to one of the category's questions, drawn by its type. */
export function AnswerField({
  field,
  form,
  pending,
}: {
  field: ProviderForm;
  form: UseFormReturn<ProfileValues>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const name = `answers.${field.fieldName}` as const;
  const error = form.formState.errors.answers?.[field.fieldName]?.message;
  const label = (
    <>
      {field.label}
      {field.required ? <span aria-hidden="true"> *</span> : null}
      <PendingMarker pending={pending} />
    </>
  );
  switch (field.type) {
    case 'number':
      return (
        <FormField label={label} error={error}>
          {(control) => (
            <Controller
              control={form.control}
              name={name}
              render={({ field: input }) => (
                <NumberInput
                  {...control}
                  name={input.name}
                  ref={input.ref}
                  onBlur={input.onBlur}
                  value={typeof input.value === 'number' ? input.value : null}
                  onChange={input.onChange}
                  className="max-w-xs"
                />
              )}
            />
          )}
        </FormField>
      );
    case 'boolean':
      return (
        <Controller
          control={form.control}
          name={name}
          render={({ field: input }) => (
            <div className="flex items-center gap-2">
              <Checkbox
                id={`answer-${field.fieldName}`}
                ref={input.ref}
                checked={input.value === true}
                onCheckedChange={(checked) => input.onChange(checked === true)}
              />
              <Label htmlFor={`answer-${field.fieldName}`}>{label}</Label>
            </div>
          )}
        />
      );
    case 'select':
      return (
        <FormField label={label} error={error}>
          {(control) => (
            <Select {...control} {...form.register(name)}>
              <option value="">{t('listing.info.noChoice')}</option>
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      );
    case 'multiselect':
      return <MultiChoiceAnswer field={field} form={form} label={label} error={error} />;
    default:
      return (
        <FormField label={label} error={error}>
          {(control) =>
            field.type === 'textarea' ? (
              <Textarea {...control} {...form.register(name)} rows={6} dir="auto" />
            ) : (
              <Input
                {...control}
                {...form.register(name)}
                type={field.type === 'url' ? 'url' : 'text'}
                dir={field.type === 'url' ? 'ltr' : 'auto'}
              />
            )
          }
        </FormField>
      );
  }
}

/** A question with several answers: a group of checkboxes, its error below the group. */
function MultiChoiceAnswer({
  field,
  form,
  label,
  error,
}: {
  field: ProviderForm;
  form: UseFormReturn<ProfileValues>;
  label: ReactNode;
  error: string | undefined;
}) {
  return (
    <Controller
      control={form.control}
      name={`answers.${field.fieldName}`}
      render={({ field: input }) => {
        const chosen = Array.isArray(input.value) ? input.value : [];
        return (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{label}</legend>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {field.options.map((option, index) => {
                const id = `answer-${field.fieldName}-${option.value}`;
                return (
                  <div key={option.value} className="flex items-center gap-2">
                    <Checkbox
                      id={id}
                      // The group's first box takes the focus a pending change's "Bearbeiten" asks for.
                      ref={index === 0 ? input.ref : undefined}
                      checked={chosen.includes(option.value)}
                      onCheckedChange={(checked) =>
                        input.onChange(
                          checked === true
                            ? [...chosen, option.value]
                            : chosen.filter((value) => value !== option.value),
                        )
                      }
                    />
                    <Label htmlFor={id}>{option.label}</Label>
                  </div>
                );
              })}
            </div>
            <FieldError error={error} />
          </fieldset>
        );
      }}
    />
  );
}
