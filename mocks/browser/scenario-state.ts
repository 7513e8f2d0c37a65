// The browser mock's chosen scenario and its reset, shared by the mock's start-up and the developer panel.
import { resetDatabase } from '../db';
import type { ScenarioName } from '../db/seed-context';
import { clearSnapshot, scheduleSave } from './persistence';

/** Scenario choice: `?mockScenario=large` in the URL, else the last one chosen (localStorage). */
export const SCENARIO_STORAGE_KEY = 'mock:scenario';

/** Dev panel action: seed the scenario again and forget the saved state. */
export async function resetMockState(scenario: ScenarioName): Promise<void> {
  await clearSnapshot();
  window.localStorage.setItem(SCENARIO_STORAGE_KEY, scenario);
  await resetDatabase(scenario);
  scheduleSave();
}
