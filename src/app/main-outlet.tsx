import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';

// The modal queue lives with the dashboard feature; the app layer mounts it once for every main-layout page.
const ModalQueueHost = lazy(async () => ({
  default: (await import('@/features/dashboard/modals/modal-queue-host')).ModalQueueHost,
}));

// Toasts for couples' new requests and messages; the feature loads the Firebase SDK only when it is needed.
const RealtimeLeadEvents = lazy(async () => ({
  default: (await import('@/features/realtime/realtime-lead-events')).RealtimeLeadEvents,
}));

export function MainOutlet() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <ModalQueueHost />
      </Suspense>
      <Suspense fallback={null}>
        <RealtimeLeadEvents />
      </Suspense>
    </>
  );
}
