// The customer's users and their provider links (spec points 3, 6 and 7). Shared: the team page
// (/customer-users) and the user's own settings (/settings/profile) read and save them alike.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { listCustomerUsersQueryLimits } from '@/api/generated/limits';

export type CustomerUser = components['schemas']['CustomerUser'];
export type CustomerUserProvider = components['schemas']['CustomerUserProvider'];
export type CustomerUserCreate = components['schemas']['CustomerUserCreate'];
export type CustomerUserUpdate = components['schemas']['CustomerUserUpdate'];
export type CustomerUserProviderCreate = components['schemas']['CustomerUserProviderCreate'];
export type CustomerUserProviderUpdate = components['schemas']['CustomerUserProviderUpdate'];
export type SocialProvider = components['schemas']['SocialProvider'];

/**
 * itemId of the config customer_user_role entry "Administrator" (docs/security.md, "Rights inside one account"):
 * only account administrators manage users, roles, provider links and their flags.
 */
export const ACCOUNT_ADMIN_ROLE_ID = 1;

export const customerUserKeys = {
  all: () => ['customer-users'] as const,
  list: (customerId: number) => [...customerUserKeys.all(), customerId, 'list'] as const,
  user: (customerId: number, userId: number) => [...customerUserKeys.all(), customerId, 'user', userId] as const,
};

/** All users of the customer: an account has a handful, one page of the largest size holds them. */
export async function listCustomerUsers(customerId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/users', {
      params: {
        path: { customerId },
        query: { limit: listCustomerUsersQueryLimits.limit.maximum, sort: 'name' },
      },
      signal,
    }),
  );
}

export function customerUsersQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerUserKeys.list(customerId),
    queryFn: ({ signal }) => listCustomerUsers(customerId, signal),
  });
}

export function useCustomerUsers(customerId: number) {
  return useQuery(customerUsersQueryOptions(customerId));
}

export async function getCustomerUser(customerId: number, userId: number, signal?: AbortSignal) {
  return unwrap(
    await api.GET('/customers/{customerId}/users/{userId}', { params: { path: { customerId, userId } }, signal }),
  ).data;
}

export function customerUserQueryOptions(customerId: number, userId: number) {
  return queryOptions({
    queryKey: customerUserKeys.user(customerId, userId),
    queryFn: ({ signal }) => getCustomerUser(customerId, userId, signal),
  });
}

export function useCustomerUser(customerId: number, userId: number) {
  return useQuery(customerUserQueryOptions(customerId, userId));
}

export async function createCustomerUser(customerId: number, body: CustomerUserCreate) {
  return unwrap(await api.POST('/customers/{customerId}/users', { params: { path: { customerId } }, body })).data;
}

export async function updateCustomerUser(customerId: number, userId: number, body: CustomerUserUpdate) {
  return unwrap(
    await api.PUT('/customers/{customerId}/users/{userId}', { params: { path: { customerId, userId } }, body }),
  ).data;
}

export async function deleteCustomerUser(customerId: number, userId: number) {
  unwrap(await api.DELETE('/customers/{customerId}/users/{userId}', { params: { path: { customerId, userId } } }));
}

export async function uploadCustomerUserImage(customerId: number, userId: number, image: File) {
  return unwrap(
    await api.POST('/customers/{customerId}/users/{userId}/image', {
      params: { path: { customerId, userId } },
      // The generator types the binary part as a string; the body is the file as a form part.
      body: { image: '' },
      bodySerializer: () => {
        const form = new FormData();
        form.append('image', image, image.name);
        return form;
      },
    }),
  ).data;
}

export async function addCustomerUserProvider(customerId: number, userId: number, body: CustomerUserProviderCreate) {
  return unwrap(
    await api.POST('/customers/{customerId}/users/{userId}/providers', {
      params: { path: { customerId, userId } },
      body,
    }),
  ).data;
}

export async function updateCustomerUserProvider(
  customerId: number,
  userId: number,
  linkId: number,
  body: CustomerUserProviderUpdate,
) {
  return unwrap(
    await api.PUT('/customers/{customerId}/users/{userId}/providers/{linkId}', {
      params: { path: { customerId, userId, linkId } },
      body,
    }),
  ).data;
}

export async function deleteCustomerUserProvider(customerId: number, userId: number, linkId: number) {
  unwrap(
    await api.DELETE('/customers/{customerId}/users/{userId}/providers/{linkId}', {
      params: { path: { customerId, userId, linkId } },
    }),
  );
}
