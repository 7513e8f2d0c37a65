// The modal queue of the main layout (spec points 4 and 9): definitions, history in local storage, the hook.
export { readModalHistory, recordModalClosed, type ModalHistory, type ModalHistoryEntry } from './modal-history';
export {
  buildModalQueue,
  isModalDue,
  isModalExcludedPath,
  mayShowModalAt,
  modalExcludedPaths,
  MODAL_SHOW_DELAY_MS,
  type ModalDefinition,
  type ModalFrequency,
} from './modal-queue';
export { useModalQueue, type ModalQueueState, type QueuedModal, type UseModalQueueOptions } from './use-modal-queue';
