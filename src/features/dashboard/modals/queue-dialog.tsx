import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';

interface QueueDialogProps {
  title: string;
  description: string;
  /** Escape, the close button and every way out of the dialog. */
  onClose: () => void;
  children?: ReactNode;
  footer: ReactNode;
}

/** The frame of a queued modal: always open while it is the queue's current one; closing ends its turn. */
export function QueueDialog({ title, description, onClose, children, footer }: QueueDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        {children}
        <DialogFooter>{footer}</DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
