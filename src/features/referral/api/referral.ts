// The referral form's call (spec points 3, 5 and 7): POST /proposals with type "referral", the campaign and the
// categories from the configs ("settings" in the spec), the form's rules beside it.
import { useMutation } from '@tanstack/react-query';
import { createProposal } from '@/api/queries/proposals';
import type { components } from '@/api/generated/schema';
import { ReferralProposalLimits } from '@/api/generated/limits';
import { activeEntries, type Configs, useConfigs } from '@/api/queries/configs';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { flatDraft } from '@/lib/drafts';
import { DEFAULT_PHONE_COUNTRY } from '@/lib/phone-countries';
import { REFERRAL_CONFIG_TYPES } from './referral-configs';

/** The config campaign_id entry of referrals (501 is the upgrade dialogs'). */
export const REFERRAL_CAMPAIGN_ITEM_ID = 502;

const limits = ReferralProposalLimits.properties;
export const COMPANY_NAME_MAX_LENGTH = limits.companyName.maxLength;
export const CONTACT_NAME_MAX_LENGTH = limits.name.maxLength;

export interface ReferralCategory {
  id: number;
  label: string;
}

export interface ReferralSetup {
  /** The referral campaign's id, or null when the configs have no active entry 502. */
  campaignId: number | null;
  /** The categories a referred company can have (config allowed_provider_category_ids). */
  categories: ReferralCategory[];
}

export function referralSetupOf(configs: Configs): ReferralSetup {
  const campaign = activeEntries(configs, 'campaign_id').find(
    (entry) => Number(entry.itemId) === REFERRAL_CAMPAIGN_ITEM_ID,
  );
  const categories = activeEntries(configs, 'allowed_provider_category_ids')
    .map((entry) => ({ id: Number(entry.itemId), label: entry.value }))
    .filter((category) => Number.isInteger(category.id) && category.id > 0);
  return { campaignId: campaign ? REFERRAL_CAMPAIGN_ITEM_ID : null, categories };
}

// Still exported here, where the contract tests read it; the route loader takes it from its own small module.
export { REFERRAL_CONFIG_TYPES };

/** The campaign and the categories of the form, from the configs (cached for 7 days). */
export function useReferralSetup() {
  return useConfigs(REFERRAL_CONFIG_TYPES, referralSetupOf);
}

export interface ReferralFormValues {
  companyName: string;
  name: string;
  phone: string;
  phoneCountry: string;
  /** The category's id as text; '' before one is chosen. */
  categoryId: string;
  /** The terms checkbox: the send button stays disabled until it is ticked (spec point 5). */
  acceptTerms: boolean;
}

export const EMPTY_REFERRAL: ReferralFormValues = {
  companyName: '',
  name: '',
  phone: '',
  phoneCountry: DEFAULT_PHONE_COUNTRY,
  categoryId: '',
  acceptTerms: false,
};

/** What a draft of the form may hold; anything else in storage is discarded. */
export const referralDraft = flatDraft<ReferralFormValues>({
  companyName: 'string',
  name: 'string',
  phone: 'string',
  phoneCountry: 'string',
  categoryId: 'string',
  acceptTerms: 'boolean',
});

/** The server's field paths (error format 1) to the form's fields. */
export const REFERRAL_SERVER_FIELDS: ServerFieldMap<ReferralFormValues> = {
  companyName: 'companyName',
  name: 'name',
  phone: 'phone',
  'category.id': 'categoryId',
  category: 'categoryId',
};

export interface ReferralInput {
  values: ReferralFormValues;
  campaignId: number;
  customerId: number;
  customerUserId: number;
}

export type ReferralProposal = components['schemas']['ReferralProposal'];

/** The request body of a form its rules have checked (they hand over the phone in E.164). */
export function referralBody({ values, campaignId, customerId, customerUserId }: ReferralInput): ReferralProposal {
  return {
    type: 'referral',
    companyName: values.companyName.trim(),
    name: values.name.trim(),
    phone: values.phone,
    category: { id: Number(values.categoryId) },
    campaign: { id: campaignId },
    customerUserId,
    customerId,
  };
}

export function createReferral(input: ReferralInput) {
  return createProposal(referralBody(input));
}

/** Sends a referral to the sales team. Nothing the portal shows lists referrals, so nothing is invalidated. */
export function useCreateReferral() {
  return useMutation({ mutationFn: createReferral });
}
