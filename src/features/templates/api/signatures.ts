import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listCustomerUsersQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { COMPOSER_REFERENCE_ROOT, templateKeys } from './keys';

export type CustomerUser = components['schemas']['CustomerUser'];
export type CustomerUserProvider = components['schemas']['CustomerUserProvider'];
export type CustomerUserProviderUpdate = components['schemas']['CustomerUserProviderUpdate'];

/** Item 1 of config `customer_user_role`: the account administrator (docs/security.md). */
export const ACCOUNT_ADMIN_ROLE_ID = 1;

/** One user of the account with their provider links (each carries that provider's signature). */
export function customerUserQueryOptions(customerId: number, userId: number) {
  return queryOptions({
    queryKey: templateKeys.user(customerId, userId),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/customers/{customerId}/users/{userId}', {
          params: { path: { customerId, userId } },
          signal,
        }),
      ).data,
  });
}

export function useCustomerUser(customerId: number, userId: number) {
  return useQuery(customerUserQueryOptions(customerId, userId));
}

/** The account's users for the administrators' picker (all pages). */
export async function listAllCustomerUsers(customerId: number, signal?: AbortSignal): Promise<CustomerUser[]> {
  const rows: CustomerUser[] = [];
  for (let page = 1; ; page += 1) {
    const { data, paging } = unwrap(
      await api.GET('/customers/{customerId}/users', {
        params: { path: { customerId }, query: { limit: listCustomerUsersQueryLimits.limit.maximum, page } },
        signal,
      }),
    );
    rows.push(...data);
    if (page >= paging.pageCount) return rows;
  }
}

export function useCustomerUsers(customerId: number, enabled: boolean) {
  return useQuery({
    queryKey: templateKeys.users(customerId),
    queryFn: ({ signal }) => listAllCustomerUsers(customerId, signal),
    enabled,
  });
}

export async function updateSignature(
  customerId: number,
  userId: number,
  linkId: number,
  body: Pick<CustomerUserProviderUpdate, 'signatureContent' | 'signatureImage'>,
) {
  return unwrap(
    await api.PUT('/customers/{customerId}/users/{userId}/providers/{linkId}', {
      params: { path: { customerId, userId, linkId } },
      body,
    }),
  ).data;
}

export function useSaveSignature(customerId: number, userId: number, linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Pick<CustomerUserProviderUpdate, 'signatureContent' | 'signatureImage'>) =>
      updateSignature(customerId, userId, linkId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: templateKeys.user(customerId, userId) }),
        queryClient.invalidateQueries({ queryKey: templateKeys.users(customerId) }),
        queryClient.invalidateQueries({ queryKey: [...COMPOSER_REFERENCE_ROOT, 'signatures'] }),
      ]),
  });
}
