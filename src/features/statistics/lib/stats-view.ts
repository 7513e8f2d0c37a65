import type { LoggedInUser } from '@/lib/session/session-query';
import { type StatsKind, statsProviders } from '@/lib/stats-access';
import { resolvePeriod, type statisticsParams } from './period';

export type StatisticsValues = ReturnType<typeof statisticsParams.read>;

/**
 * What a statistics page shows for the user and its URL on `today`: the providers it may show, the chosen one (the
 * first when the URL names none or one the page may not show; undefined when it may show none), and the current and
 * previous windows. One rule for the page and its loader, so the loader asks for the very windows the page reads.
 */
export function statsView(user: LoggedInUser, kind: StatsKind, values: StatisticsValues, today: string) {
  const providers = statsProviders(user, kind);
  return {
    providers,
    provider: providers.find((p) => p.id === values.provider) ?? providers[0],
    period: resolvePeriod({ period: values.period, from: values.from, to: values.to }, today),
  };
}
