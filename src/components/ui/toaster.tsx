import { Toast } from 'radix-ui';
import { X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';

/** Snackbar auto-hide (spec point 9). */
export const SNACKBAR_DURATION_MS = 6000;

export interface ToastMessage {
  id: number;
  tone: 'success' | 'error' | 'info';
  title: string;
  description?: string | undefined;
  action?: { label: string; onClick: () => void } | undefined;
}

let nextId = 1;
let messages: ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function push(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  messages = [...messages, { ...message, id }];
  emit();
  return id;
}

/** Removes every message (tests start each case with an empty snackbar). */
export function clearToasts(): void {
  messages = [];
  emit();
}

export function dismissToast(id: number): void {
  messages = messages.filter((m) => m.id !== id);
  emit();
}

/** Where snackbars sit: bottom end on wide screens, full width above the bottom edge on phones. */
export const SNACKBAR_VIEWPORT_CLASS =
  'fixed inset-x-4 bottom-[max(1rem,env(safe-area-inset-bottom))] z-[100] flex flex-col gap-2 outline-none sm:start-auto sm:end-4 sm:w-96';

/** Snackbar messages (bottom end, success and error) and notification toasts with an action. */
export const toast = {
  success: (title: string, description?: string) => push({ tone: 'success', title, description }),
  error: (title: string, description?: string) => push({ tone: 'error', title, description }),
  info: (title: string, options: { description?: string; action?: ToastMessage['action'] } = {}) =>
    push({ tone: 'info', title, ...options }),
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function Toaster() {
  const { t } = useTranslation();
  const current = useSyncExternalStore(subscribe, () => messages);
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
            message.tone === 'info' && 'border-line bg-surface text-ink',
          )}
        >
          <div className="grid flex-1 gap-1">
            <Toast.Title className="text-sm font-semibold">{message.title}</Toast.Title>
            {message.description ? (
              <Toast.Description className="text-sm">{message.description}</Toast.Description>
            ) : null}
          </div>
          {message.action ? (
            <Toast.Action altText={message.action.label} asChild>
              <button
                type="button"
                className="rounded-md border border-line bg-surface px-2 py-1 text-sm font-medium hover:bg-canvas"
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
      {/* Bottom end, not the spec's "top right": there the snackbar covered the page header's actions ("Status
          ändern" on a lead), exactly while the user checks what a click did. At the bottom end (bottom left in
          Arabic, away from the sidebar) no fixed control lives, and the page scrolls beneath it; on phones it spans the width just above the bottom edge and
          its safe area. Decision in docs/leads.md ("Snackbar position"). */}
      {/* The landmark's name in the UI language; Radix fills in the key that jumps there. */}
      <Toast.Viewport className={SNACKBAR_VIEWPORT_CLASS} label={`${t('common.notifications')} ({hotkey})`} />
    </Toast.Provider>
  );
}
