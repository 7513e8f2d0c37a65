// The composer's signatures are the user's provider links (signatureContent, signatureImage) of the shared
// customer-user record: the same query as the team and signatures screens, so a signature saved there shows here.
import { useQuery } from '@tanstack/react-query';
import { customerUserQueryOptions } from '@/api/queries/customer-users';

/**
 * The signatures the user can append to a message for this provider: only the user's own (the server refuses a
 * colleague's, issue 12), of their link to the lead's provider while they work for it.
 */
export function useProviderSignatures(customerId: number, userId: number, providerId: number) {
  return useQuery({
    ...customerUserQueryOptions(customerId, userId),
    select: (user) =>
      user.customerUserProviders.filter(
        (link) => link.providerId === providerId && !link.hasLeftJob && Boolean(link.signatureContent),
      ),
  });
}
