// Statistics of a provider: monthly visits, bookings (weddings) and rivals, the visit log and the advertisement
// video figures, one module per sub-resource. Only the user's providers (others: 404; the visit log, which has no
// 404, answers 403).
// Access (spec points 2 and 6): visits, bookings and the visit log need productFeatures.statsAccess and a
// provider that is not on hold; rivals need rivalStatsAccess > 0 and list at most that many rivals.
// Windows are whole months, at most 12, by default the last 12 including the current month.
import type { MockHttp } from '../../lib/http';
import { monthlyStatsHandlers } from './monthly';
import { visitLogHandlers } from './visit-log';
import { adStatsHandlers } from './ad-stats';

export function statisticsHandlers(http: MockHttp) {
  return [...monthlyStatsHandlers(http), ...visitLogHandlers(http), ...adStatsHandlers(http)];
}
