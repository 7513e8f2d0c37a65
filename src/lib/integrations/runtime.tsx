// Everything the integrations run after the first render (start.ts loads this module when the browser is idle).
import { createRoot } from 'react-dom/client';
import type { IntegrationsConfig } from '../runtime-config';
import { getIntegrationsConfig } from './config';
import { connectErrorReporting } from './error-reporting';
import { type LocationSource, startAnalytics } from './analytics';
import { categoriesToAsk, getConsent } from './consent';
import { loadConsentTexts } from './consent-texts';
import { ConsentHost, consentDialog } from './consent-ui';

let mounted = false;
let running: IntegrationsConfig | null = null;

async function mountConsent(config: IntegrationsConfig): Promise<void> {
  if (mounted) return;
  mounted = true;
  // The banner's and dialog's texts load with them, not with the first screen.
  await loadConsentTexts();
  // Its own root at the end of <body>: fixed at the bottom, over the page, so it moves nothing (no layout shift).
  const container = document.createElement('div');
  container.id = 'consent-root';
  document.body.append(container);
  createRoot(container).render(<ConsentHost config={config} />);
}

export function runIntegrations(router: LocationSource): void {
  const config = getIntegrationsConfig();
  running = config;
  // Not configured: what was queued since boot is dropped, and so is everything later.
  if (!config.errorReporting.dsn) connectErrorReporting(() => undefined);
  else
    void import('./sentry-client')
      .then(({ startSentry }) => startSentry(config.errorReporting, { standIn: config.standIn }))
      // Without its SDK (a blocker, a failed chunk) the portal works on; the queue stays bounded.
      .catch(() => undefined);
  // Nothing but the necessary runs before consent: the tag starts only once statistics are consented.
  startAnalytics(config, router);
  if (categoriesToAsk(config).length > 0 && getConsent() === null) void mountConsent(config);
}

/** The user menu's entry: the settings dialog, also after the banner was answered. */
export function openConsentDialog(): void {
  consentDialog.open();
  if (running) void mountConsent(running);
}
