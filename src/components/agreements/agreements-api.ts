// The agreements a logged-in user must accept (spec point 7: agreement-texts, customer-user-agreement-signs): the
// current texts, the user's signatures, and which texts still need one. The rule is written in docs/signup.md.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listAgreementSignsQueryLimits, listAgreementTextsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type AgreementText = components['schemas']['AgreementText'];
export type AgreementSign = components['schemas']['AgreementSign'];
type AgreementTextType = components['schemas']['AgreementTextType'];

/**
 * The texts every user of the portal must have accepted in their current version: the terms and the privacy
 * policy. The preliminary information belongs to the application wizard, the referral terms to the referral form.
 */
export const REQUIRED_AGREEMENT_TYPES: readonly AgreementTextType[] = ['terms', 'privacy'];

export const agreementKeys = {
  all: ['agreements'] as const,
  texts: () => ['agreements', 'texts'] as const,
  signs: (userId: number) => ['agreements', 'signs', userId] as const,
};

/** The current version of every agreement text (all pages). */
export function listAllAgreementTexts(signal?: AbortSignal): Promise<AgreementText[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/agreement-texts', {
        params: { query: { limit: listAgreementTextsQueryLimits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

/** Every signature of the logged-in user (all pages). */
export function listAllAgreementSigns(signal?: AbortSignal): Promise<AgreementSign[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/customer-user-agreement-signs', {
        params: { query: { limit: listAgreementSignsQueryLimits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

export async function signAgreement(agreementTextId: number): Promise<AgreementSign> {
  return unwrap(await api.POST('/customer-user-agreement-signs', { body: { agreementTextId } })).data;
}

export function agreementTextsQueryOptions() {
  return queryOptions({ queryKey: agreementKeys.texts(), queryFn: ({ signal }) => listAllAgreementTexts(signal) });
}

export function agreementSignsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: agreementKeys.signs(userId),
    queryFn: ({ signal }) => listAllAgreementSigns(signal),
  });
}

/** The current texts of the required types the user has not signed in this version, in the document's order. */
export function agreementsToSign(texts: readonly AgreementText[], signs: readonly AgreementSign[]): AgreementText[] {
  return texts.filter(
    (text) =>
      REQUIRED_AGREEMENT_TYPES.includes(text.type) &&
      !signs.some((sign) => sign.agreementTextId === text.id && sign.version === text.version),
  );
}

/** The texts the user still has to accept; `undefined` while loading or when the check failed. */
export function useAgreementsToSign(userId: number, enabled: boolean) {
  const texts = useQuery({ ...agreementTextsQueryOptions(), enabled });
  const signs = useQuery({ ...agreementSignsQueryOptions(userId), enabled });
  const failed = texts.isError || signs.isError;
  const toSign = texts.data && signs.data ? agreementsToSign(texts.data, signs.data) : undefined;
  return { toSign, failed };
}

export function useSignAgreement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signAgreement,
    // Signed (or already signed, or the text changed meanwhile): read both lists again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: agreementKeys.all }),
  });
}
