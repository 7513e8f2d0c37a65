// The integrations' configuration (issue 22, docs/integrations.md): `integrations` of the deployment's
// `window.__PORTAL_CONFIG__` over the build's variables and the defaults below. Kept apart from
// src/lib/runtime-config.ts so the first screen carries none of it: only the code that loads after it reads this.
import type { IntegrationsConfig, RuntimeConfigEnv, RuntimeConfigOverrides } from '../runtime-config';

/**
 * Mock mode configures error reporting, analytics and push against their stand-ins in the page (no network); the
 * live chat stays unconfigured there, so the sidebar shows how to reach support instead. Elsewhere only what the
 * deployment (or the build's variables) names is on.
 */
function integrationDefaults(env: RuntimeConfigEnv, mockApi: boolean): IntegrationsConfig {
  const chat = { scriptUrl: '', widgetId: '', apiGlobal: '' };
  if (mockApi)
    return {
      errorReporting: { dsn: 'https://portalmock@errors.mock.invalid/1', environment: 'mock' },
      analytics: { measurementId: 'G-MOCK0000' },
      push: {
        apiKey: 'portal-mock',
        projectId: 'portal-mock',
        appId: '1:000000000000:web:portal-mock',
        messagingSenderId: '000000000000',
        vapidKey: 'portal-mock',
      },
      chat,
      standIn: true,
    };
  return {
    errorReporting: { dsn: env.VITE_SENTRY_DSN ?? '', environment: 'production' },
    analytics: { measurementId: env.VITE_ANALYTICS_MEASUREMENT_ID ?? '' },
    push: { apiKey: '', projectId: '', appId: '', messagingSenderId: '', vapidKey: '' },
    chat,
    standIn: false,
  };
}

/** The integrations of a page or a deployment: the overrides (its `integrations`) over the defaults. */
export function resolveIntegrationsConfig(
  env: RuntimeConfigEnv,
  overrides?: RuntimeConfigOverrides['integrations'],
): IntegrationsConfig {
  const mockApi = env.VITE_MOCK_API === 'true';
  const defaults = integrationDefaults(env, mockApi);
  return {
    errorReporting: { ...defaults.errorReporting, ...overrides?.errorReporting },
    analytics: { ...defaults.analytics, ...overrides?.analytics },
    push: { ...defaults.push, ...overrides?.push },
    chat: { ...defaults.chat, ...overrides?.chat },
    // Only mock mode decides this: a deployment's file cannot turn the stand-ins on.
    standIn: mockApi,
  };
}

export function getIntegrationsConfig(): IntegrationsConfig {
  return resolveIntegrationsConfig(
    import.meta.env as RuntimeConfigEnv,
    typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__?.integrations,
  );
}
