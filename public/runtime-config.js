// Runtime configuration of this deployment (see src/lib/runtime-config.ts). Replace this file per environment.
window.__PORTAL_CONFIG__ = {
  apiBaseUrl: '/api',
  // Origin of the public website; to-do and notification links open only there or in the portal (docs/security.md).
  // publicWebsiteUrl: 'https://www.hochzeitsportal.de',
  // App id of the marketplace's Instagram app; without it the galleries do not offer connecting Instagram (docs/media.md).
  // instagramAppId: '',
  // The services beside the API (docs/integrations.md); each is off while its key is empty, and its hosts enter the
  // Content-Security-Policy only when set (`npm run deploy:headers` after a change).
  // integrations: {
  //   errorReporting: { dsn: 'https://<key>@o<org>.ingest.de.sentry.io/<project>', environment: 'production' },
  //   analytics: { measurementId: 'G-XXXXXXXXXX' },
  //   push: { apiKey: '…', projectId: '…', appId: '…', messagingSenderId: '…', vapidKey: '…' },
  //   chat: { scriptUrl: 'https://<chat provider>/widget.js', widgetId: '…', apiGlobal: '<global client object>' },
  // },
};
