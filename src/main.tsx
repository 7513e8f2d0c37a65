import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import { startIntegrations } from './lib/integrations/start';
import { prefetchStoredSession } from './lib/session/session-query';
import { startMockBackend } from './mock-mode';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
const texts = initI18n();
// In mock mode the API answers once the mock backend runs (its requests wait for it); the first render does not.
startMockBackend().catch((error: unknown) => console.error('[mock] The mock backend did not start.', error));
// No waterfall (issue 23): the login state (the first thing every logged-in page waits for), the route's code
// and its loader's requests all start here, together, while the texts load — creating the router starts its
// first navigation. None of them waits for another or for the first render.
prefetchStoredSession(queryClient);
const router = createAppRouter(queryClient);
await texts;

const root = createRoot(container, {
  // React recovers from an error thrown while rendering concurrently by rendering again synchronously, and by
  // default reports only its own error (#520), which names no cause. The cause is what the error report (and a
  // failing journey) needs.
  onRecoverableError: (error) => reportError(error instanceof Error && error.cause !== undefined ? error.cause : error),
});
// The first render as a transition: React renders it in slices, yielding to the browser every few milliseconds,
// instead of one long task that blocks input on a slow phone (issue 23, total blocking time).
startTransition(() =>
  root.render(
    <StrictMode>
      <App queryClient={queryClient} router={router} />
    </StrictMode>,
  ),
);
// Error reporting, consent and the tag (issue 22) load after the first render, when the browser is idle.
startIntegrations(router);
