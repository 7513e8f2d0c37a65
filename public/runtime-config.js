// Runtime configuration of this deployment (see src/lib/runtime-config.ts). Replace this file per environment.
window.__PORTAL_CONFIG__ = {
  apiBaseUrl: '/api',
  // Origin of the public website; to-do and notification links open only there or in the portal (docs/security.md).
  // publicWebsiteUrl: 'https://www.hochzeitsportal.de',
  // App id of the marketplace's Instagram app; without it the galleries do not offer connecting Instagram (docs/media.md).
  // instagramAppId: '',
};
