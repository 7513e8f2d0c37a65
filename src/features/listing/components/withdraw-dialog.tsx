// The confirmation before a pending change is withdrawn (issue 42.3): its own chunk (the Radix dialog with its focus
// trap), loaded when a "Zurückziehen" button is pointed at, focused or pressed (docs/listing.md).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

/**
 * Asks before a change waiting for approval is withdrawn: the question names the field, the body the value that
 * would be dropped and what stays. "Abbrechen" and Escape keep the change and return focus to its button.
 */
export default function WithdrawDialog({
  field,
  value,
  pending,
  problem,
  onConfirm,
  onCancel,
  onCloseAutoFocus,
}: {
  field: string;
  /** The requested value as the list shows it. */
  value: ReactNode;
  pending: boolean;
  /** Why the last attempt failed, if it did. */
  problem: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes; without a decision here, back to the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())}>
      <DialogContent role="alertdialog" onCloseAutoFocus={onCloseAutoFocus}>
        <DialogTitle>{t('listing.pending.withdrawTitle', { field })}</DialogTitle>
        <DialogDescription>{t('listing.pending.withdrawBody')}</DialogDescription>
        <p className="text-sm">
          <span className="font-medium">{t('listing.pending.withdrawValue')}</span>{' '}
          <span className="break-words">{value}</span>
        </p>
        {problem ? <Alert>{problem}</Alert> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel}>
            {t('listing.pending.withdrawKeep')}
          </Button>
          <Button type="button" variant="danger" loading={pending} onClick={onConfirm}>
            {t('listing.pending.withdrawConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
