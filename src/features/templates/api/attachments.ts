import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formDataSerializer, unwrap } from '@/api/client';
import { listAttachmentsQueryLimits } from '@/api/generated/limits';
import type { components } from '@/api/generated/schema';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';
import { COMPOSER_REFERENCE_ROOT, templateKeys } from './keys';

export type Attachment = components['schemas']['Attachment'];

/** Every attachment of the account (all pages of the largest size the document allows), newest first. */
export async function listAllAttachments(customerId: number, signal?: AbortSignal): Promise<Attachment[]> {
  const rows: Attachment[] = [];
  for (let page = 1; ; page += 1) {
    const { data, paging } = unwrap(
      await api.GET('/customers/{customerId}/attachments', {
        params: { path: { customerId }, query: { limit: listAttachmentsQueryLimits.limit.maximum, page } },
        signal,
      }),
    );
    rows.push(...data);
    if (page >= paging.pageCount) return rows;
  }
}

export function attachmentsQueryOptions(customerId: number) {
  return queryOptions({
    queryKey: templateKeys.attachments(customerId),
    queryFn: ({ signal }) => listAllAttachments(customerId, signal),
  });
}

export function useAttachmentList(customerId: number) {
  return useQuery(attachmentsQueryOptions(customerId));
}

export interface AttachmentUploadInput {
  file: File;
  /** Display name; the server takes the file name when it is left out. */
  name?: string | undefined;
  providerId?: number | undefined;
}

/** Multipart upload (`file`, optional `name` and `providerId`), reporting how much of the body was sent. */
export async function uploadAttachment(
  customerId: number,
  { file, name, providerId }: AttachmentUploadInput,
  /** Given: sent over XMLHttpRequest, which reports upload progress; otherwise plain fetch. */
  onProgress?: UploadProgress,
  signal?: AbortSignal,
) {
  // The form as built, for XMLHttpRequest to send (see fetchWithUploadProgress).
  let form: FormData | undefined;
  return unwrap(
    await api.POST('/customers/{customerId}/attachments', {
      params: { path: { customerId } },
      // The generated type names the binary part a string; the serializer puts the File itself in the form.
      body: { file: file.name, ...(name ? { name } : {}), ...(providerId ? { providerId } : {}) },
      bodySerializer: ({ file: _fileName, ...fields }) => {
        form = formDataSerializer(fields);
        form.append('file', file, file.name);
        return form;
      },
      ...(onProgress ? { fetch: fetchWithUploadProgress(onProgress, () => form) } : {}),
      signal,
    }),
  ).data;
}

export async function deleteAttachment(customerId: number, attachmentId: number): Promise<void> {
  unwrap(
    await api.DELETE('/customers/{customerId}/attachments/{attachmentId}', {
      params: { path: { customerId, attachmentId } },
    }),
  );
}

function useInvalidateAttachments(customerId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: templateKeys.attachments(customerId) }),
      queryClient.invalidateQueries({ queryKey: [...COMPOSER_REFERENCE_ROOT, 'attachments'] }),
    ]);
}

export function useUploadAttachment(customerId: number, onProgress: UploadProgress) {
  const invalidate = useInvalidateAttachments(customerId);
  return useMutation({
    mutationFn: (input: AttachmentUploadInput) => uploadAttachment(customerId, input, onProgress),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteAttachment(customerId: number) {
  const invalidate = useInvalidateAttachments(customerId);
  return useMutation({
    mutationFn: (attachmentId: number) => deleteAttachment(customerId, attachmentId),
    onSuccess: () => invalidate(),
  });
}
