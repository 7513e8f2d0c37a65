import { useCallback, useEffect, useRef, useState } from 'react';
import { readModalHistory, recordModalClosed } from './modal-history';
import { buildModalQueue, mayShowModalAt, MODAL_SHOW_DELAY_MS, type ModalDefinition } from './modal-queue';

export interface QueuedModal extends ModalDefinition {
  /** The data says this modal has something to show (e.g. a catalog needs a price update). */
  qualifies: boolean;
}

export interface UseModalQueueOptions {
  /** Every registered modal with its current qualification. */
  modals: readonly QueuedModal[];
  /** The user and the data the modals need have loaded. */
  ready: boolean;
  /** Whose history decides what is due (each user of a browser has their own). */
  userId: number;
  /** The current path: modals open only on `showOnPaths`, and never on an excluded path. */
  pathname: string;
  /** The paths where queued modals may open (the dashboard); elsewhere the queue waits. */
  showOnPaths: readonly string[];
  /** Admin switch-user (impersonation) session: no modals at all. */
  isSwitchedUser: boolean;
  storage?: Storage;
  now?: () => number;
}

export interface ModalQueueState {
  /** The modal to show now, or null. */
  currentId: string | null;
  /** Closes the current modal: stores its once flag or closing time, and the next one shows. */
  close: () => void;
}

/**
 * The modal queue (spec point 4): once `ready`, it waits MODAL_SHOW_DELAY_MS, then lines up the modals that
 * qualify and are due (not dismissed once ever, not closed within their interval) by priority and shows
 * them one at a time, the next after the current one closes. Nothing shows in a switch-user session, and
 * nothing outside `showOnPaths` or on an excluded path (see `modal-queue.ts`): the queue starts when the user
 * is on one of those paths, and a modal hidden by a move elsewhere comes back when the user returns there.
 */
export function useModalQueue({
  modals,
  ready,
  userId,
  pathname,
  showOnPaths,
  isSwitchedUser,
  storage,
  now = Date.now,
}: UseModalQueueOptions): ModalQueueState {
  const [queue, setQueue] = useState<string[] | null>(null);
  const suppressed = isSwitchedUser || !mayShowModalAt(pathname, showOnPaths);

  // The timer reads the modals and the clock as they are when it fires, not when it was set.
  const latest = useRef({ modals, userId, storage, now });
  useEffect(() => {
    latest.current = { modals, userId, storage, now };
  });

  const started = queue !== null;
  useEffect(() => {
    if (!ready || suppressed || started) return;
    const timer = window.setTimeout(() => {
      const current = latest.current;
      const qualifying = current.modals.filter((modal) => modal.qualifies);
      setQueue(buildModalQueue(qualifying, readModalHistory(current.userId, current.storage), current.now()));
    }, MODAL_SHOW_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [ready, suppressed, started]);

  const currentId =
    suppressed || queue === null
      ? null
      : (queue.find((id) => modals.some((modal) => modal.id === id && modal.qualifies)) ?? null);

  const close = useCallback(() => {
    if (currentId === null) return;
    const modal = latest.current.modals.find((candidate) => candidate.id === currentId);
    recordModalClosed(
      currentId,
      { userId: latest.current.userId, once: modal?.frequency === 'once', now: latest.current.now() },
      latest.current.storage,
    );
    setQueue((previous) => previous?.filter((id) => id !== currentId) ?? previous);
  }, [currentId]);

  return { currentId, close };
}
