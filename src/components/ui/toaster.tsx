import { lazy, Suspense } from 'react';
import { toastViewNeeded, useToastMessages } from './toast-store';

export {
  clearToasts,
  dismissToast,
  SNACKBAR_DURATION_MS,
  SNACKBAR_VIEWPORT_CLASS,
  toast,
  type ToastMessage,
} from './toast-store';

// Radix's toast (with its dismissable layer and collection) is not part of a first visit: the view loads with the
// first message and stays mounted from then on, so later toasts animate and are announced as before.
const ToasterView = lazy(() => import('./toaster-view'));

/** The snackbar; mounts its view on the first message. */
export function Toaster() {
  // Subscribed, so the first message renders the view.
  useToastMessages();
  if (!toastViewNeeded()) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
