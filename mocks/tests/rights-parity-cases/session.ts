// Rights cases (see index.ts) of the caller's own session, login and second factor, and of the marketplace team's
// reference data: none of them is about a provider of the account, except connecting Instagram to one.
import type { RightsEntry } from './shared';

// ---- the caller's own session, login and second factor
export const SESSION_CASES: Record<string, RightsEntry> = {
  getAccessToken: { notScoped: "the caller's own session" },
  deleteAccessToken: { notScoped: "the caller's own session" },
  startTwoFactorSetup: { notScoped: "the caller's own second factor" },
  getTwoFactorStatus: { notScoped: "the caller's own second factor" },
  enableTwoFactor: { notScoped: "the caller's own second factor" },
  disableTwoFactor: { notScoped: "the caller's own second factor" },
  connectSocialAccount: { notScoped: 'connects a social login to the caller only (403 for another user)' },
  connectInstagram: [
    {
      right: 'manage',
      build: ({ providerId }) => ({
        body: { accessToken: 'IGQVJ-mock-code', userType: 'provider', providerId },
      }),
    },
  ],
};

// ---- the marketplace team's reference data
export const REFERENCE_DATA_CASES: Record<string, RightsEntry> = {
  updateCity: { notScoped: "the marketplace team's cities (http.admin), not a customer's" },
  swapCityOrder: { notScoped: "the marketplace team's cities (http.admin), not a customer's" },
  createDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },
  updateDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },
  deleteDistrict: { notScoped: "the marketplace team's districts (http.admin), not a customer's" },
};
