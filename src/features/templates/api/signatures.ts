// The signatures screen's writes. A signature lives on the user's provider link (signatureContent,
// signatureImage), so the user, the account's users and the link's update are the shared customer-user resource
// (`@/api/queries/customer-users`): one key root, which the team screen, the settings and this screen all refresh.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  customerUserKeys,
  type CustomerUserProviderUpdate,
  updateCustomerUserProvider,
} from '@/api/queries/customer-users';

export type SignatureUpdate = Pick<CustomerUserProviderUpdate, 'signatureContent' | 'signatureImage'>;

/** Saves the signature of one provider link; the user's record (and the composer's signatures with it) refreshes. */
export function useSaveSignature(customerId: number, userId: number, linkId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignatureUpdate) => updateCustomerUserProvider(customerId, userId, linkId, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: customerUserKeys.all() }),
  });
}
