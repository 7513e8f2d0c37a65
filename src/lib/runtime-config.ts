// Runtime configuration: one build runs against any API. Deployments replace `public/runtime-config.js`,
// which sets `window.__PORTAL_CONFIG__` before the app starts; values missing there fall back to build-time
// env variables and then to the defaults below.
export interface RuntimeConfig {
  /** Base URL of the API; relative values are resolved against the page's origin. */
  apiBaseUrl: string;
  /** Run against the in-browser mock backend (MSW) instead of a real API. */
  mockApi: boolean;
  features: {
    upgradeBanner: boolean;
    supportChat: boolean;
    mediaManagementRestriction: boolean;
  };
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

const defaults: RuntimeConfig = {
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api',
  mockApi: import.meta.env.VITE_MOCK_API === 'true',
  // Spec point 1: upgrade banner off, support chat on, media management restriction off.
  features: { upgradeBanner: false, supportChat: true, mediaManagementRestriction: false },
};

export function getRuntimeConfig(): RuntimeConfig {
  const overrides = typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__;
  return {
    ...defaults,
    ...overrides,
    features: { ...defaults.features, ...overrides?.features },
  };
}

/** The API base URL as an absolute URL without a trailing slash. */
export function resolveApiBaseUrl(config: RuntimeConfig = getRuntimeConfig()): string {
  const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
  return new URL(config.apiBaseUrl, origin).href.replace(/\/+$/, '');
}
