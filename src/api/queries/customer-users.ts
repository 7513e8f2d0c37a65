// The customer's users and their provider links (spec points 3, 6 and 7). Shared: the team page
// (/customer-users) and the user's own settings (/settings/profile) read and save them alike.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { multipartBody } from '@/api/multipart-body';
import { allPages } from '@/api/all-pages';
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

/**
 * itemId of the config customer_user_role entry "Mitarbeiter", the role a new user starts with: the add form
 * preselects it and sends it, instead of leaving the role out for the server's default under a second name
 * ("Mitarbeiter (Standard)" beside "Mitarbeiter", issue 38.8; docs/team.md).
 */
export const NEW_USER_ROLE_ID = 2;

export const customerUserKeys = {
  all: () => ['customer-users'] as const,
  list: (customerId: number) => [...customerUserKeys.all(), customerId, 'list'] as const,
  user: (customerId: number, userId: number) => [...customerUserKeys.all(), customerId, 'user', userId] as const,
};

/** Every user of the customer by name (all pages; an account has a handful, one page nearly always holds them). */
export function listCustomerUsers(customerId: number, signal?: AbortSignal): Promise<CustomerUser[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/customers/{customerId}/users', {
        params: {
          path: { customerId },
          query: { limit: listCustomerUsersQueryLimits.limit.maximum, sort: 'name', page },
        },
        signal,
      }),
    ),
  );
}

export function customerUsersQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: customerUserKeys.list(customerId),
    queryFn: ({ signal }) => listCustomerUsers(customerId, signal),
  });
}

/** `enabled: false` for a screen that shows the list only to some users (the signatures' user picker). */
export function useCustomerUsers(customerId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...customerUsersQueryOptions(customerId), enabled });
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
  const { bytes, contentType } = await multipartBody([{ name: 'image', file: image }]);
  return unwrap(
    await api.POST('/customers/{customerId}/users/{userId}/image', {
      params: { path: { customerId, userId } },
      // The generator types the binary part as a string; the serializer sends the multipart body written above.
      body: { image: '' },
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
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

/** Deletes a user of the account; the account's users are read again. */
export function useDeleteCustomerUser(customerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => deleteCustomerUser(customerId, userId),
    // Not awaited: the dialog closes at once, the list follows.
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: customerUserKeys.all() }),
  });
}
