import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

/**
 * Asks before something that cannot be undone (deleting a record): the question names what goes, Escape or
 * "Abbrechen" keep it, the danger button does it and shows its progress. The body often carries a name the user
 * typed, so it keeps that text's own direction.
 */
export function ConfirmDialog({
  open = true,
  title,
  body,
  confirm,
  pending,
  onCancel,
  onConfirm,
}: {
  /** Mounted only while asking, or always with `open` (then the dialog can animate out). */
  open?: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription dir="auto">{body}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
