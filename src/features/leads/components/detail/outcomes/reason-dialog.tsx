import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { useLeadAction } from '../../../api/actions';
import { LEAD_ACTION_NOTE_MAX, type ReasonFormValues, reasonFormSchema } from './form-schemas';
import { useConfigEntries } from '@/api/queries/configs';
import type { LeadDetail } from '../../../api/leads';
import { FormDialog, type OutcomeDialogProps } from './form-dialog';
import { useOutcomeForm } from './use-outcome-form';

const resolver = zodResolver(reasonFormSchema, { error: formErrorMap() });
const EMPTY: ReasonFormValues = { reasonId: '', note: '' };

/** What a checked reason sends: the reason's id, the note trimmed and left out when empty. */
export function reasonBody(kind: 'reject' | 'report', { reasonId, note }: ReasonFormValues) {
  const trimmed = note.trim();
  return { type: kind, reasonId: Number(reasonId), ...(trimmed ? { note: trimmed } : {}) };
}

/** Reject (reason from config info_request_reject_reason_id) or report (reason from lead_report_reasons). */
export function ReasonDialog({
  lead,
  kind,
  open,
  onClose,
  successText,
}: OutcomeDialogProps & {
  lead: LeadDetail;
  kind: 'reject' | 'report';
  successText: string;
}) {
  const { t } = useTranslation();
  const action = useLeadAction(lead.id);
  const reasons = useConfigEntries(kind === 'reject' ? 'info_request_reject_reason_id' : 'lead_report_reasons');
  const form = useForm<ReasonFormValues>({ resolver, defaultValues: EMPTY });
  const save = useOutcomeForm(form, action, { reasonId: 'reasonId', note: 'note' });
  const submit = form.handleSubmit((values) => {
    return save(reasonBody(kind, values), () => {
      toast.success(successText);
      form.reset();
      onClose();
    });
  });
  const { errors } = form.formState;
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t(`leads.detail.outcome.${kind}.title`)}
      description={t(`leads.detail.outcome.${kind}.description`)}
      submitLabel={t(`leads.detail.outcome.${kind}.submit`)}
      submitting={action.isPending}
      onSubmit={() => void submit()}
    >
      <FormField
        label={t(`leads.detail.outcome.${kind}.reason`)}
        error={errors.reasonId?.message}
        description={reasons.isError ? t('errors.loading') : undefined}
      >
        {(control) => (
          <Select {...control} {...form.register('reasonId')} aria-required="true" disabled={reasons.isPending}>
            <option value="">{t('leads.detail.outcome.chooseReason')}</option>
            {(reasons.data ?? []).map((entry) => (
              <option key={entry.id} value={String(entry.itemId)}>
                {entry.value}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <FormField label={t('leads.detail.outcome.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={LEAD_ACTION_NOTE_MAX} />}
      </FormField>
    </FormDialog>
  );
}
