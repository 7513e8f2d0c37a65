import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { type LeadAction, useLeadAction } from '../../../api/actions';
import type { LeadDetail } from '../../../api/leads';
import { FormDialog, type OutcomeDialogProps } from './form-dialog';
import { type NegotiatingFormValues, negotiatingFormSchema, PROCESS_STATES } from './form-schemas';
import { useOutcomeForm } from './use-outcome-form';

const resolver = zodResolver(negotiatingFormSchema, { error: formErrorMap() });

/** "In negotiation", optionally with the step of the process the lead has reached. */
export function NegotiatingDialog({
  lead,
  open,
  onClose,
  successText,
}: OutcomeDialogProps & {
  lead: LeadDetail;
  successText: (processState: LeadAction['processState']) => string;
}) {
  const { t } = useTranslation();
  const action = useLeadAction(lead.id);
  const form = useForm<NegotiatingFormValues>({ resolver, values: { processState: lead.processState ?? '' } });
  const save = useOutcomeForm(form, action, { processState: 'processState' });
  const submit = form.handleSubmit(({ processState }) => {
    const body: LeadAction = { type: 'mark_negotiating', ...(processState ? { processState } : {}) };
    return save(body, () => {
      toast.success(successText(body.processState));
      onClose();
    });
  });
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={t('leads.detail.outcome.negotiating.title')}
      description={t('leads.detail.outcome.negotiating.description')}
      submitLabel={t('common.save')}
      submitting={action.isPending}
      onSubmit={() => void submit()}
    >
      <FormField
        label={t('leads.detail.outcome.negotiating.processState')}
        error={form.formState.errors.processState?.message}
      >
        {(control) => (
          <Select {...control} {...form.register('processState')}>
            <option value="">{t('leads.detail.outcome.negotiating.noProcessState')}</option>
            {PROCESS_STATES.map((state) => (
              <option key={state} value={state}>
                {t(`leadProcessState.${state}`)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
