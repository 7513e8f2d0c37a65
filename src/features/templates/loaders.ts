import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { attachmentsQueryOptions } from '@/api/queries/attachments';
import { mailTemplatesQueryOptions } from '@/api/queries/mail-templates';
import { customerUserQueryOptions } from '@/api/queries/customer-users';
import { signatureParams } from './lib/url-params';

/** /templates/mail-templates: the templates and the user's own record (role and links decide the actions). */
export const loadMailTemplates: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  prefetch(mailTemplatesQueryOptions(user.customerId));
  prefetch(customerUserQueryOptions(user.customerId, user.id));
};

/** /templates/attachments: the files and the user's own record. */
export const loadAttachments: RouteLoader = async ({ queryClient, prefetch }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  prefetch(attachmentsQueryOptions(user.customerId));
  prefetch(customerUserQueryOptions(user.customerId, user.id));
};

/** /templates/signatures[?user=id]: the shown user's links with their signatures. */
export const loadSignatures: RouteLoader = async ({ queryClient, prefetch, url }) => {
  const user = await loaderUser(queryClient);
  if (!user) return;
  const userId = signatureParams.read(url.searchParams).user ?? user.id;
  prefetch(customerUserQueryOptions(user.customerId, user.id));
  if (userId !== user.id) prefetch(customerUserQueryOptions(user.customerId, userId));
};
