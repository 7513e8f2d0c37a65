// Keeping the modal queue quiet in tests through the product's own memory of closed modals (the modal history
// in local storage), shared by the jsdom kit (render-app.tsx) and the browser journeys (e2e/fixtures.ts).
import { anotherPromptModal, MODALS } from '@/features/dashboard/modals/modal-registry';
import type { ModalDefinition } from '@/lib/modal-queue/modal-queue';
import { recordModalClosed } from '@/lib/modal-queue/modal-history';

/** Every modal the queue can show a user whose open to-dos have these ids. */
export function queuedModals(openTodoIds: readonly number[]): ModalDefinition[] {
  return [...Object.values(MODALS), ...openTodoIds.map((id) => anotherPromptModal(id))];
}

/** Records each modal as closed just now for the user, as the queue does when they close it: none of them is due. */
export function closeModals(
  modals: readonly ModalDefinition[],
  userId: number,
  storage: Storage,
  now: number = Date.now(),
): void {
  for (const modal of modals) recordModalClosed(modal.id, { userId, once: modal.frequency === 'once', now }, storage);
}

/** A Storage in memory, for building local storage outside a page (the browser journeys' storage state). */
export function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}
