// The product's picture (issue 42.2): upload or replace it (multipart, part `image`, with real progress) and remove
// it. Loaded when a picture is first sent or removed, not with the products page.
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { multipartBody } from '@/api/multipart-body';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';

type ProviderItemImageUpload = components['schemas']['ProviderItemImageUpload'];

export interface ProductImageUploadOptions {
  /** Real progress: the request is sent with XMLHttpRequest (the shared `fetchWithUploadProgress`). */
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** The multipart boundary; random unless given (a contract test fixes it to match the recorded body). */
  boundary?: string;
}

/**
 * POST /provider-items/{id}/image: the product with its new picture, back in the team's approval. The body is built
 * by hand (`multipartBody`), like the other uploads, so its bytes are the same in every runtime.
 */
export async function uploadProviderItemImage(id: number, image: File, options: ProductImageUploadOptions = {}) {
  const { bytes, contentType } = await multipartBody([{ name: 'image', file: image }], options.boundary);
  // The typed body names what is sent (the generators type binary parts as strings); the bytes are the wire form.
  const body: ProviderItemImageUpload = { image: image.name };
  return unwrap(
    await api.POST('/provider-items/{id}/image', {
      params: { path: { id } },
      body,
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
      ...(options.onProgress ? { fetch: fetchWithUploadProgress(options.onProgress) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  ).data;
}

/** DELETE /provider-items/{id}/image: the product without a picture (404 NO_PRODUCT_IMAGE when it had none). */
export async function deleteProviderItemImage(id: number) {
  return unwrap(await api.DELETE('/provider-items/{id}/image', { params: { path: { id } } })).data;
}
