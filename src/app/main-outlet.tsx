import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { loadFeatureTexts } from '@/i18n';

// The modal queue lives with the dashboard feature; the app layer mounts it once for every main-layout page.
const ModalQueueHost = lazy(async () => ({
  default: (await import('@/features/dashboard/modals/modal-queue-host')).ModalQueueHost,
}));

// A blocking dialog while the user has not accepted the current terms or privacy policy; the queue waits for it.
const AgreementGate = lazy(async () => ({
  default: (await import('@/components/agreements/agreement-gate')).AgreementGate,
}));

// Toasts for couples' new requests and messages; the feature loads the Firebase SDK only when it is needed.
// Its texts (`realtime.…`) come with it.
const RealtimeLeadEvents = lazy(async () => {
  const [module] = await Promise.all([
    import('@/features/realtime/realtime-lead-events'),
    loadFeatureTexts('realtime'),
  ]);
  return { default: module.RealtimeLeadEvents };
});

export function MainOutlet() {
  return (
    <>
      <Outlet />
      <Suspense fallback={null}>
        <AgreementGate>
          <Suspense fallback={null}>
            <ModalQueueHost />
          </Suspense>
        </AgreementGate>
      </Suspense>
      <Suspense fallback={null}>
        <RealtimeLeadEvents />
      </Suspense>
    </>
  );
}
