// Runtime configuration of this deployment (see src/lib/runtime-config.ts). Replace this file per environment.
window.__PORTAL_CONFIG__ = {
  apiBaseUrl: '/api',
};
