import { useMemo } from 'react';
import { marketToday } from '@/lib/calendar-day';
import { useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import { type StatsKind, statsLockReason } from '@/lib/stats-access';
import { type PeriodChoice, statisticsParams } from './period';
import { statsView } from './stats-view';

/**
 * The page's period and provider from the URL, resolved: the providers the page may show, the chosen one (the
 * first when the URL names none or one the page may not show), and the current and previous windows.
 */
export function useStatsParams(kind: StatsKind) {
  const user = useCurrentUser();
  const url = useSearchParamState(statisticsParams);
  const { values } = url;
  // The statistics count the provider's months, the market's (docs/dates.md).
  const today = marketToday();
  const { provider: providerId, period: choice, from, to } = values;
  const { providers, provider, period } = useMemo(
    () => statsView(user, kind, { provider: providerId, period: choice, from, to }, today),
    [user, kind, providerId, choice, from, to, today],
  );

  // A push, not a replace: Back returns to the period or provider shown before.
  const update = (patch: Partial<typeof values>) => url.update(patch);
  return {
    values,
    providers,
    provider,
    /** Why there is no provider to show (only read when `provider` is undefined). */
    lockReason: statsLockReason(user, kind),
    period,
    today,
    setProvider: (providerId: number) => update({ provider: providerId }),
    setPeriod: (choice: PeriodChoice, range?: { from: string; to: string }) =>
      update(
        choice === 'custom' && range
          ? { period: choice, from: range.from, to: range.to }
          : { period: choice, from: null, to: null },
      ),
  };
}
