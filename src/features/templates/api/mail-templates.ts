import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { listMailTemplatesQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { COMPOSER_REFERENCE_ROOT, templateKeys } from './keys';

export type MailTemplate = components['schemas']['MailTemplate'];
export type MailTemplateCreate = components['schemas']['MailTemplateCreate'];
export type MailTemplateUpdate = components['schemas']['MailTemplateUpdate'];

/** Every template of the account (all pages of the largest size the document allows), newest first. */
export async function listAllMailTemplates(customerId: number, signal?: AbortSignal): Promise<MailTemplate[]> {
  const rows: MailTemplate[] = [];
  for (let page = 1; ; page += 1) {
    const { data, paging } = unwrap(
      await api.GET('/customers/{customerId}/templates', {
        params: { path: { customerId }, query: { limit: listMailTemplatesQueryLimits.limit.maximum, page } },
        signal,
      }),
    );
    rows.push(...data);
    if (page >= paging.pageCount) return rows;
  }
}

export function mailTemplatesQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: templateKeys.mailTemplates(customerId),
    queryFn: ({ signal }) => listAllMailTemplates(customerId, signal),
  });
}

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
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.mailTemplates(customerId) }),
      queryClient.invalidateQueries({ queryKey: [...COMPOSER_REFERENCE_ROOT, 'mail-templates'] }),
    ]);
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
