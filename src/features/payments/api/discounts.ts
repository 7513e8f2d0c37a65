// The discounts screen's calls: the discounts and installment campaigns of the user's providers, create and edit
// (each puts it back to team approval), and their coupon codes.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import { listDiscountCouponsQueryLimits, listDiscountsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type Discount = components['schemas']['Discount'];
/** A new discount: one of the document's two variants, without the other variant's (null) field. */
export type DiscountCreate =
  | Omit<components['schemas']['DiscountPercentCreate'], 'installmentCount'>
  | Omit<components['schemas']['DiscountInstallmentCreate'], 'discountRatio'>;
export type DiscountUpdate = components['schemas']['DiscountUpdate'];
export type DiscountCoupon = components['schemas']['DiscountCoupon'];
export type DiscountCouponCreate = components['schemas']['DiscountCouponCreate'];

export const discountKeys = {
  all: ['discounts'] as const,
  list: () => [...discountKeys.all, 'list'] as const,
  coupons: (discountId: number) => [...discountKeys.all, 'coupons', discountId] as const,
};

export async function listAllDiscounts(signal?: AbortSignal): Promise<Discount[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/discounts', {
        params: { query: { limit: listDiscountsQueryLimits.limit.maximum, page } },
        signal,
      }),
    ),
  );
}

export function discountsQueryOptions() {
  return queryOptions({ queryKey: discountKeys.list(), queryFn: ({ signal }) => listAllDiscounts(signal) });
}

export function useDiscounts() {
  return useQuery(discountsQueryOptions());
}

export async function createDiscount(body: DiscountCreate): Promise<Discount> {
  return unwrap(await api.POST('/discounts', { body })).data;
}

export async function updateDiscount(id: number, body: DiscountUpdate): Promise<Discount> {
  return unwrap(await api.PUT('/discounts/{id}', { params: { path: { id } }, body })).data;
}

export function useSaveDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: number; body: DiscountUpdate } | { id: null; body: DiscountCreate }) =>
      input.id === null ? createDiscount(input.body) : updateDiscount(input.id, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.list() }),
  });
}

export async function listDiscountCoupons(discountId: number, signal?: AbortSignal): Promise<DiscountCoupon[]> {
  return unwrap(
    await api.GET('/discount-coupons', {
      params: { query: { discountId, limit: listDiscountCouponsQueryLimits.limit.maximum } },
      signal,
    }),
  ).data;
}

export function useDiscountCoupons(discountId: number) {
  return useQuery({
    queryKey: discountKeys.coupons(discountId),
    queryFn: ({ signal }) => listDiscountCoupons(discountId, signal),
  });
}

export async function createDiscountCoupon(body: DiscountCouponCreate): Promise<DiscountCoupon> {
  return unwrap(await api.POST('/discount-coupons', { body })).data;
}

export function useCreateDiscountCoupon(discountId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DiscountCouponCreate) => createDiscountCoupon(body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: discountKeys.coupons(discountId) }),
  });
}
