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
  /** Firebase Realtime Database of the new-lead and new-message notifications (docs/realtime.md). */
  realtime: RealtimeConfig;
  /**
   * Origin of the marketplace's public website (`https://www.hochzeitsportal.de`). To-do and notification links
   * open there or inside the portal and nowhere else (docs/security.md, "Redirects and links").
   */
  publicWebsiteUrl: string;
  /**
   * App id of the marketplace's Instagram app (Instagram login); empty: connecting Instagram is not offered
   * (mock mode uses the mock's consent page instead; docs/media.md, "Instagram").
   */
  instagramAppId: string;
}

export interface RealtimeConfig {
  /** Database URL, e.g. `https://<project>-default-rtdb.europe-west1.firebasedatabase.app`; empty: notifications off. */
  databaseUrl: string;
  apiKey: string;
  projectId: string;
  /** `host:port` of a Realtime Database emulator; mock mode points it at the realtime mock. */
  emulatorHost?: string | undefined;
}

declare global {
  interface Window {
    __PORTAL_CONFIG__?: Partial<RuntimeConfig>;
  }
  /** The build-time variables the portal reads (Vite types the rest as `any`). */
  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string;
    readonly VITE_MOCK_API?: string;
    readonly VITE_FIREBASE_DATABASE_URL?: string;
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_PUBLIC_WEBSITE_URL?: string;
  }
}

/** The build-time variables the defaults read (`import.meta.env` in the app, Vite's `loadEnv` in Node). */
export interface RuntimeConfigEnv {
  VITE_MOCK_API?: string | undefined;
  VITE_API_BASE_URL?: string | undefined;
  VITE_FIREBASE_DATABASE_URL?: string | undefined;
  VITE_FIREBASE_API_KEY?: string | undefined;
  VITE_FIREBASE_PROJECT_ID?: string | undefined;
  VITE_PUBLIC_WEBSITE_URL?: string | undefined;
}

/**
 * The configuration a page gets from a deployment's `window.__PORTAL_CONFIG__` over the build's variables. Pure, so
 * the security headers of a deployment (scripts/security-headers.ts: the API and realtime hosts of connect-src)
 * are computed from the same two sources the page reads.
 */
export function resolveRuntimeConfig(env: RuntimeConfigEnv, overrides?: Partial<RuntimeConfig>): RuntimeConfig {
  const mockApi = env.VITE_MOCK_API === 'true';
  // Mock mode talks to the realtime mock, which answers the SDK's WebSocket to this emulator address in the page.
  // Elsewhere the deployment names its database; without one the portal shows no realtime notifications.
  const realtimeDefaults: RealtimeConfig = mockApi
    ? {
        databaseUrl: 'http://127.0.0.1:9000?ns=portal-mock',
        apiKey: 'portal-mock',
        projectId: 'portal-mock',
        emulatorHost: '127.0.0.1:9000',
      }
    : {
        databaseUrl: env.VITE_FIREBASE_DATABASE_URL ?? '',
        apiKey: env.VITE_FIREBASE_API_KEY ?? '',
        projectId: env.VITE_FIREBASE_PROJECT_ID ?? '',
      };
  const defaults: RuntimeConfig = {
    apiBaseUrl: env.VITE_API_BASE_URL ?? '/api',
    mockApi,
    // Spec point 1: upgrade banner off, support chat on, media management restriction off.
    features: { upgradeBanner: false, supportChat: true, mediaManagementRestriction: false },
    realtime: realtimeDefaults,
    publicWebsiteUrl: env.VITE_PUBLIC_WEBSITE_URL ?? 'https://www.hochzeitsportal.de',
    instagramAppId: '',
  };
  return {
    ...defaults,
    ...overrides,
    features: { ...defaults.features, ...overrides?.features },
    realtime: { ...defaults.realtime, ...overrides?.realtime },
  };
}

export function getRuntimeConfig(): RuntimeConfig {
  // The whole `import.meta.env` object: Vite writes every VITE_ variable of the build into it.
  return resolveRuntimeConfig(
    import.meta.env as RuntimeConfigEnv,
    typeof window === 'undefined' ? undefined : window.__PORTAL_CONFIG__,
  );
}

/** The API base URL as an absolute URL without a trailing slash. */
export function resolveApiBaseUrl(config: RuntimeConfig = getRuntimeConfig()): string {
  const origin = typeof window === 'undefined' ? 'http://127.0.0.1' : window.location.origin;
  return new URL(config.apiBaseUrl, origin).href.replace(/\/+$/, '');
}
