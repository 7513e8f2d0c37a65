// The invitation link /register/{customerId}/{customerUserId}/{hash} (spec points 2 and 5): GET loads the
// invited user, PUT sets username and password.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { AcceptInvitationInput } from '../lib/account-rules';
import { authKeys } from './auth-keys';

export interface InvitationParams {
  customerId: number;
  customerUserId: number;
  hash: string;
}

export function invitationQueryOptions({ customerId, customerUserId, hash }: InvitationParams) {
  return queryOptions({
    queryKey: authKeys.invitation(customerId, customerUserId, hash),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/customers/{customerId}/users/{userId}/invitations/{hash}', {
          params: { path: { customerId, userId: customerUserId, hash } },
          signal,
        }),
      ).data,
  });
}

export function useInvitation(params: InvitationParams) {
  return useQuery(invitationQueryOptions(params));
}

/** The body of a checked invitation form (the repeat stays in the form). */
export const invitationAcceptBody = ({ username, password }: Pick<AcceptInvitationInput, 'username' | 'password'>) => ({
  username: username.trim(),
  password,
});

export async function acceptInvitation(
  { customerId, customerUserId, hash }: InvitationParams,
  { username, password }: AcceptInvitationInput,
) {
  unwrap(
    await api.PUT('/customers/{customerId}/users/{userId}/invitations/{hash}', {
      params: { path: { customerId, userId: customerUserId, hash } },
      body: invitationAcceptBody({ username, password }),
    }),
  );
}

export function useAcceptInvitation(params: InvitationParams) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AcceptInvitationInput) => acceptInvitation(params, input),
    // The invitation is used up; marked stale without a refetch, so the leaving page does not load it again.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: authKeys.invitation(params.customerId, params.customerUserId, params.hash),
        refetchType: 'none',
      }),
  });
}
