// The catalogue as PDF (issue 42.1): upload or replace it with real progress, remove it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { multipartBody } from '@/api/multipart-body';
import { catalogKeys } from '@/api/queries/catalogs';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';

type CatalogPdfUpload = components['schemas']['CatalogPdfUpload'];

export interface CatalogPdfOptions {
  /** Real progress: the request is sent with XMLHttpRequest (the shared `fetchWithUploadProgress`). */
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** The multipart boundary; random unless given (a contract test fixes it to match the recorded body). */
  boundary?: string;
}

/** PUT /customers/{customerId}/catalogs/{catalogId}/pdf (multipart, part `file`): the catalogue with its new PDF. */
export async function uploadCatalogPdf(
  customerId: number,
  catalogId: number,
  file: File,
  options: CatalogPdfOptions = {},
) {
  const { bytes, contentType } = await multipartBody([{ name: 'file', file }], options.boundary);
  // The typed body names what is sent (the generators type binary parts as strings); the bytes are the wire form.
  const body: CatalogPdfUpload = { file: file.name };
  return unwrap(
    await api.PUT('/customers/{customerId}/catalogs/{catalogId}/pdf', {
      params: { path: { customerId, catalogId } },
      body,
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
      ...(options.onProgress ? { fetch: fetchWithUploadProgress(options.onProgress) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  ).data;
}

export async function deleteCatalogPdf(customerId: number, catalogId: number) {
  unwrap(
    await api.DELETE('/customers/{customerId}/catalogs/{catalogId}/pdf', {
      params: { path: { customerId, catalogId } },
    }),
  );
}

/** After either: the page's list and a loaded catalogue show the PDF as it is now. */
function useRefreshCatalogs() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: catalogKeys.all() });
}

export function useUploadCatalogPdf(customerId: number, onProgress: UploadProgress) {
  const refresh = useRefreshCatalogs();
  return useMutation({
    mutationFn: ({ catalogId, file }: { catalogId: number; file: File }) =>
      uploadCatalogPdf(customerId, catalogId, file, { onProgress }),
    onSuccess: () => refresh(),
  });
}

export function useDeleteCatalogPdf(customerId: number) {
  const refresh = useRefreshCatalogs();
  return useMutation({
    mutationFn: (catalogId: number) => deleteCatalogPdf(customerId, catalogId),
    onSuccess: () => refresh(),
  });
}
