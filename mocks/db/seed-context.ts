import type { Random } from '../lib/random';
import type { Database } from './index';

/** Named scenarios of the mock backend (README). */
export const SCENARIOS = ['default', 'empty', 'large', 'basic-plan'] as const;
export type ScenarioName = (typeof SCENARIOS)[number];

export function isScenario(value: unknown): value is ScenarioName {
  return typeof value === 'string' && (SCENARIOS as readonly string[]).includes(value);
}

export interface SeedContext {
  db: Database;
  random: Random;
  /** The instant the seed is anchored to (start of the mock world). */
  now: Date;
  scenario: ScenarioName;
}
