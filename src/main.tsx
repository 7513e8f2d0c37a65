import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './i18n';
import { startMockBackend } from './mock-mode';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

await Promise.all([startMockBackend(), initI18n()]);

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
