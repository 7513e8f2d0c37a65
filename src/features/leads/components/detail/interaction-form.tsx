import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { messageKey } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import {
  CALL_RESULTS,
  INTERACTION_NOTE_MAX,
  INTERACTION_TYPES,
  type InteractionFormValues,
  interactionFormSchema,
  type InteractionType,
  type LeadInteractionCreate,
  useCreateLeadInteraction,
} from '../../api/interactions';
import { localInputToIso, nowAsLocalInput } from './format';

const SERVER_FIELDS = { type: 'type', callResult: 'callResult', note: 'note', occurredAt: 'occurredAt' } as const;

/**
 * The body of a checked interaction: the local time as an instant (left out when emptied: the server takes now), a
 * call's result, the note when there is one.
 */
export function interactionBody(values: InteractionFormValues): LeadInteractionCreate {
  const note = values.note.trim();
  return {
    type: values.type,
    ...(values.occurredAt ? { occurredAt: localInputToIso(values.occurredAt) } : {}),
    ...(values.type === 'phone_call' && values.callResult ? { callResult: values.callResult } : {}),
    ...(note ? { note } : {}),
  };
}

/**
 * Records an interaction (POST /leads/{id}/interactions). With `fixedType` it records only that kind (the
 * calls tab logs phone calls); otherwise any type of spec point 4.
 */
export function InteractionForm({ leadId, fixedType }: { leadId: number; fixedType?: InteractionType }) {
  const { t } = useTranslation();
  const create = useCreateLeadInteraction(leadId);
  const emptyValues = (): InteractionFormValues => ({
    type: fixedType ?? 'phone_call',
    callResult: '',
    note: '',
    occurredAt: nowAsLocalInput(),
  });
  const form = useForm<InteractionFormValues>({
    resolver: zodResolver(interactionFormSchema, { error: formErrorMap() }),
    defaultValues: emptyValues(),
  });
  const { problem, submit: save } = useServerForm({ form, mutation: create, fields: SERVER_FIELDS });
  const type = useWatch({ control: form.control, name: 'type' });
  const { errors } = form.formState;
  const translated = (message: string | undefined) =>
    message?.startsWith('leads.') ? t(messageKey(message)) : message;

  const submit = form.handleSubmit((values) => {
    return save(interactionBody(values), {
      onSuccess: () => {
        toast.success(t('leads.detail.interactions.saved'));
        form.reset(emptyValues());
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-4">
      {/* As many columns as the card's width gives each field room for its whole value: in the half-width card
          at 1280 px a third cut "Zeitpunkt" after the date (issue 38.7); a date and time takes about 14 rem. */}
      <div className="grid grid-cols-[repeat(auto-fit,minmax(min(100%,15rem),1fr))] gap-4">
        {fixedType ? null : (
          <FormField label={t('leads.detail.interactions.type')} error={errors.type?.message}>
            {(control) => (
              <Select {...control} {...form.register('type')}>
                {INTERACTION_TYPES.map((entry) => (
                  <option key={entry} value={entry}>
                    {t(`leads.interactionType.${entry}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        )}
        {type === 'phone_call' ? (
          <FormField label={t('leads.detail.interactions.callResult')} error={errors.callResult?.message}>
            {(control) => (
              <Select {...control} {...form.register('callResult')} aria-required="true">
                <option value="">{t('leads.detail.interactions.chooseCallResult')}</option>
                {CALL_RESULTS.map((result) => (
                  <option key={result} value={result}>
                    {t(`leads.callResult.${result}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
        ) : null}
        <FormField label={t('leads.detail.interactions.occurredAt')} error={translated(errors.occurredAt?.message)}>
          {(control) => (
            <Input type="datetime-local" {...control} max={nowAsLocalInput()} {...form.register('occurredAt')} />
          )}
        </FormField>
      </div>
      <FormField label={t('leads.detail.interactions.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} maxLength={INTERACTION_NOTE_MAX} {...form.register('note')} />}
      </FormField>
      <FormProblem problem={problem} />
      <div className="flex justify-end">
        <Button type="submit" loading={create.isPending}>
          {fixedType === 'phone_call' ? t('leads.detail.calls.submit') : t('leads.detail.interactions.submit')}
        </Button>
      </div>
    </form>
  );
}
