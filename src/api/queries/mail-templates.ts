// The account's mail templates (spec point 7): the templates page lists and edits them, the inbox composer offers
// those a lead's provider may use. One fetch and one key root for both, so a template saved on /mail-templates is
// what the composer offers next.
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '@/api/all-pages';
import { api, unwrap } from '@/api/client';
import { listMailTemplatesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type MailTemplate = components['schemas']['MailTemplate'];

export const mailTemplateKeys = {
  all: (customerId: number) => ['mail-templates', customerId] as const,
  /** `providerId` null: every template of the account; a provider: those its leads may use (the server filters). */
  list: (customerId: number, providerId: number | null) =>
    [...mailTemplateKeys.all(customerId), 'list', providerId] as const,
};

/** Every template of the account, or those of one provider and the account-wide ones; newest first. */
export function listMailTemplates(
  customerId: number,
  providerId: number | null,
  signal?: AbortSignal,
): Promise<MailTemplate[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/customers/{customerId}/templates', {
        params: {
          path: { customerId },
          query: {
            limit: listMailTemplatesQueryLimits.limit.maximum,
            page,
            ...(providerId === null ? {} : { providerId }),
          },
        },
        signal,
      }),
    ),
  );
}

export function mailTemplatesQueryOptions(customerId: number, providerId: number | null = null) {
  return queryOptions({
    queryKey: mailTemplateKeys.list(customerId, providerId),
    queryFn: ({ signal }) => listMailTemplates(customerId, providerId, signal),
  });
}
