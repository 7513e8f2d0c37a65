// The account's attachments (spec point 7): the attachments page lists, uploads and deletes them, the signatures
// screen picks images among them, the inbox composer attaches those a lead's provider may use. One fetch and one
// key root for all, so an upload on /attachments is what the composer offers next.
import { queryOptions } from '@tanstack/react-query';
import { allPages } from '@/api/all-pages';
import { api, unwrap } from '@/api/client';
import { listAttachmentsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';

export type Attachment = components['schemas']['Attachment'];

export const attachmentKeys = {
  all: (customerId: number) => ['attachments', customerId] as const,
  /** `providerId` null: every attachment of the account; a provider: those its leads may use (the server filters). */
  list: (customerId: number, providerId: number | null) =>
    [...attachmentKeys.all(customerId), 'list', providerId] as const,
};

/** Every attachment of the account, or those of one provider and the account-wide ones; newest first. */
export function listAttachments(
  customerId: number,
  providerId: number | null,
  signal?: AbortSignal,
): Promise<Attachment[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/customers/{customerId}/attachments', {
        params: {
          path: { customerId },
          query: {
            limit: listAttachmentsQueryLimits.limit.maximum,
            page,
            ...(providerId === null ? {} : { providerId }),
          },
        },
        signal,
      }),
    ),
  );
}

export function attachmentsQueryOptions(customerId: number, providerId: number | null = null) {
  return queryOptions({
    queryKey: attachmentKeys.list(customerId, providerId),
    queryFn: ({ signal }) => listAttachments(customerId, providerId, signal),
  });
}
