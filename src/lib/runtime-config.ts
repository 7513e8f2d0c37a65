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
  /**
   * Instagram's authorization page, where connecting Instagram sends the browser (with the app id, the return
   * address and the state). A deployment leaves it; the production preview names the mock's stand-in
   * (scripts/serve-production.ts).
   */
  instagramAuthorizeUrl: string;
  /**
   * Origins the bank's 3-D Secure page may be on besides any https origin other than the portal's own (which
   * the portal always accepts): exact origins, each one the deployment vouches for. Empty everywhere but the
   * production preview, whose mock bank page is served on the portal's own origin over http (docs/payments.md,
   * "3-D Secure in the production preview").
   */
  threeDSecureOrigins: string[];
}

/**
 * The services of spec point 7 beside the API (docs/integrations.md); each is off while its key is empty. Resolved
 * apart from the rest (`src/lib/integrations/config.ts`), so their defaults stay out of the first screen's code.
 */
export interface IntegrationsConfig {
  /** Error reporting (Sentry). Empty DSN: off. */
  errorReporting: { dsn: string; environment: string };
  /** The tag manager (gtag.js) with this measurement id (`G-…`), after statistics consent. Empty: off. */
  analytics: { measurementId: string };
  /**
   * Push notifications through Firebase Cloud Messaging (the web app's Firebase config and the VAPID key of the
   * project's web push certificate). Empty `vapidKey` or `messagingSenderId`: off.
   */
  push: { apiKey: string; projectId: string; appId: string; messagingSenderId: string; vapidKey: string };
  /**
   * Live chat (advisor service) through the generic script-loader adapter: the provider's script, the widget id it
   * is given (`data-widget-id`) and the name of the global API object the script creates. Empty `widgetId`: off.
   */
  chat: { scriptUrl: string; widgetId: string; apiGlobal: string };
  /**
   * Mock mode: every configured service talks to its stand-in in the page (docs/integrations.md), never to the
   * network. Set by mock mode only.
   */
  standIn: boolean;
}

export interface RealtimeConfig {
  /** Database URL, e.g. `https://<project>-default-rtdb.europe-west1.firebasedatabase.app`; empty: notifications off. */
  databaseUrl: string;
  apiKey: string;
  projectId: string;
  /** `host:port` of a Realtime Database emulator; mock mode points it at the realtime mock. */
  emulatorHost?: string | undefined;
}

/** What a deployment's `runtime-config.js` may set: any key, and any part of each integration. */
export type RuntimeConfigOverrides = Partial<RuntimeConfig> & {
  integrations?: { [Service in Exclude<keyof IntegrationsConfig, 'standIn'>]?: Partial<IntegrationsConfig[Service]> };
};

declare global {
  interface Window {
    __PORTAL_CONFIG__?: RuntimeConfigOverrides;
  }
  /** The build-time variables the portal reads (Vite types the rest as `any`). */
  interface ImportMetaEnv {
    readonly VITE_API_BASE_URL?: string;
    readonly VITE_MOCK_API?: string;
    readonly VITE_FIREBASE_DATABASE_URL?: string;
    readonly VITE_FIREBASE_API_KEY?: string;
    readonly VITE_FIREBASE_PROJECT_ID?: string;
    readonly VITE_PUBLIC_WEBSITE_URL?: string;
    readonly VITE_SENTRY_DSN?: string;
    readonly VITE_ANALYTICS_MEASUREMENT_ID?: string;
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
  VITE_SENTRY_DSN?: string | undefined;
  VITE_ANALYTICS_MEASUREMENT_ID?: string | undefined;
}

/**
 * The configuration a page gets from a deployment's `window.__PORTAL_CONFIG__` over the build's variables. Pure, so
 * the security headers of a deployment (scripts/security-headers.ts: the API and realtime hosts of connect-src)
 * are computed from the same two sources the page reads.
 */
export function resolveRuntimeConfig(env: RuntimeConfigEnv, overrides?: RuntimeConfigOverrides): RuntimeConfig {
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
    instagramAuthorizeUrl: 'https://www.instagram.com/oauth/authorize',
    threeDSecureOrigins: [],
  };
  // The integrations are resolved apart (src/lib/integrations/config.ts).
  const { integrations: _integrations, ...own } = overrides ?? {};
  return {
    ...defaults,
    ...own,
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
