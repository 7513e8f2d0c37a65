import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import type { components } from '@/api/generated/schema';
import { ProviderUpgradeRequestLimits } from '@/api/generated/limits';
import { createProposal } from '@/api/queries/proposals';
import { validationMessage } from '@/lib/forms/messages';

export type UpgradeFeature = components['schemas']['UpgradeFeature'];

const limits = ProviderUpgradeRequestLimits.properties;
const { required, tooLong } = validationMessage;

/** The upgrade form: the generated schema's limits with the portal's messages (i18n keys). */
export function upgradeFormSchema() {
  const companyMax = limits.companyName.maxLength;
  const nameMax = limits.name.maxLength;
  const messageMax = limits.message.maxLength;
  return z.object({
    companyName: z.string().trim().min(1, required()).max(companyMax, tooLong(companyMax)),
    name: z.string().trim().min(1, required()).max(nameMax, tooLong(nameMax)),
    message: z.string().trim().max(messageMax, tooLong(messageMax)),
  });
}

export type UpgradeFormValues = z.infer<ReturnType<typeof upgradeFormSchema>>;

export interface UpgradeRequestInput extends UpgradeFormValues {
  campaignId: number;
  customerId: number;
  customerUserId: number;
  feature: UpgradeFeature;
  providerId?: number | undefined;
}

/** The request body of a form its rules have checked. */
export function upgradeRequestBody(input: UpgradeRequestInput): components['schemas']['ProviderUpgradeRequest'] {
  return {
    type: 'upgrade',
    campaign: { id: input.campaignId },
    companyName: input.companyName,
    customer: { id: input.customerId },
    customerUser: { id: input.customerUserId },
    name: input.name,
    feature: input.feature,
    ...(input.providerId === undefined ? {} : { providerId: input.providerId }),
    ...(input.message === '' ? {} : { message: input.message }),
  };
}

export function createUpgradeRequest(input: UpgradeRequestInput) {
  return createProposal(upgradeRequestBody(input));
}

/**
 * Sends an upgrade request to the sales team. Nothing the portal shows lists these requests, so there is
 * nothing to invalidate.
 */
export function useCreateUpgradeRequest() {
  return useMutation({ mutationFn: createUpgradeRequest });
}
