import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, formDataSerializer, unwrap } from '@/api/client';
import { attachmentKeys, attachmentsQueryOptions } from '@/api/queries/attachments';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';

export type { Attachment } from '@/api/queries/attachments';

/** Every attachment of the account, for the attachments page and the signatures' image picker. */
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
  // Every list of the account's attachments: this page's, the signatures' picker and the composer's.
  return () => queryClient.invalidateQueries({ queryKey: attachmentKeys.all(customerId) });
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
