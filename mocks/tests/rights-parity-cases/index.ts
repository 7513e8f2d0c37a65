// The table of mocks/tests/rights-parity.test.ts: for every operation of the API document that a logged-in user
// calls, which right it needs (docs/security.md, "Rights inside one account") and how to build a valid request for
// one provider from the database as it is at that moment. An operation that is about no provider says why.
//
// The table is split by area of the API, one module each; this module puts the areas together. The rights, and what
// a builder returns when the database holds nothing it could address: shared.ts.
import { ACCOUNT_CASES } from './account';
import { CATALOGUE_CASES } from './catalogues';
import { COUPLE_CASES } from './couples';
import { LEAD_CASES } from './leads';
import { CALENDAR_CASES, LISTING_DATA_CASES, PARTNER_CASES, PROMPT_CASES, PROVIDER_CASES } from './listing';
import { DISCOUNT_CASES, PROPOSAL_CASES, STATISTICS_CASES } from './marketing';
import { MEDIA_CASES } from './media';
import { PAYMENT_CASES } from './payments';
import { REVIEW_CASES } from './reviews';
import { REFERENCE_DATA_CASES, SESSION_CASES } from './session';
import type { RightsEntry } from './shared';
import { TEMPLATE_CASES } from './templates';

export type { Right, RightsCase, RightsContext, RightsEntry, RightsRequest } from './shared';

export const RIGHTS_CASES: Record<string, RightsEntry> = {
  ...SESSION_CASES,
  ...REFERENCE_DATA_CASES,
  ...LEAD_CASES,
  ...COUPLE_CASES,
  ...ACCOUNT_CASES,
  ...TEMPLATE_CASES,
  ...CATALOGUE_CASES,
  ...PAYMENT_CASES,
  ...PROVIDER_CASES,
  ...MEDIA_CASES,
  ...PARTNER_CASES,
  ...CALENDAR_CASES,
  ...LISTING_DATA_CASES,
  ...PROMPT_CASES,
  ...REVIEW_CASES,
  ...DISCOUNT_CASES,
  ...PROPOSAL_CASES,
  ...STATISTICS_CASES,
};
