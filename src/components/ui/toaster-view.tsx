import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { dismissToast, SNACKBAR_DURATION_MS, SNACKBAR_VIEWPORT_CLASS, useToastMessages } from './toast-store';

/** The snackbar's view (Radix toast), loaded with the first message (see `Toaster`). */
export default function ToasterView() {
  const { t } = useTranslation();
  const current = useToastMessages();
  return (
    <Toast.Provider duration={SNACKBAR_DURATION_MS} swipeDirection="right" label={t('common.notifications')}>
      {current.map((message) => (
        <Toast.Root
          key={message.id}
          type={message.tone === 'error' ? 'foreground' : 'background'}
          onOpenChange={(open) => (open ? undefined : dismissToast(message.id))}
          className={cn(
            'flex items-start gap-3 rounded-lg border p-3 shadow-lg',
            message.tone === 'success' && 'border-green-200 bg-green-50 text-green-950',
            message.tone === 'error' && 'border-red-200 bg-red-50 text-red-950',
            message.tone === 'info' && 'border-border bg-card text-foreground',
          )}
        >
          <div className="grid min-w-0 flex-1 gap-1 [overflow-wrap:anywhere]">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description ? (
              <Toast.Description className="text-sm">{message.description}</Toast.Description>
            ) : null}
          </div>
          {message.action ? (
            <Toast.Action altText={message.action.label} asChild>
              <button
                type="button"
                className="rounded-md border border-border bg-card px-2 py-1 text-sm font-medium hover:bg-background"
                onClick={message.action.onClick}
              >
                {message.action.label}
              </button>
            </Toast.Action>
          ) : null}
          <Toast.Close className="rounded p-0.5 hover:bg-black/5" aria-label={t('common.close')}>
            <X className="size-4" aria-hidden="true" />
          </Toast.Close>
        </Toast.Root>
      ))}
      {/* Top end, below the top bar (spec point 2; docs/leads.md, "Snackbar position"). */}
      {/* The landmark's name in the UI language; Radix fills in the key that jumps there. */}
      <Toast.Viewport className={SNACKBAR_VIEWPORT_CLASS} label={`${t('common.notifications')} ({hotkey})`} />
    </Toast.Provider>
  );
}
