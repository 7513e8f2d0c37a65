// The statistics profiles of the demo providers (how many visit, call, write and book) and the seasons, which the
// monthly statistics, the visit log and the advertisement figures are drawn from.
import type { Random } from '../../lib/random';
import { PROVIDER } from '../core';

/** Wedding-season factor per calendar month (January = 0): couples search most in spring. */
export const VISIT_SEASON = [1.1, 1.2, 1.4, 1.45, 1.3, 1.05, 0.95, 0.9, 0.85, 0.8, 0.7, 0.6];
/** Weddings take place mostly from May to September. */
export const WEDDING_SEASON = [0.15, 0.2, 0.35, 0.6, 1.2, 1.5, 1.4, 1.5, 1.3, 0.7, 0.25, 0.3];

interface ProviderProfile {
  providerId: number;
  views: number;
  uniqueShare: number;
  phoneShare: number;
  websiteShare: number;
  requestShare: number;
  offerShare: number;
  dealShare: number;
  responseSeconds: number;
  weddings: number;
}

export const PROFILES: ProviderProfile[] = [
  {
    providerId: PROVIDER.havelblick,
    views: 1500,
    uniqueShare: 0.72,
    phoneShare: 0.035,
    websiteShare: 0.052,
    requestShare: 0.018,
    offerShare: 0.62,
    dealShare: 0.19,
    responseSeconds: 5400,
    weddings: 6,
  },
  {
    providerId: PROVIDER.lichtwerk,
    views: 950,
    uniqueShare: 0.75,
    phoneShare: 0.028,
    websiteShare: 0.071,
    requestShare: 0.024,
    offerShare: 0.7,
    dealShare: 0.24,
    responseSeconds: 10_800,
    weddings: 5,
  },
  {
    // Brautsalon Altona has no website: no website clicks. It answers slowly (missing data, small team).
    providerId: PROVIDER.brautsalon,
    views: 620,
    uniqueShare: 0.7,
    phoneShare: 0.046,
    websiteShare: 0,
    requestShare: 0.031,
    offerShare: 0.48,
    dealShare: 0.28,
    responseSeconds: 86_400,
    weddings: 7,
  },
];

/** A figure varied by up to `spread` either way (never below 0). */
export function jitter(random: Random, value: number, spread = 0.12): number {
  return Math.max(0, Math.round(value * (1 - spread + random.next() * 2 * spread)));
}
