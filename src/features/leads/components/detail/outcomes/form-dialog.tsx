import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

export interface OutcomeDialogProps {
  open: boolean;
  onClose: () => void;
}

interface FormDialogProps extends OutcomeDialogProps {
  title: string;
  description?: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: () => void;
  /** The form's fields; none for a plain confirmation. */
  children?: ReactNode;
}

/** The frame of every outcome dialog: title, the form's fields (if any), cancel and submit. */
export function FormDialog({
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
