import './lib/zod-config';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './api/query-client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { prefetchStoredSession } from './lib/session/session-query';
import { startMockBackend } from './mock-mode';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

const queryClient = createQueryClient();
// The login state is the first thing every logged-in page waits for: its request starts as soon as the API
// answers (in mock mode, once the mock backend runs), not after the router has loaded the route's code.
await Promise.all([startMockBackend().then(() => prefetchStoredSession(queryClient)), initI18n()]);

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
