import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { loadFeatureTexts } from '@/i18n';
import { whenIdle } from '@/lib/when-idle';

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

/** True once the browser is idle after the page's first paint. */
function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true), 1000), []);
  return idle;
}

/**
 * The page, and beside it the layout's parts that show nothing at first: the agreement check with the modal queue
 * and the realtime listener. They load once the page has painted (issue 23: their code and requests no longer
 * compete with the page's own), at the latest after a second.
 */
export function MainOutlet() {
  const idle = useIdle();
  return (
    <>
      <Outlet />
      {idle ? <LayoutBackground /> : null}
    </>
  );
}

function LayoutBackground() {
  return (
    <>
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
