import { useQuery } from '@tanstack/react-query';
import { attachmentsQueryOptions } from '@/api/queries/attachments';
import { forLeadProvider } from './provider-scope';

export type { Attachment } from '@/api/queries/attachments';

/** The attachments a lead of the provider may use: the provider's own first, then the account-wide ones. */
export function useAttachments(customerId: number, providerId: number) {
  return useQuery({
    ...attachmentsQueryOptions(customerId, providerId),
    select: (attachments) => forLeadProvider(attachments, providerId),
  });
}
