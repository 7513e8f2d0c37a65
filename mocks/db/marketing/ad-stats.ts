// Advertisement video figures of the demo providers per video type.
import { z } from 'zod';
import { zProviderAdStatsPeriod, zVideoType } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDate, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { jitter, PROFILES } from './profiles';

export const collections = {
  /** Advertisement video figures per provider and video type (never `all`: that is the sum). */
  adStats: collection(
    z.object({
      id: z.int().gte(1),
      providerId: z.int().gte(1),
      videoType: zVideoType.exclude(['all']),
      impressions: z.int().gte(0),
      plays: z.int().gte(0),
      completions: z.int().gte(0),
      clicks: z.int().gte(0),
      period: zProviderAdStatsPeriod,
    }),
  ),
};

const AD_VIDEO_TYPES = ['subscription', 'subscription_rnd', 'video', '360video', 'video_self'] as const;

/** Advertisement video figures of the current 30-day period for every video type. */
export async function seedAdStats(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const period = { start: isoDate(addDays(startOfDay(now), -29)), end: isoDate(startOfDay(now)) };
  const reach: Record<(typeof AD_VIDEO_TYPES)[number], number> = {
    subscription: 18_000,
    subscription_rnd: 9_000,
    video: 12_000,
    '360video': 4_500,
    video_self: 3_000,
  };
  let id = 1;
  for (const profile of PROFILES) {
    const scale = profile.views / 1500;
    for (const videoType of AD_VIDEO_TYPES) {
      const impressions = jitter(random, reach[videoType] * scale, 0.2);
      const plays = jitter(random, impressions * 0.27, 0.15);
      const completions = Math.min(plays, jitter(random, plays * 0.37, 0.15));
      await db.adStats.create({
        id: id++,
        providerId: profile.providerId,
        videoType,
        impressions,
        plays,
        completions,
        clicks: jitter(random, impressions * 0.018, 0.25),
        period,
      });
    }
  }
}
