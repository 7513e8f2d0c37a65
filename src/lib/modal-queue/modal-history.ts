import { isRecord } from '@/lib/guards';
import { modalHistoryKey } from '@/lib/session-store';

/**
 * What the modal queue remembers per user and modal id (spec point 4): the once flag of a modal dismissed "once
 * ever" and the time it was last closed (epoch milliseconds). Stored as JSON under `modalHistory:<user id>` in local
 * storage, which survives a logout; another user of the same browser has a history of their own.
 */
export interface ModalHistoryEntry {
  once?: true;
  closedAt: number;
}

export type ModalHistory = Record<string, ModalHistoryEntry>;

function isEntry(value: unknown): value is ModalHistoryEntry {
  if (!isRecord(value)) return false;
  const { closedAt, once } = value;
  return typeof closedAt === 'number' && Number.isFinite(closedAt) && (once === undefined || once === true);
}

/** The user's stored history; anything unreadable counts as "never shown" rather than breaking the app. */
export function readModalHistory(userId: number, storage: Storage = window.localStorage): ModalHistory {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(modalHistoryKey(userId)) ?? '{}');
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const history: ModalHistory = {};
  for (const [id, entry] of Object.entries(parsed)) if (isEntry(entry)) history[id] = entry;
  return history;
}

/** Records that a modal was closed: a once flag for "once" modals, the closing time for all. */
export function recordModalClosed(
  id: string,
  options: { userId: number; once: boolean; now: number },
  storage: Storage = window.localStorage,
): void {
  const history = readModalHistory(options.userId, storage);
  history[id] = options.once ? { once: true, closedAt: options.now } : { closedAt: options.now };
  storage.setItem(modalHistoryKey(options.userId), JSON.stringify(history));
}
