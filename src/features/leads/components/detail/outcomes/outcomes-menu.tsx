import { BellPlus, Flag, Mail, MailOpen } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { toast } from '@/components/ui/toaster';
import { type LeadAction, type LeadActionType, useLeadAction, useSetLeadRead } from '../../../api/actions';
import type { LeadDetail } from '../../../api/leads';
import { readAction } from '../../../lib/read-state';
import { href } from '@/config/paths';
import { useLeadStatusLabel } from '@/components/domain/lead-status-badge';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { FormDialog } from './form-dialog';
import { OutcomesButton } from './outcomes-button';

// The dialogs with forms (react-hook-form, zod) load beside the menu, so a choice in it finds them ready.
const NegotiatingDialog = lazy(() => import('./negotiating-dialog').then((m) => ({ default: m.NegotiatingDialog })));
const ReasonDialog = lazy(() => import('./reason-dialog').then((m) => ({ default: m.ReasonDialog })));
const ReminderDialog = lazy(() => import('./reminder-dialog').then((m) => ({ default: m.ReminderDialog })));

type DialogName = 'negotiating' | 'reject' | 'report' | 'reminder';

/**
 * Actions that need no input; each moves the lead to the status it names. Those with `confirm` ask first
 * (docs/leads.md, "Outcomes"): a deal can afterwards only become a rejection and counts in the figures, spam
 * leaves the open requests; the others are everyday steps the next status change corrects.
 */
const DIRECT_ACTIONS = [
  { type: 'mark_offered', status: 'offered', confirm: false },
  { type: 'mark_deal', status: 'deal', confirm: true },
  { type: 'mark_spam', status: 'spam', confirm: true },
  { type: 'mark_not_reached', status: 'not_reached', confirm: false },
  { type: 'mark_unreachable', status: 'unreachable', confirm: false },
] as const satisfies ReadonlyArray<{ type: LeadActionType; status: LeadDetail['status']; confirm: boolean }>;

/** A direct action waiting for the user's yes in the confirmation dialog. */
interface PendingAction {
  type: 'mark_deal' | 'mark_spam' | 'confirm_deal';
  successText: string;
}

/**
 * The outcomes of a lead (spec point 4) in the page header, mounted by the first click on the trigger
 * (`LeadOutcomes`), so the menu opens at once: status transitions, confirming a deal, rejecting
 * and reporting with a reason (`outcomes/reason-dialog`), setting a reminder (`outcomes/reminder-dialog`), and marking
 * the lead unread (or read again, `lib/read-state.ts`). Every change shows in the lead's badges and history,
 * the list rows and the sidebar's pending badge; a failure keeps the dialog open with what was typed.
 */
export default function OutcomesMenu({ lead }: { lead: LeadDetail }) {
  const { t } = useTranslation();
  const statusLabel = useLeadStatusLabel();
  const failureText = useFailureText();
  const action = useLeadAction(lead.id);
  const setRead = useSetLeadRead(lead.id);
  const navigate = useNavigate();
  const read = readAction(lead);
  const [dialog, setDialog] = useState<DialogName | null>(null);
  const [pending, setPending] = useState<PendingAction | null>(null);

  const runDirect = (body: LeadAction, successText: string, onSuccess?: () => void) =>
    action.mutate(body, {
      onSuccess: () => {
        toast.success(successText);
        onSuccess?.();
      },
      onError: (error) => toast.error(failureText(error)),
    });

  // Marked unread, the lead goes back to the inbox at once, where it shows unread, so that nothing on this page
  // reads it again meanwhile (docs/leads.md, "Read and unread"); marked read, it stays.
  const markRead = (isRead: boolean) =>
    setRead.mutate(isRead, {
      onSuccess: () => {
        if (isRead) {
          toast.success(t('leads.detail.outcome.markedRead'));
          return;
        }
        toast.success(t('leads.detail.outcome.markedUnread'));
        void navigate(href.leads());
      },
      onError: (error) => toast.error(failureText(error)),
    });

  // The server says which statuses the lead may move to (`nextStatuses`, its transition table): only those are offered.
  const mayBecome = (status: LeadDetail['status']) => lead.nextStatuses.includes(status);
  const close = () => setDialog(null);
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>
          <OutcomesButton loading={action.isPending || setRead.isPending} />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="w-64">
          {DIRECT_ACTIONS.filter((entry) => mayBecome(entry.status)).map((entry) => (
            <DropdownMenuItem
              key={entry.type}
              onSelect={() => {
                const successText = t('leads.detail.outcome.statusChanged', {
                  status: t(`leadStatus.${entry.status}`),
                });
                if (entry.confirm) setPending({ type: entry.type, successText });
                else runDirect({ type: entry.type }, successText);
              }}
            >
              {t(`leads.detail.outcome.actions.${entry.type}`)}
            </DropdownMenuItem>
          ))}
          {/* In negotiation, the process state can always be changed. */}
          {mayBecome('negotiating') || lead.status === 'negotiating' ? (
            <DropdownMenuItem onSelect={() => setDialog('negotiating')}>
              {t('leads.detail.outcome.actions.mark_negotiating')}
            </DropdownMenuItem>
          ) : null}
          {lead.status === 'deal' && !lead.dealConfirmed ? (
            <DropdownMenuItem
              onSelect={() =>
                setPending({ type: 'confirm_deal', successText: t('leads.detail.outcome.dealConfirmed') })
              }
            >
              {t('leads.detail.outcome.actions.confirm_deal')}
            </DropdownMenuItem>
          ) : null}
          {mayBecome('rejected') ? (
            <DropdownMenuItem onSelect={() => setDialog('reject')}>
              {t('leads.detail.outcome.actions.reject')}
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuSeparator />
          {read === 'markUnread' ? (
            <DropdownMenuItem onSelect={() => markRead(false)}>
              <Mail aria-hidden="true" />
              {t('leads.detail.outcome.actions.markUnread')}
            </DropdownMenuItem>
          ) : null}
          {read === 'markRead' ? (
            <DropdownMenuItem onSelect={() => markRead(true)}>
              <MailOpen aria-hidden="true" />
              {t('leads.detail.outcome.actions.markRead')}
            </DropdownMenuItem>
          ) : null}
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
      <Suspense fallback={null}>
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
      </Suspense>
      {/* Asks before an outcome that is hard to take back; Cancel has the focus, so Enter does not apply it. */}
      <FormDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={pending ? t(`leads.detail.outcome.confirm.${pending.type}.title`) : ''}
        description={pending ? t(`leads.detail.outcome.confirm.${pending.type}.description`) : ''}
        submitLabel={pending ? t(`leads.detail.outcome.confirm.${pending.type}.submit`) : ''}
        submitting={action.isPending}
        onSubmit={() => {
          if (pending) runDirect({ type: pending.type }, pending.successText, () => setPending(null));
        }}
      />
    </>
  );
}
