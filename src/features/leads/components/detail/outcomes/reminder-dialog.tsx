import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { messageKey } from '@/lib/forms/messages';
import type { LeadDetail } from '../../../api/leads';
import {
  type LeadReminderCreate,
  REMINDER_NOTE_MAX,
  type ReminderFormValues,
  reminderFormSchema,
  useCreateLeadReminder,
} from '../../../api/reminders';
import { localInputToIso, useLeadFormat } from '../format';
import { FormDialog, type OutcomeDialogProps } from './form-dialog';
import { useOutcomeForm } from './use-outcome-form';

const resolver = zodResolver(reminderFormSchema, { error: formErrorMap() });
const EMPTY: ReminderFormValues = { remindAt: '', note: '' };

/** The body of a checked reminder: the local time as an instant, the note trimmed and left out when empty. */
export function reminderBody({ remindAt, note }: ReminderFormValues): LeadReminderCreate {
  const trimmed = note.trim();
  return { remindAt: localInputToIso(remindAt), ...(trimmed ? { note: trimmed } : {}) };
}

/** A reminder on the lead at a time in the future, with an optional note. */
export function ReminderDialog({ lead, open, onClose }: OutcomeDialogProps & { lead: LeadDetail }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const reminder = useCreateLeadReminder(lead.id);
  const form = useForm<ReminderFormValues>({ resolver, defaultValues: EMPTY });
  const save = useOutcomeForm(form, reminder, { remindAt: 'remindAt', note: 'note' });
  const submit = form.handleSubmit((values) => {
    return save(reminderBody(values), (saved) => {
      toast.success(t('leads.detail.reminder.saved', { date: format.toastDate(saved.remindAt) }));
      form.reset();
      onClose();
    });
  });
  const { errors } = form.formState;
  const remindAtError = errors.remindAt?.message;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('leads.detail.reminder.title')}
      description={t('leads.detail.reminder.description')}
      submitLabel={t('leads.detail.reminder.submit')}
      submitting={reminder.isPending}
      onSubmit={() => void submit()}
    >
      <FormField
        label={t('leads.detail.reminder.remindAt')}
        error={remindAtError?.startsWith('leads.') ? t(messageKey(remindAtError)) : remindAtError}
      >
        {(control) => <Input type="datetime-local" {...control} {...form.register('remindAt')} />}
      </FormField>
      <FormField label={t('leads.detail.reminder.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={REMINDER_NOTE_MAX} />}
      </FormField>
    </FormDialog>
  );
}
