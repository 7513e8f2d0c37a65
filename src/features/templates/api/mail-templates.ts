import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { mailTemplateKeys, mailTemplatesQueryOptions } from '@/api/queries/mail-templates';

export type { MailTemplate } from '@/api/queries/mail-templates';
export type MailTemplateCreate = components['schemas']['MailTemplateCreate'];
export type MailTemplateUpdate = components['schemas']['MailTemplateUpdate'];

/** Every template of the account, for the templates page. */
export function useMailTemplateList(customerId: number) {
  return useQuery(mailTemplatesQueryOptions(customerId));
}

export async function createMailTemplate(customerId: number, body: MailTemplateCreate) {
  return unwrap(await api.POST('/customers/{customerId}/templates', { params: { path: { customerId } }, body })).data;
}

export async function updateMailTemplate(customerId: number, templateId: number, body: MailTemplateUpdate) {
  return unwrap(
    await api.PUT('/customers/{customerId}/templates/{templateId}', {
      params: { path: { customerId, templateId } },
      body,
    }),
  ).data;
}

export async function deleteMailTemplate(customerId: number, templateId: number): Promise<void> {
  unwrap(
    await api.DELETE('/customers/{customerId}/templates/{templateId}', {
      params: { path: { customerId, templateId } },
    }),
  );
}

function useInvalidateTemplates(customerId: number) {
  const queryClient = useQueryClient();
  // Every list of the account's templates: this page's and the composer's.
  return () => queryClient.invalidateQueries({ queryKey: mailTemplateKeys.all(customerId) });
}

/** Creates (no id) or changes (an id; only the changed fields are sent) a template. */
export function useSaveMailTemplate(customerId: number) {
  const invalidate = useInvalidateTemplates(customerId);
  return useMutation({
    mutationFn: (variables: { id: number | null; create: MailTemplateCreate; update: MailTemplateUpdate }) =>
      variables.id === null
        ? createMailTemplate(customerId, variables.create)
        : updateMailTemplate(customerId, variables.id, variables.update),
    onSuccess: () => invalidate(),
  });
}

export function useDuplicateMailTemplate(customerId: number) {
  const invalidate = useInvalidateTemplates(customerId);
  return useMutation({
    mutationFn: (body: MailTemplateCreate) => createMailTemplate(customerId, body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteMailTemplate(customerId: number) {
  const invalidate = useInvalidateTemplates(customerId);
  return useMutation({
    mutationFn: (templateId: number) => deleteMailTemplate(customerId, templateId),
    onSuccess: () => invalidate(),
  });
}
