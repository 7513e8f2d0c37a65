// The boot's only contact with the integrations (issue 22): small, in the boot chunk. Error reports are queued from
// the start (error-reporting.ts); the configuration and everything else — the error-reporting SDK, the consent banner, the tag —
// loads after the first render, when the browser is idle, so the first screen pays nothing for it.
import type { LocationSource } from './analytics';
import { OPEN_CONSENT_EVENT } from './consent-event';
import type * as RuntimeModule from './runtime';
import { whenIdle } from '../when-idle';

type Runtime = typeof RuntimeModule;

/** Called by main.tsx right after the first render is scheduled. */
export function startIntegrations(router: LocationSource): void {
  let runtime: Promise<Runtime> | null = null;
  const load = () =>
    (runtime ??= import('./runtime').then((module) => {
      module.runIntegrations(router);
      return module;
    }));
  // The user menu's "Cookie-Einstellungen" may come before the idle moment: it loads the runtime itself.
  window.addEventListener(OPEN_CONSENT_EVENT, () => void load().then((module) => module.openConsentDialog()));
  whenIdle(() => void load(), 3000);
}
