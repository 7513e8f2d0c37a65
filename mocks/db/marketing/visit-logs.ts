// The visit log: single visits of the demo providers' pages over the last 6 months (a sample of a few per day and
// provider), with where the visitors came from, their device and city.
import type { z } from 'zod';
import { zVisitLog } from '../../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, addMonths, isoDateTime, startOfDay } from '../../lib/clock';
import type { Random } from '../../lib/random';
import { collection } from '../collection';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { PROFILES, VISIT_SEASON } from './profiles';

export const collections = {
  visitLogs: collection(zVisitLog),
};

/** Where visitors of each provider come from (weights). */
const VISITOR_CITIES: Record<number, Array<[string, number]>> = {
  [PROVIDER.havelblick]: [
    ['Berlin', 45],
    ['Potsdam', 30],
    ['Brandenburg an der Havel', 6],
    ['Werder (Havel)', 4],
    ['Hamburg', 3],
    ['Leipzig', 3],
  ],
  [PROVIDER.lichtwerk]: [
    ['Berlin', 62],
    ['Potsdam', 12],
    ['Cottbus', 3],
    ['Frankfurt (Oder)', 3],
    ['Hamburg', 4],
  ],
  [PROVIDER.brautsalon]: [
    ['Hamburg', 60],
    ['Norderstedt', 7],
    ['Pinneberg', 6],
    ['Lüneburg', 5],
    ['Kiel', 4],
    ['Bremen', 3],
  ],
};

function weighted<T>(random: Random, entries: ReadonlyArray<readonly [T, number]>): T {
  const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
  let pick = random.next() * total;
  for (const [value, weight] of entries) {
    pick -= weight;
    if (pick < 0) return value;
  }
  return (entries[entries.length - 1] as readonly [T, number])[0];
}

const SOURCES = [
  ['search', 40],
  ['category_list', 25],
  ['direct', 10],
  ['ad', 15],
  ['external', 10],
] as const;
const DEVICES = [
  ['mobile', 62],
  ['desktop', 30],
  ['tablet', 8],
] as const;
/** Visits by hour of day: evenings and lunch breaks. */
const HOURS: Array<[number, number]> = Array.from({ length: 24 }, (_, hour) => [
  hour,
  hour < 6 ? 1 : hour < 9 ? 3 : hour < 12 ? 5 : hour < 14 ? 7 : hour < 18 ? 5 : hour < 23 ? 10 : 3,
]);

/**
 * Visits by day of the week (Sunday first): couples plan on Sunday evenings and Monday lunch breaks, least on
 * Fridays and Saturdays, when they are out (and weddings are held).
 */
const WEEKDAY_RHYTHM = [1.45, 1.2, 1.0, 0.95, 0.9, 0.7, 0.8];

/** Single visits over the last 6 months (a sample of a few per day and provider), newest with the highest id. */
export async function seedVisitLogs(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const visits: Array<z.input<typeof zVisitLog>> = [];
  const first = addMonths(startOfDay(now), -6);
  const dayCount = Math.round((startOfDay(now).getTime() - first.getTime()) / 86_400_000);
  for (const profile of PROFILES) {
    const perDay = profile.views / 600;
    for (let d = 0; d <= dayCount; d++) {
      const dayStart = addDays(first, d);
      const season = VISIT_SEASON[dayStart.getUTCMonth()] ?? 1;
      const weekday = WEEKDAY_RHYTHM[dayStart.getUTCDay()] ?? 1;
      const count = Math.floor(perDay * season * weekday * (0.6 + random.next() * 0.8) + random.next());
      for (let i = 0; i < count; i++) {
        const visitedAt = addMinutes(
          dayStart,
          weighted(random, HOURS) * 60 + random.int(0, 59) + random.int(0, 59) / 60,
        );
        if (visitedAt > now) continue;
        const cities = VISITOR_CITIES[profile.providerId] ?? [];
        visits.push({
          id: 0,
          providerId: profile.providerId,
          visitedAt: isoDateTime(visitedAt),
          source: weighted(random, SOURCES),
          device: weighted(random, DEVICES),
          city: random.chance(0.1) ? null : weighted(random, cities),
        });
      }
    }
  }
  visits.sort((a, b) => a.visitedAt.localeCompare(b.visitedAt));
  let id = 9_800_001;
  for (const visit of visits) await db.visitLogs.create({ ...visit, id: id++ });
}
