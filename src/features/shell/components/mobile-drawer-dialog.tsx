import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShellSession } from '../hooks/use-shell-session';
import { Brand } from './brand';
import { Sidebar } from './sidebar';

export interface MobileDrawerProps {
  session: ShellSession;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The drawer's dialog, loaded with its first opening (see `MobileDrawer`). */
export default function MobileDrawerDialog({ session, open, onOpenChange }: MobileDrawerProps) {
  const { t } = useTranslation();
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-black/40 md:hidden" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 start-0 z-50 flex w-sidebar max-w-[85vw] flex-col bg-card shadow-xl md:hidden"
        >
          <div className="flex h-16 items-center justify-between border-b border-border px-4">
            <DialogPrimitive.Title className="sr-only">{t('shell.nav.menu')}</DialogPrimitive.Title>
            <Brand />
            <DialogPrimitive.Close
              className="rounded-md p-2 text-muted-foreground hover:bg-background hover:text-foreground"
              aria-label={t('shell.nav.closeMenu')}
            >
              <X className="size-5" aria-hidden="true" />
            </DialogPrimitive.Close>
          </div>
          <Sidebar session={session} variant="drawer" onEntryUsed={() => onOpenChange(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
