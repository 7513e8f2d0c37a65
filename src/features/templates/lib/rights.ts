import { useCurrentUser } from '@/lib/session/session-query';
import { ACCOUNT_ADMIN_ROLE_ID, useCustomerUser } from '../api/signatures';

/**
 * What the user may change on the templates screens (docs/security.md, "Templates, signatures and
 * attachments"): account-wide templates and attachments (no provider) are the account administrators'; those of
 * one provider need can-manage on the user's active link to it. Read from the user's own customer-user record
 * (role and links), the same the server decides by.
 */
export function useTemplateRights() {
  const user = useCurrentUser();
  const record = useCustomerUser(user.customerId, user.id);
  const isAdmin = record.data?.roleId === ACCOUNT_ADMIN_ROLE_ID;
  const manageable = new Set(
    (record.data?.customerUserProviders ?? [])
      .filter((link) => link.canManage && !link.hasLeftJob)
      .map((link) => link.providerId),
  );
  return {
    isPending: record.isPending,
    isAdmin,
    /** Whether the user may write a template or attachment of this provider (null: for all providers). */
    canWrite: (providerId: number | null) =>
      record.isSuccess && (providerId === null ? isAdmin : manageable.has(providerId)),
    /** The providers the user may write for (the provider picker). */
    writableProviders: user.providers.filter((provider) => manageable.has(provider.id)),
  };
}
