// Control of the mock backend that only the mock has (never part of the API document): scenario reset,
// state, fault injection, one-time codes for tests. Shared by the HTTP server and the browser dev panel.
import { db, getScenario, getSeededAt, resetDatabase } from './db';
import { isScenario, SCENARIOS, type ScenarioName } from './db/seed-context';
import { clearFault, clearFaults, FAULT_KINDS, type Fault, listFaults, setFault } from './lib/faults';

export { SCENARIOS, type ScenarioName };

export function mockState() {
  return {
    scenario: getScenario(),
    seededAt: getSeededAt().toISOString(),
    scenarios: SCENARIOS,
    faults: listFaults(),
    counts: Object.fromEntries(
      Object.entries(db).map(([name, items]) => [name, (items as { count(): number }).count()]),
    ),
  };
}

export async function switchScenario(scenario: unknown): Promise<ScenarioName> {
  if (!isScenario(scenario)) throw new Error(`Unknown scenario "${String(scenario)}". Known: ${SCENARIOS.join(', ')}.`);
  await resetDatabase(scenario);
  return scenario;
}

export function injectFault(operationId: string, fault: Fault): void {
  if (!FAULT_KINDS.includes(fault.kind)) throw new Error(`Unknown fault kind "${fault.kind}".`);
  setFault(operationId, fault);
}

export { clearFault, clearFaults };

/** The latest one-time login code of a user (what a real server would send by SMS). */
export function latestQuickLoginCode(username: string): string | null {
  return db.quickLoginCodes.findMany((q) => q.where({ username, used: false })).at(-1)?.code ?? null;
}

/** A control request's body was not a JSON object: the control surface answers 400, never 500. */
export class ControlInputError extends Error {}

/** Reads the JSON object a control request sends (an empty body is an empty object). */
export function parseControlBody(text: string | undefined): Record<string, unknown> {
  if (!text) return {};
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ControlInputError('The body of a /__mock/ request must be JSON.');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ControlInputError('The body of a /__mock/ request must be a JSON object.');
  return value as Record<string, unknown>;
}
