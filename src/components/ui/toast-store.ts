// The snackbar's messages, apart from its view: pages import `toast` without loading Radix's toast.
import { useSyncExternalStore } from 'react';

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
/** Set by the first message: from then on the snackbar's view stays mounted (see `Toaster`). */
let viewNeeded = false;

/** Whether a message was ever shown (the snackbar's view mounts with the first one). */
export const toastViewNeeded = (): boolean => viewNeeded;
let messages: ToastMessage[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

function push(message: Omit<ToastMessage, 'id'>): number {
  const id = nextId++;
  viewNeeded = true;
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

/**
 * Where snackbars sit (spec point 2): top right, top left in right-to-left, just below the sticky top bar (4rem) so
 * they never cover its menu, bell and language controls; full width below the top bar on phones.
 */
export const SNACKBAR_VIEWPORT_CLASS =
  'fixed inset-x-4 top-[calc(4.5rem+env(safe-area-inset-top))] z-[100] flex flex-col gap-2 outline-none sm:start-auto sm:end-4 sm:w-96';

/** Snackbar messages (top end, success and error) and notification toasts with an action. */
export const toast = {
  success: (title: string, description?: string) => push({ tone: 'success', title, description }),
  error: (title: string, description?: string) => push({ tone: 'error', title, description }),
  info: (title: string, options: { description?: string; action?: ToastMessage['action'] } = {}) =>
    push({ tone: 'info', title, ...options }),
};

/** The current messages (read by the snackbar view). */
export function useToastMessages(): ToastMessage[] {
  return useSyncExternalStore(subscribe, () => messages);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
