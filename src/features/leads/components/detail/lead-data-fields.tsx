import { Plus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberInput, useNumberText } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useConfigEntries } from '@/api/queries/configs';
import { type LeadData, useUpdateLeadData } from '../../api/lead-data';
import {
  LEAD_DATA_SERVER_FIELDS,
  type LeadDataFormValues,
  leadDataChanges,
  leadDataValuesOf,
  SERVICE_MAX_LENGTH,
  SERVICES_MAX,
  useLeadDataDraft,
} from './lead-data-values';

// The form's values and draft (no texts) are lead-data-values.ts; re-exported for the rules' parity test.
export { leadDataChanges, type LeadDataFormValues, leadDataValuesOf } from './lead-data-values';
type FormValues = LeadDataFormValues;

/** An amount in euros and cents: "18.000" or "18.000,50". */
const BUDGET_TEXT = { decimals: 2, fixedDecimals: true };

// The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
const resolver = lazyResolver<FormValues>(() => import('./lead-data-rules').then((rules) => rules.leadDataResolver));

/** The fields of the lead data (spec point 3); loaded by `LeadDataForm` beside the record's request. */
export function LeadDataFields({ leadId, record }: { leadId: number; record: LeadData }) {
  const { t } = useTranslation();
  const numberText = useNumberText();
  const errorText = useErrorText();
  const organizationTypes = useConfigEntries('organization_type');
  const update = useUpdateLeadData(leadId);
  // Filled from the record once: a background refetch must not overwrite what the user is typing.
  const [initialValues] = useState(() => leadDataValuesOf(record));
  const form = useForm<FormValues>({
    resolver,
    defaultValues: initialValues,
  });
  const {
    problem,
    setProblem,
    submit: save,
  } = useServerForm({ form, mutation: update, fields: LEAD_DATA_SERVER_FIELDS });
  const { errors, isDirty } = form.formState;
  /** What the server holds, as form values: the draft is what differs from it. */
  const [savedValues, setSavedValues] = useState(initialValues);

  const clearDraft = useLeadDataDraft(form, leadId, initialValues, savedValues);

  const submit = form.handleSubmit((values) => {
    const body = leadDataChanges(record, values);
    if (Object.keys(body).length === 0) {
      setProblem(null);
      form.reset(values);
      return;
    }
    return save(
      { leadDataId: record.id, body },
      {
        onSuccess: (stored) => {
          const next = leadDataValuesOf(stored);
          setSavedValues(next);
          clearDraft();
          form.reset(next);
          toast.success(t('leads.detail.leadData.saved'));
        },
      },
    );
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('leads.detail.leadData.budget')}
          error={errors.budget?.message}
          description={t('leads.detail.leadData.budgetHint', {
            // The examples in the UI language's notation ("18.000" and "18.000,50" in German).
            whole: numberText.format(18000),
            amount: numberText.format(18000.5, BUDGET_TEXT),
          })}
        >
          {(control) => (
            <Controller
              control={form.control}
              name="budget"
              render={({ field }) => <NumberInput {...control} {...field} {...BUDGET_TEXT} />}
            />
          )}
        </FormField>
        <FormField label={t('leads.detail.leadData.capacity')} error={errors.capacity?.message}>
          {(control) => (
            <Controller
              control={form.control}
              name="capacity"
              render={({ field }) => <NumberInput {...control} {...field} />}
            />
          )}
        </FormField>
        <FormField
          label={t('leads.detail.leadData.organizationType')}
          error={errors.organizationType?.message}
          description={organizationTypes.isError ? t('errors.loading') : undefined}
        >
          {(control) => (
            // Controlled, so the stored choice shows as soon as the options have loaded.
            <Controller
              control={form.control}
              name="organizationType"
              render={({ field }) => (
                <Select {...control} {...field} disabled={organizationTypes.isPending}>
                  <option value="">{t('leads.detail.leadData.noOrganizationType')}</option>
                  {(organizationTypes.data ?? []).map((entry) => (
                    <option key={entry.id} value={String(entry.itemId)}>
                      {entry.value}
                    </option>
                  ))}
                </Select>
              )}
            />
          )}
        </FormField>
      </div>
      <Controller
        control={form.control}
        name="extraServices"
        render={({ field }) => (
          <ServiceTags
            value={field.value}
            onChange={(next) => {
              // Server messages point at positions in the list; after a change they may name another service.
              form.clearErrors('extraServices');
              field.onChange(next);
            }}
            listError={errorText(errors.extraServices?.message ?? errors.extraServices?.root?.message)}
            tagError={(index) => errorText(errors.extraServices?.[index]?.message)}
          />
        )}
      />
      <FormProblem problem={problem} />
      <div className="flex justify-end">
        <Button type="submit" loading={update.isPending} disabled={!isDirty}>
          {t('leads.detail.leadData.save')}
        </Button>
      </div>
    </form>
  );
}

interface ServiceTagsProps {
  value: string[];
  onChange: (next: string[]) => void;
  listError: string | undefined;
  tagError: (index: number) => string | undefined;
}

/** Extra services as a list of tags: type one, add it with Enter or the button, remove each by its button. */
function ServiceTags({ value, onChange, listError, tagError }: ServiceTagsProps) {
  const { t } = useTranslation();
  const numberText = useNumberText();
  const id = useId();
  const [draft, setDraft] = useState('');
  const [hint, setHint] = useState<string | null>(null);

  const add = () => {
    const service = draft.trim();
    if (!service) return;
    if (value.includes(service)) {
      setHint(t('leads.detail.leadData.serviceExists'));
      return;
    }
    if (value.length >= SERVICES_MAX) {
      setHint(t('validation.max', { max: numberText.format(SERVICES_MAX) }));
      return;
    }
    onChange([...value, service]);
    setDraft('');
    setHint(null);
  };
  const message = hint ?? listError;
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm font-medium text-foreground">{t('leads.detail.leadData.extraServices')}</legend>
      {value.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('leads.detail.leadData.serviceList')}>
          {value.map((service, index) => {
            const error = tagError(index);
            return (
              <li key={`${service}-${index}`} className="flex flex-col gap-0.5">
                <span
                  className={
                    error
                      ? 'inline-flex items-center gap-1 rounded-full border border-destructive bg-red-50 py-0.5 ps-3 pe-1 text-sm'
                      : 'inline-flex items-center gap-1 rounded-full bg-stone-100 py-0.5 ps-3 pe-1 text-sm'
                  }
                >
                  {service}
                  <button
                    type="button"
                    className="rounded-full p-0.5 text-muted-foreground hover:bg-stone-200 hover:text-foreground"
                    aria-label={t('leads.detail.leadData.removeService', { service })}
                    onClick={() => onChange(value.filter((_, other) => other !== index))}
                  >
                    <X className="size-3.5" aria-hidden="true" />
                  </button>
                </span>
                <FieldError error={error ? t('leads.detail.leadData.serviceError', { service, error }) : null} />
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{t('leads.detail.leadData.noServices')}</p>
      )}
      <Label htmlFor={id}>{t('leads.detail.leadData.newService')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          value={draft}
          maxLength={SERVICE_MAX_LENGTH}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={(event) => {
            setDraft(event.target.value);
            setHint(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <Button variant="secondary" onClick={add} disabled={!draft.trim()}>
          <Plus aria-hidden="true" />
          {t('leads.detail.leadData.addService')}
        </Button>
      </div>
      <FieldError id={`${id}-error`} error={message} />
    </fieldset>
  );
}
