import { useQuery } from '@tanstack/react-query';
import { mailTemplatesQueryOptions } from '@/api/queries/mail-templates';
import { forLeadProvider } from './provider-scope';

export type { MailTemplate } from '@/api/queries/mail-templates';

/** The templates a lead of the provider may use: the provider's own first, then the account-wide ones. */
export function useMailTemplates(customerId: number, providerId: number) {
  return useQuery({
    ...mailTemplatesQueryOptions(customerId, providerId),
    select: (templates) => forLeadProvider(templates, providerId),
  });
}
