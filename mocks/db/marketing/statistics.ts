// Monthly statistics: visit and booking figures of the demo providers (the last 12 months and the year before) and
// the figures of rival providers (other firms on the marketplace) by category and city.
import { z } from 'zod';
import { zBookingStatsMonth, zCategory, zStatsMonth, zVisitStatsMonth } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoMonth, marketDay, parseDate } from '../../lib/clock';
import { createRandom, type Random } from '../../lib/random';
import { collection } from '../collection';
import { CATEGORY, CITY } from '../core';
import { LEAD_ARCHIVE_DAYS, type SeedContext } from '../seed-context';
import { jitter, PROFILES, VISIT_SEASON, WEDDING_SEASON } from './profiles';

export const collections = {
  /**
   * Visit counters per provider and month. `infoRequests` holds only the requests before the first seeded lead; the
   * handlers add the leads' own count (`mocks/lib/lead-statistics.ts`).
   */
  visitStats: collection(zVisitStatsMonth.extend({ id: z.int().gte(1), providerId: z.int().gte(1) })),
  /**
   * Lead funnel counters per provider and month, with the month's average first response time. `leads`, `offers` and
   * `deals` hold only the requests before the first seeded lead (the statistics add the leads themselves);
   * `weddings` (weddings held that month) is the whole figure.
   */
  bookingStats: collection(
    zBookingStatsMonth.extend({
      id: z.int().gte(1),
      providerId: z.int().gte(1),
      averageResponseSeconds: z.int().gte(0).nullable(),
    }),
  ),
  /** Monthly figures of rival providers (other firms on the marketplace), by category and city. */
  rivalStats: collection(
    z.object({
      id: z.int().gte(1),
      name: z.string().min(1),
      categoryId: z.int().gte(1),
      cityId: z.int().gte(1),
      category: zCategory,
      month: zStatsMonth,
      profileViews: z.int().gte(0),
      infoRequests: z.int().gte(0),
      deals: z.int().gte(0),
    }),
  ),
};

/** Rival providers (other firms) by category and city; a plan sees at most rivalStatsAccess of them. */
const RIVALS: Array<{ cat: keyof typeof CATEGORY; cityId: number; names: Array<[string, number]> }> = [
  {
    cat: 'venue',
    cityId: CITY.potsdam,
    names: [
      ['Orangerie am Heiligen See', 2050],
      ['Gutshaus Fahrland', 1720],
      ['Remise Babelsberg', 1390],
      ['Hofgut Caputh', 1210],
      ['Seeterrassen Templin', 980],
      ['Alte Ziegelei Werder', 860],
      ['Kavaliershaus Glienicke', 640],
    ],
  },
  {
    cat: 'photographer',
    cityId: CITY.berlin,
    names: [
      ['Spreelicht Fotografie', 1280],
      ['Marlene Koch Hochzeitsfotografie', 1040],
      ['Augenblick Berlin', 890],
      ['Kiezbild Fotostudio', 720],
      ['Jonas Weber Fotografie', 560],
    ],
  },
  {
    cat: 'bridalGown',
    cityId: CITY.hamburg,
    names: [
      ['Brautatelier Elbherz', 840],
      ['Hanseatin Brautmoden', 700],
      ['Weißes Kleid Eppendorf', 510],
      ['Atelier Alsterbraut', 430],
    ],
  },
  {
    cat: 'venue',
    cityId: CITY.hamburg,
    names: [
      ['Fährhaus Övelgönne', 1650],
      ['Festscheune Gut Wulfsdorf', 1310],
      ['Speicherboden HafenCity', 1180],
      ['Landhaus am Falkenstein', 920],
    ],
  },
];

/** First day of the month `offset` months from the month of `date` (UTC). */
function monthStart(date: Date, offset = 0): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + offset, 1));
}

function daysInMonth(start: Date): number {
  return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 0)).getUTCDate();
}

/**
 * The months from `from` to `to` months from now (default: the last 12 including the current one), oldest first,
 * with the share of the month already past.
 */
function seededMonths(now: Date, from = -11, to = 0): Array<{ month: string; calendarMonth: number; share: number }> {
  // The market's months (docs/dates.md): at 23:30 UTC on 31 December it is January in Berlin already.
  const today = parseDate(marketDay(now));
  const result = [];
  for (let offset = from; offset <= to; offset++) {
    const start = monthStart(today, offset);
    const share = offset === 0 ? today.getUTCDate() / daysInMonth(start) : 1;
    result.push({ month: isoMonth(start), calendarMonth: start.getUTCMonth(), share });
  }
  return result;
}

/** The share of `month` (`YYYY-MM`) before the day `firstLeadDay` (`YYYY-MM-DD`): 1 before its month, 0 after. */
function archivedShare(month: string, firstLeadDay: string): number {
  const firstLeadMonth = firstLeadDay.slice(0, 7);
  if (month < firstLeadMonth) return 1;
  if (month > firstLeadMonth) return 0;
  return (Number(firstLeadDay.slice(8, 10)) - 1) / daysInMonth(parseDate(`${month}-01`));
}

/** Seed of the random sequence of the history year (the year before the last 12 months). */
const HISTORY_SEED = 20_24_11;

/** Visit and booking figures of each demo provider for `months`; `growthOf` scales the month at that index. */
async function seedMonthlyStats(
  db: SeedContext['db'],
  random: Random,
  months: ReturnType<typeof seededMonths>,
  growthOf: (index: number) => number,
  ids: { visit: number; booking: number },
  firstLeadDay: string,
): Promise<void> {
  for (const profile of PROFILES) {
    for (const [index, { month, calendarMonth, share }] of months.entries()) {
      const growth = growthOf(index);
      // Requests from the first seeded lead on are counted from the leads when the statistics are asked for; the
      // record keeps the part of the month before (all of it for older months, none for later ones).
      const archived = archivedShare(month, firstLeadDay);
      const before = (count: number) => Math.round(count * archived);
      const profileViews = jitter(random, profile.views * (VISIT_SEASON[calendarMonth] ?? 1) * growth * share);
      const infoRequests = jitter(random, profileViews * profile.requestShare, 0.2);
      await db.visitStats.create({
        id: ids.visit++,
        providerId: profile.providerId,
        month,
        profileViews,
        uniqueVisitors: Math.min(profileViews, jitter(random, profileViews * profile.uniqueShare, 0.05)),
        phoneClicks: jitter(random, profileViews * profile.phoneShare, 0.2),
        websiteClicks: jitter(random, profileViews * profile.websiteShare, 0.2),
        infoRequests: before(infoRequests),
      });
      // Leads are the listing's info requests plus couples who called or wrote on WhatsApp.
      const leads = infoRequests + jitter(random, infoRequests * 0.15, 0.5);
      const offers = Math.min(leads, jitter(random, leads * profile.offerShare, 0.15));
      const deals = Math.min(offers, jitter(random, leads * profile.dealShare, 0.3));
      await db.bookingStats.create({
        id: ids.booking++,
        providerId: profile.providerId,
        month,
        leads: before(leads),
        offers: before(offers),
        deals: before(deals),
        weddings: jitter(random, profile.weddings * (WEDDING_SEASON[calendarMonth] ?? 1) * share, 0.3),
        averageResponseSeconds: leads === 0 ? null : jitter(random, profile.responseSeconds, 0.25),
      });
    }
  }
}

/** Rivals are other firms' figures: they exist for a brand-new account too. */
export async function seedRivalStats(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const months = seededMonths(now);
  let rivalId = 1;
  for (const group of RIVALS) {
    const c = CATEGORY[group.cat];
    for (const [name, views] of group.names) {
      for (const { month, calendarMonth, share } of months) {
        const profileViews = jitter(random, views * (VISIT_SEASON[calendarMonth] ?? 1) * share);
        const infoRequests = jitter(random, profileViews * 0.02, 0.25);
        await db.rivalStats.create({
          id: rivalId++,
          name,
          categoryId: c.id,
          cityId: group.cityId,
          category: { id: c.id, name: c.name, categoryType: c.categoryType },
          month,
          profileViews,
          infoRequests,
          deals: jitter(random, infoRequests * 0.2, 0.4),
        });
      }
    }
  }
}

/** The demo providers' visit and booking figures of the last 12 months and of the year before. */
export async function seedProviderStats(ctx: SeedContext): Promise<void> {
  const { db, random, now } = ctx;
  const months = seededMonths(now);
  const ids = { visit: 1, booking: 1 };
  const firstLeadDay = marketDay(addDays(now, -(LEAD_ARCHIVE_DAYS - 1)));
  await seedMonthlyStats(db, random, months, (index) => 0.92 + index * 0.012, ids, firstLeadDay);
  // The year before, from its own random sequence (so the figures above stay as they were), about 10 % lower:
  // the previous period of a 12-month window has figures to compare with.
  const history = seededMonths(now, -23, -12);
  await seedMonthlyStats(db, createRandom(HISTORY_SEED), history, (index) => 0.82 + index * 0.01, ids, firstLeadDay);
}
