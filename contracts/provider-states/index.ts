/**
 * Pact provider states (contracts/, `npm run contract:verify`): each name states a fact, its setup puts the
 * database into it. States that need a fresh database reset it first; states about seeded records only check
 * them (so they combine with a reset in any order). Answers the session values the state created, if any.
 */
// The verifier (contracts/verify.pact.test.ts) sets them through the mock HTTP server's control endpoint
// POST /__mock/provider-states (mocks/http-server.ts), which calls `providerState`.
import { authStates } from './auth';
import { dashboardStates } from './dashboard';
import { leadsStates } from './leads';
import { listingStates } from './listing';
import { reviewsMediaStates } from './reviews-media';
import { signupCalendarPaymentsStates } from './signup-calendar-payments';
import type { ProviderStates } from './support';

export { currentValidationErrorFormat } from './support';

const PROVIDER_STATES: ProviderStates = {
  ...authStates,
  ...dashboardStates,
  ...leadsStates,
  ...listingStates,
  ...reviewsMediaStates,
  ...signupCalendarPaymentsStates,
};

export async function providerState(input: Record<string, unknown>): Promise<Record<string, unknown>> {
  // The Pact verifier also calls with action "teardown": nothing to undo, the next setup resets.
  if (input.action === 'teardown') return {};
  const state = String(input.state ?? '');
  const setup = PROVIDER_STATES[state];
  if (!setup) throw new Error(`Unknown provider state "${state}". Known: ${Object.keys(PROVIDER_STATES).join('; ')}.`);
  return setup((input.params ?? {}) as Record<string, unknown>);
}
