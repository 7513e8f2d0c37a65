import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { zProviderUpgradeRequest } from '@/api/generated/zod/zod.gen';
import { validationMessage } from '@/lib/forms/messages';

export type UpgradeFeature = components['schemas']['UpgradeFeature'];

const generated = zProviderUpgradeRequest.shape;
const maxOf = (schema: { maxLength: number | null }, fallback: number) => schema.maxLength ?? fallback;
const { required, tooLong } = validationMessage;

/** The upgrade form: the generated schema's limits with the portal's messages (i18n keys). */
export function upgradeFormSchema() {
  const companyMax = maxOf(generated.companyName, 200);
  const nameMax = maxOf(generated.name, 100);
  const messageMax = maxOf(generated.message.unwrap().unwrap(), 1000);
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

export async function createUpgradeRequest(input: UpgradeRequestInput) {
  const body: z.infer<typeof zProviderUpgradeRequest> = {
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
  return unwrap(await api.POST('/proposals', { body })).data;
}

/**
 * Sends an upgrade request to the sales team. Nothing the portal shows lists these requests, so there is
 * nothing to invalidate.
 */
export function useCreateUpgradeRequest() {
  return useMutation({ mutationFn: createUpgradeRequest });
}
