// Client-side rules equal server-side rules (issue 37, "How to make it stay right"): every form that sends a request
// body, each of its fields mapped to the body's property, fed the boundaries of the property's documented rule
// (src/testing/rule-parity.ts) through the form's own rules and transform and through the mock backend's handler.
// Both must accept or both refuse. A property the document adds to a form's operation fails the test until it is a
// field here or listed as not typed by the user.
import { afterAll, describe, expect, it } from 'vitest';
import { PROVIDER } from '@mocks/db/core';
import { listProviderDataUpdatesQueryLimits } from '@/api/generated/limits';
import type { ProviderDataUpdate, ProviderForm } from '@/features/listing/api/provider-content';
import { answerFieldsOf, pendingByField } from '@/features/listing/lib/profile-tabs';
import { checkParity, type ParityOutcome, type ParitySpec, prepareParity } from '@/testing/rule-parity';
import { apiGet } from '@/testing/rule-parity-inputs';
import {
  hall,
  listingGeneral,
  listingDescription,
  listingContact,
  listingCorrectionSpec,
  answerSpec,
} from '@/testing/rule-parity-listing';
import { catalogCreate, catalogEdit, catalogPriceUpdate, product, discountSpec } from '@/testing/rule-parity-offers';
import {
  teamUser,
  settingsProfile,
  reviewReply,
  addCouple,
  mailTemplate,
  ownPassword,
  referral,
  upgradeRequest,
  coupon,
  cardRename,
} from '@/testing/rule-parity-account';
import {
  leadEmail,
  leadSms,
  leadNote,
  leadNoteEdit,
  leadReminder,
  leadInteraction,
  leadData,
  leadReason,
  leadAdd,
} from '@/testing/rule-parity-leads';
import {
  signupWizard,
  calendarEvent,
  galleryVideo,
  forgotUsername,
  passwordResetRequest,
  passwordReset,
  invitation,
  renewal,
} from '@/testing/rule-parity-signup';

// ---------------------------------------------------------------- the table

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of forms of different value types
const FORMS: Array<ParitySpec<any, any>> = [
  hall,
  listingGeneral,
  listingDescription,
  listingContact,
  catalogCreate,
  catalogEdit,
  catalogPriceUpdate,
  product,
  discountSpec('discount'),
  discountSpec('installment'),
  teamUser,
  settingsProfile,
  reviewReply,
  addCouple,
  mailTemplate,
  leadEmail,
  leadSms,
  leadNote,
  leadNoteEdit,
  leadReminder,
  leadInteraction,
  leadAdd,
  signupWizard,
  calendarEvent,
  galleryVideo,
  ownPassword,
  referral,
  upgradeRequest,
  coupon,
  cardRename,
  leadData,
  leadReason('reject'),
  leadReason('report'),
  forgotUsername,
  passwordResetRequest('username'),
  passwordResetRequest('email'),
  passwordReset,
  invitation,
  renewal,
];

/** The listing's own fields while a change of theirs waits for approval. */
const LISTING_CORRECTIONS = [listingGeneral, listingDescription, listingContact].flatMap((spec) =>
  spec.fields.map((field) => listingCorrectionSpec(spec.form.replace('Listing info, tab ', ''), field)),
);

/** The info page's tabs of form fields (the listing's own tabs hold some too). */
const ANSWER_TABS = ['general', 'budget', 'capacity', 'services'];

const tally = { cases: 0, untypeable: 0 };

function report(name: string, outcome: ParityOutcome) {
  tally.cases += outcome.cases;
  tally.untypeable += outcome.untypeable;
  if (process.env.RULE_PARITY_LOG) process.stdout.write(`\n# ${name}\n${outcome.log.join('\n')}\n`);
}

describe('client-side rules equal server-side rules', () => {
  it.each(FORMS.map((spec) => [spec.form, spec] as const))('%s', async (_name, spec) => {
    const outcome = await checkParity(spec);
    report(spec.form, outcome);
    expect(outcome.problems).toEqual([]);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBeGreaterThan(0);
  });

  it.each(LISTING_CORRECTIONS.map((spec) => [spec.form, spec] as const))('%s', async (_name, spec) => {
    const outcome = await checkParity(spec);
    report(spec.form, outcome);
    expect(outcome.problems).toEqual([]);
    expect(outcome.disagreements).toEqual([]);
    expect(outcome.cases).toBeGreaterThan(0);
  });

  it.each(ANSWER_TABS)('Listing info, the form fields of tab %s', async (tab) => {
    const session = await prepareParity('demo');
    const id = PROVIDER.havelblick;
    const forms = await apiGet<ProviderForm[]>(session, `/provider-forms?providerId=${id}`);
    const pending = pendingByField(
      await apiGet<ProviderDataUpdate[]>(
        session,
        `/provider-data-update-queue?providerIds=${id}&status=pending&limit=${listProviderDataUpdatesQueryLimits.limit.maximum}`,
      ),
    );
    const fields = answerFieldsOf(tab, forms);
    expect(fields.length).toBeGreaterThan(0);
    const found: ParityOutcome = { cases: 0, untypeable: 0, disagreements: [], gaps: [], problems: [], log: [] };
    for (const form of fields) {
      const spec = answerSpec(tab, form, pending.has(form.fieldName));
      const outcome = await checkParity(spec, session);
      report(spec.form, outcome);
      found.cases += outcome.cases;
      found.problems.push(...outcome.problems.map((problem) => `${form.fieldName}: ${problem}`));
      found.disagreements.push(...outcome.disagreements.map((disagreement) => `${form.fieldName}: ${disagreement}`));
    }
    expect(found.problems).toEqual([]);
    expect(found.disagreements).toEqual([]);
    expect(found.cases).toBeGreaterThan(0);
  });

  afterAll(() => {
    if (process.env.RULE_PARITY_LOG)
      process.stdout.write(`\n${tally.cases} cases fed to both sides, ${tally.untypeable} inputs no control holds\n`);
  });
});
