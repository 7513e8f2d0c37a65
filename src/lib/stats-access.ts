import type { LoggedInUser } from '@/lib/session/session-query';

export type StatsProvider = LoggedInUser['providers'][number];
export type StatsKind = 'visits' | 'weddings' | 'rivals';

// Who may see which statistics page, and why not (spec points 2 and 6): one rule for the statistics pages and the
// sidebar's entries, which open the upgrade dialog only when an upgrade is what is missing.

/**
 * The providers a statistics page may show: visits and weddings need statsAccess and a provider that is not on
 * hold, rivals a rivalStatsAccess above 0.
 */
export function statsProviders(user: LoggedInUser, kind: StatsKind): StatsProvider[] {
  return user.providers.filter((provider) =>
    kind === 'rivals'
      ? provider.productFeatures.rivalStatsAccess > 0
      : provider.productFeatures.statsAccess && !provider.onHold,
  );
}

/**
 * Why a statistics page has no provider to show, when it has none: the user is linked to no active provider (an
 * upgrade would not help), every eligible provider is paused, or the plan lacks the statistics (the upgrade path).
 */
export type StatsLockReason = 'noProvider' | 'onHold' | 'plan';

export function statsLockReason(user: LoggedInUser, kind: StatsKind): StatsLockReason {
  if (user.providers.length === 0) return 'noProvider';
  if (kind !== 'rivals' && user.providers.some((provider) => provider.productFeatures.statsAccess)) return 'onHold';
  return 'plan';
}

/** The upgrade campaign (one of the nine plan gates) of each page. */
export const UPGRADE_FEATURE = {
  visits: 'page_visit_statistics',
  weddings: 'booking_statistics',
  rivals: 'competitor_analysis',
} as const;
