import { useProvidersPermissions } from '@/api/queries/provider-permissions';
import { useCurrentUser } from '@/lib/session/session-query';
import { ACCOUNT_ADMIN_ROLE_ID, useCustomerUser } from '@/api/queries/customer-users';

/**
 * What the user may change on the templates screens (docs/security.md, "Templates, signatures and
 * attachments"): account-wide templates and attachments (no provider) are the account administrators' (the role of
 * the user's own record); those of one provider need the server's `canManage` for it (GET /providers/{id}/permissions:
 * can-manage on an active link and a role that may write), the one answer every provider screen reads.
 */
export function useTemplateRights() {
  const user = useCurrentUser();
  const record = useCustomerUser(user.customerId, user.id);
  const permissions = useProvidersPermissions(user.providers.map((provider) => provider.id));
  const isAdmin = record.data?.roleId === ACCOUNT_ADMIN_ROLE_ID;
  const manageable = (providerId: number) => permissions.byProvider.get(providerId)?.canManage === true;
  return {
    isPending: record.isPending || permissions.isPending,
    isAdmin,
    /** Whether the user may write a template or attachment of this provider (null: for all providers). */
    canWrite: (providerId: number | null) =>
      record.isSuccess && (providerId === null ? isAdmin : manageable(providerId)),
    /** The providers the user may write for (the provider picker). */
    writableProviders: user.providers.filter((provider) => manageable(provider.id)),
  };
}
