import { zodResolver } from '@hookform/resolvers/zod';
import { BellPlus, ChevronDown, Flag } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod';
import { zLeadAction, zLeadReminderCreate } from '@/api/generated/zod/zod.gen';
import { useConfigEntries } from '@/api/queries/configs';
import { useLeadStatusLabel } from '@/components/domain/lead-status-badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { applyServerErrors, formErrorMap } from '@/lib/forms/form-errors';
import { type LeadAction, type LeadActionType, PROCESS_STATES, useLeadAction } from '../../api/actions';
import type { LeadDetail } from '../../api/leads';
import { useCreateLeadReminder } from '../../api/reminders';
import { localInputToIso, useLeadFormat } from './format';
import { useProblemText } from './use-problem-text';

type DialogName = 'negotiating' | 'reject' | 'report' | 'reminder';

/** Actions that need nothing but a click; each moves the lead to the status it names. */
const DIRECT_ACTIONS = [
  { type: 'mark_offered', status: 'offered' },
  { type: 'mark_deal', status: 'deal' },
  { type: 'mark_spam', status: 'spam' },
  { type: 'mark_not_reached', status: 'not_reached' },
  { type: 'mark_unreachable', status: 'unreachable' },
] as const satisfies ReadonlyArray<{ type: LeadActionType; status: LeadDetail['status'] }>;

const noteMax = zLeadAction.shape.note.unwrap().maxLength ?? 2000;
const tooLong = (max: number) => `validation.tooLong|${JSON.stringify({ max })}`;

/**
 * The outcomes of a lead (spec point 4) in the page header: status transitions, confirming a deal, rejecting
 * and reporting with a reason, and setting a reminder. Every change shows in the lead's badges and history,
 * the list rows and the sidebar's pending badge; a failure keeps the dialog open with what was typed.
 */
export function LeadOutcomes({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const statusLabel = useLeadStatusLabel();
  const problemText = useProblemText();
  const action = useLeadAction(lead.id);
  const [dialog, setDialog] = useState<DialogName | null>(null);

  const runDirect = (body: LeadAction, successText: string) =>
    action.mutate(body, {
      onSuccess: () => toast.success(successText),
      onError: (error) => toast.error(problemText(error)),
    });

  const close = () => setDialog(null);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="secondary" loading={action.isPending}>
            {t('leads.detail.outcome.menu')}
            <ChevronDown aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          {DIRECT_ACTIONS.filter((entry) => entry.status !== lead.status).map((entry) => (
            <DropdownMenuItem
              key={entry.type}
              onSelect={() =>
                runDirect(
                  { type: entry.type },
                  t('leads.detail.outcome.statusChanged', { status: t(`leadStatus.${entry.status}`) }),
                )
              }
            >
              {t(`leads.detail.outcome.actions.${entry.type}`)}
            </DropdownMenuItem>
          ))}
          <DropdownMenuItem onSelect={() => setDialog('negotiating')}>
            {t('leads.detail.outcome.actions.mark_negotiating')}
          </DropdownMenuItem>
          {lead.status === 'deal' && !lead.dealConfirmed ? (
            <DropdownMenuItem
              onSelect={() => runDirect({ type: 'confirm_deal' }, t('leads.detail.outcome.dealConfirmed'))}
            >
              {t('leads.detail.outcome.actions.confirm_deal')}
            </DropdownMenuItem>
          ) : null}
          {lead.status !== 'rejected' ? (
            <DropdownMenuItem onSelect={() => setDialog('reject')}>
              {t('leads.detail.outcome.actions.reject')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setDialog('reminder')}>
            <BellPlus aria-hidden="true" />
            {t('leads.detail.reminder.open')}
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={() => setDialog('report')}>
            <Flag aria-hidden="true" />
            {t('leads.detail.outcome.actions.report')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <NegotiatingDialog
        lead={lead}
        open={dialog === 'negotiating'}
        onClose={close}
        successText={(processState) =>
          t('leads.detail.outcome.statusChanged', {
            status: statusLabel({ status: 'negotiating', processState: processState ?? null, dealConfirmed: false }),
          })
        }
      />
      <ReasonDialog
        lead={lead}
        kind="reject"
        open={dialog === 'reject'}
        onClose={close}
        successText={t('leads.detail.outcome.statusChanged', { status: t('leadStatus.rejected') })}
      />
      <ReasonDialog
        lead={lead}
        kind="report"
        open={dialog === 'report'}
        onClose={close}
        successText={t('leads.detail.outcome.reported')}
      />
      <ReminderDialog lead={lead} open={dialog === 'reminder'} onClose={close} />
    </>
  );
}

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  children: ReactNode;
}

function FormDialog({
  open,
  onClose,
  title,
  description,
  submitLabel,
  submitting,
  onSubmit,
  children,
}: FormDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          {children}
          <DialogFooter>
            <Button variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

const negotiatingSchema = z.object({ processState: z.union([z.literal(''), z.enum(PROCESS_STATES)]) });

function NegotiatingDialog({
  lead,
  open,
  onClose,
  successText,
}: {
  lead: LeadDetail;
  open: boolean;
  onClose: () => void;
  successText: (processState: LeadAction['processState']) => string;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const action = useLeadAction(lead.id);
  const form = useForm<z.infer<typeof negotiatingSchema>>({
    resolver: zodResolver(negotiatingSchema, { error: formErrorMap() }),
    values: { processState: lead.processState ?? '' },
  });
  const submit = form.handleSubmit(({ processState }) => {
    const body: LeadAction = { type: 'mark_negotiating', ...(processState ? { processState } : {}) };
    action.mutate(body, {
      onSuccess: () => {
        toast.success(successText(body.processState));
        onClose();
      },
      onError: (error) => {
        applyServerErrors(error, form.setError, { processState: 'processState' });
        toast.error(problemText(error));
      },
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

const reasonSchema = z.object({
  reasonId: z.string().min(1, 'validation.required'),
  note: z.string().max(noteMax, tooLong(noteMax)),
});

/** Reject (reason from config info_request_reject_reason_id) or report (reason from lead_report_reasons). */
function ReasonDialog({
  lead,
  kind,
  open,
  onClose,
  successText,
}: {
  lead: LeadDetail;
  kind: 'reject' | 'report';
  open: boolean;
  onClose: () => void;
  successText: string;
}) {
  const { t } = useTranslation();
  const problemText = useProblemText();
  const action = useLeadAction(lead.id);
  const reasons = useConfigEntries(kind === 'reject' ? 'info_request_reject_reason_id' : 'lead_report_reasons');
  const form = useForm({
    resolver: zodResolver(reasonSchema, { error: formErrorMap() }),
    defaultValues: { reasonId: '', note: '' },
  });
  const submit = form.handleSubmit(({ reasonId, note }) => {
    const trimmed = note.trim();
    action.mutate(
      { type: kind, reasonId: Number(reasonId), ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: () => {
          toast.success(successText);
          form.reset();
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, { reasonId: 'reasonId', note: 'note' });
          toast.error(problemText(error));
        },
      },
    );
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
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={noteMax} />}
      </FormField>
    </FormDialog>
  );
}

const reminderNoteMax = zLeadReminderCreate.shape.note.unwrap().maxLength ?? 500;
const reminderSchema = z.object({
  remindAt: z
    .string()
    .min(1, 'validation.required')
    .refine((value) => !Number.isNaN(new Date(value).getTime()), 'validation.date')
    .refine((value) => new Date(value).getTime() > Date.now(), 'leads.detail.reminder.notInFuture'),
  note: z.string().max(reminderNoteMax, tooLong(reminderNoteMax)),
});

function ReminderDialog({ lead, open, onClose }: { lead: LeadDetail; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useLeadFormat();
  const problemText = useProblemText();
  const reminder = useCreateLeadReminder(lead.id);
  const form = useForm({
    resolver: zodResolver(reminderSchema, { error: formErrorMap() }),
    defaultValues: { remindAt: '', note: '' },
  });
  const submit = form.handleSubmit(({ remindAt, note }) => {
    const trimmed = note.trim();
    reminder.mutate(
      { remindAt: localInputToIso(remindAt), ...(trimmed ? { note: trimmed } : {}) },
      {
        onSuccess: (saved) => {
          toast.success(t('leads.detail.reminder.saved', { date: format.toastDate(saved.remindAt) }));
          form.reset();
          onClose();
        },
        onError: (error) => {
          applyServerErrors(error, form.setError, { remindAt: 'remindAt', note: 'note' });
          toast.error(problemText(error));
        },
      },
    );
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
        error={remindAtError?.startsWith('leads.') ? t(remindAtError) : remindAtError}
      >
        {(control) => <Input type="datetime-local" {...control} {...form.register('remindAt')} />}
      </FormField>
      <FormField label={t('leads.detail.reminder.note')} error={errors.note?.message}>
        {(control) => <Textarea {...control} {...form.register('note')} maxLength={reminderNoteMax} />}
      </FormField>
    </FormDialog>
  );
}
