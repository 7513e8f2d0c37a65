// Statistics: the advertisement video figures of the user's providers.
import { zGetProviderAdStatsQuery } from '../../../src/api/generated/zod/zod.gen';
import { db } from '../../db';
import { plain } from '../../db/collection';
import { addDays, isoDate, now, startOfDay } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import type { MockHttp } from '../../lib/http';
import { requireProviderRight } from '../../lib/rights';
import { parseQuery } from '../../lib/validate';

const AD_VIDEO_PERIOD_DAYS = 30;

export function adStatsHandlers(http: MockHttp) {
  return [
    http.get('/provider-ad-stats', ({ request, response, session }) => {
      const { providerId, videoType } = parseQuery(zGetProviderAdStatsQuery, request);
      // Another firm's provider is not visible (404); one of the account without an active link is 403
      // PROVIDER_NOT_LINKED (the document's Forbidden answer).
      const provider = db.providers.findFirst((q) => q.where({ id: providerId }));
      if (provider?.customerId !== session.customerId) throw notFound('Der Anbieter wurde nicht gefunden.');
      requireProviderRight(session, providerId, 'read', { unlinked: 'forbidden' });
      const records = db.adStats
        .all()
        .filter((r) => r.providerId === providerId && (videoType === 'all' || r.videoType === videoType));
      const today = startOfDay(now());
      const period = records[0]?.period ?? {
        start: isoDate(addDays(today, -(AD_VIDEO_PERIOD_DAYS - 1))),
        end: isoDate(today),
      };
      const data = {
        providerId,
        videoType,
        impressions: 0,
        plays: 0,
        completions: 0,
        clicks: 0,
        period: plain(period),
      };
      for (const r of records) {
        data.impressions += r.impressions;
        data.plays += r.plays;
        data.completions += r.completions;
        data.clicks += r.clicks;
      }
      return response(200).json({ data });
    }),
  ];
}
