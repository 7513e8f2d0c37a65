import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/**
 * A modal dialog: focus is trapped inside, Escape and the close button close it. `hideClose` leaves the close
 * button out, for a dialog the user must answer (which then also keeps Escape and outside clicks from closing it).
 *
 * When it closes, focus goes back to the control that had it when the dialog opened. Radix returns it only to a
 * `DialogTrigger`; most dialogs here open from state (a table row's button, a menu item, a card), and focus then
 * fell to the page body, so a keyboard user started again at the top (issue 38.2).
 */
export function DialogContent({
  className,
  children,
  hideClose = false,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { children: ReactNode; hideClose?: boolean }) {
  const { t } = useTranslation();
  // Read while the dialog renders for the first time, before Radix moves focus into it.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
      <DialogPrimitive.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 grid max-h-[90dvh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg bg-card p-6 shadow-xl',
          className,
        )}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (event.defaultPrevented || !opener?.isConnected || opener === document.body) return;
          event.preventDefault();
          opener.focus();
        }}
        {...props}
      >
        {children}
        {hideClose ? null : (
          <DialogPrimitive.Close
            className="absolute end-3 top-3 rounded-md p-1 text-muted-foreground hover:bg-background hover:text-foreground"
            aria-label={t('common.close')}
          >
            <X className="size-5" aria-hidden="true" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pe-8 text-lg font-semibold', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/**
 * The dialog's actions. Side by side from the small breakpoint on, and onto a second line when they do not fit:
 * three actions in one line made the 32rem-wide referral promo scroll sideways at 1366 px (issue 38.7).
 */
export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:flex-wrap sm:justify-end', className)} {...props} />
  );
}
