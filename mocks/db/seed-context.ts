import type { Random } from '../lib/random';
import type { Database } from './index';

/** Named scenarios of the mock backend (README). */
/**
 * `payment-due`: like `default`, but the shop's pending plus-leads payment is overdue (due 6 days ago), so every
 * login of the first customer is sent to /checkout until it is paid (docs/payments.md, "Checkout").
 */
export const SCENARIOS = ['default', 'empty', 'large', 'basic-plan', 'payment-due'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function isScenario(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

/**
 * How far back the seeded leads reach (days, the seed's day included). Requests before that exist only as the monthly
 * figures of the statistics (`marketing/statistics.ts` seeds them for the days before the first lead); from the first lead on,
 * the statistics count the leads themselves (`mocks/lib/lead-statistics.ts`).
 */
export const LEAD_ARCHIVE_DAYS = 182;

export interface SeedContext {
  db: Database;
  random: Random;
  /** The instant the seed is anchored to (start of the mock world). */
  now: Date;
  scenario: ScenarioName;
}
