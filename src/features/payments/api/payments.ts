// The payments screens' calls: payments of a provider (pending and past), installment options, paying (with the
// 3-D Secure round trip) and the account's saved cards. Card numbers and CVVs pass through these functions into
// the request body only: never into a query key, a URL of the portal, storage or a log (docs/payments.md).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listPaymentsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { sessionKeys } from '@/lib/session/session-query';
import type { CardBrand } from '../lib/card-rules';

export type Payment = components['schemas']['Payment'];
export type CreditCard = components['schemas']['CreditCard'];
export type CreditCardCreate = components['schemas']['CreditCardCreate'];
export type CreditCardUpdate = components['schemas']['CreditCardUpdate'];
export type InstallmentOption = components['schemas']['PaymentInstallmentOption'];
export type PaymentPay = components['schemas']['PaymentPay'];
export type PaymentResult = components['schemas']['PaymentResult'];
export type PaymentState = 'pending' | 'past';

export const paymentKeys = {
  all: ['payments'] as const,
  lists: () => [...paymentKeys.all, 'list'] as const,
  list: (providerId: number | null, state: PaymentState) => [...paymentKeys.lists(), providerId, state] as const,
  cards: (customerId: number) => [...paymentKeys.all, 'cards', customerId] as const,
  /** By brand, never by the card's digits: the cache must not hold any part of a card number. */
  installments: (paymentId: number, brand: CardBrand | 'saved') =>
    [...paymentKeys.all, 'installments', paymentId, brand] as const,
};

/** Every payment of one provider (or of all the user's providers) in one state, newest first. */
export async function listPayments(
  providerId: number | null,
  state: PaymentState,
  signal?: AbortSignal,
): Promise<Payment[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/payments', {
        params: {
          query: {
            ...(providerId === null ? {} : { providerId }),
            state,
            limit: listPaymentsQueryLimits.limit.maximum,
            page,
          },
        },
        signal,
      }),
    ),
  );
}

export function paymentsQueryOptions(providerId: number | null, state: PaymentState) {
  return queryOptions({
    queryKey: paymentKeys.list(providerId, state),
    queryFn: ({ signal }) => listPayments(providerId, state, signal),
  });
}

export function usePayments(providerId: number | null, state: PaymentState) {
  return useQuery(paymentsQueryOptions(providerId, state));
}

export async function listCreditCards(customerId: number, signal?: AbortSignal): Promise<CreditCard[]> {
  return unwrap(await api.GET('/customers/{customerId}/credit-cards', { params: { path: { customerId } }, signal }))
    .data;
}

export function creditCardsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: paymentKeys.cards(customerId),
    queryFn: ({ signal }) => listCreditCards(customerId, signal),
  });
}

export function useCreditCards(customerId: number) {
  return useQuery(creditCardsQueryOptions(customerId));
}

export async function createCreditCard(customerId: number, body: CreditCardCreate): Promise<CreditCard> {
  return unwrap(await api.POST('/customers/{customerId}/credit-cards', { params: { path: { customerId } }, body }))
    .data;
}

export async function updateCreditCard(
  customerId: number,
  cardId: number,
  body: CreditCardUpdate,
): Promise<CreditCard> {
  return unwrap(
    await api.PUT('/customers/{customerId}/credit-cards/{cardId}', { params: { path: { customerId, cardId } }, body }),
  ).data;
}

export async function deleteCreditCard(customerId: number, cardId: number): Promise<void> {
  unwrap(
    await api.DELETE('/customers/{customerId}/credit-cards/{cardId}', { params: { path: { customerId, cardId } } }),
  );
}

function useInvalidateCards(customerId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ queryKey: paymentKeys.cards(customerId) }),
    [queryClient, customerId],
  );
}

/**
 * A call whose variables hold a card number and CVV. Not a TanStack mutation: its cache keeps a mutation's
 * variables in memory for minutes after the form has gone (and shows them in the devtools); this keeps nothing.
 */
export function useCardCall<TVariables, TData>(
  call: (variables: TVariables) => Promise<TData>,
  onSettled: () => unknown,
) {
  const [isPending, setPending] = useState(false);
  const mutateAsync = useCallback(
    async (variables: TVariables) => {
      setPending(true);
      try {
        return await call(variables);
      } finally {
        setPending(false);
        void onSettled();
      }
    },
    [call, onSettled],
  );
  return { mutateAsync, isPending };
}

export function useCreateCreditCard(customerId: number) {
  const invalidate = useInvalidateCards(customerId);
  const call = useCallback((body: CreditCardCreate) => createCreditCard(customerId, body), [customerId]);
  return useCardCall(call, invalidate);
}

export function useUpdateCreditCard(customerId: number) {
  const invalidate = useInvalidateCards(customerId);
  return useMutation({
    mutationFn: ({ cardId, body }: { cardId: number; body: CreditCardUpdate }) =>
      updateCreditCard(customerId, cardId, body),
    onSettled: () => invalidate(),
  });
}

export function useDeleteCreditCard(customerId: number) {
  const invalidate = useInvalidateCards(customerId);
  return useMutation({
    mutationFn: (cardId: number) => deleteCreditCard(customerId, cardId),
    onSettled: () => invalidate(),
  });
}

/** How the payment can be split; `cardBin` (the first 6 digits, which card rules allow to show) narrows it. */
export async function listInstallmentOptions(
  paymentId: number,
  cardBin?: string,
  signal?: AbortSignal,
): Promise<InstallmentOption[]> {
  return unwrap(
    await api.GET('/payment-installments', {
      params: { query: { paymentId, ...(cardBin ? { cardBin } : {}) } },
      signal,
    }),
  ).data;
}

export function useInstallmentOptions(paymentId: number, brand: CardBrand | 'saved' | null, cardBin?: string) {
  // eslint-disable-next-line @tanstack/query/exhaustive-deps -- keyed by brand: no digit of a card in the cache
  return useQuery({
    queryKey: paymentKeys.installments(paymentId, brand ?? 'saved'),
    queryFn: ({ signal }) => listInstallmentOptions(paymentId, brand === 'saved' ? undefined : cardBin, signal),
    enabled: brand !== null,
  });
}

export async function payPayment(paymentId: number, body: PaymentPay): Promise<PaymentResult> {
  return unwrap(await api.POST('/payments/{id}/pay', { params: { path: { id: paymentId } }, body })).data;
}

export async function completeThreeDSecure(paymentId: number, redirectResult: string): Promise<PaymentResult> {
  return unwrap(
    await api.POST('/payments/{id}/three-d-secure', { params: { path: { id: paymentId } }, body: { redirectResult } }),
  ).data;
}

/**
 * After any outcome of a payment: the lists (pending, past), the cards (a card may have been saved) and the
 * session, whose `pendingPayments` decide whether /checkout is still required (and feed the dashboard).
 */
export function useRefreshAfterPayment(customerId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: paymentKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: paymentKeys.cards(customerId) }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]),
    [queryClient, customerId],
  );
}

/** Paying: a new card's number and CVV are in the body, so this is a card call, not a TanStack mutation. */
export function usePayPayment(customerId: number) {
  const refresh = useRefreshAfterPayment(customerId);
  const call = useCallback(
    ({ paymentId, body }: { paymentId: number; body: PaymentPay }) => payPayment(paymentId, body),
    [],
  );
  return useCardCall(call, refresh);
}

export function useCompleteThreeDSecure() {
  return useMutation({
    mutationFn: ({ paymentId, redirectResult }: { paymentId: number; redirectResult: string }) =>
      completeThreeDSecure(paymentId, redirectResult),
  });
}
