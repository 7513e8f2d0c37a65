import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

/** "Really delete?" for a template or an attachment; the dialog names what goes. */
export function ConfirmDelete({
  title,
  description,
  open,
  pending,
  onCancel,
  onConfirm,
}: {
  title: string;
  description: string;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription dir="auto">{description}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="danger" loading={pending} onClick={onConfirm}>
            {t('templates.delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
