import { api, unwrap } from '@/api/client';
import { multipartBody } from '@/api/multipart-body';
import type { components } from '@/api/generated/schema';
import { fetchWithUploadProgress, type UploadProgress } from '@/api/upload-fetch';

export type MediaUploadBody = components['schemas']['MediaUpload'];
export type VideoType = components['schemas']['VideoType'];

export interface UploadOptions {
  /** Real progress: the request is sent with XMLHttpRequest (the shared `fetchWithUploadProgress`). */
  onProgress?: UploadProgress;
  signal?: AbortSignal;
  /** The multipart boundary; random unless given (a contract test fixes it to match the recorded body). */
  boundary?: string;
}

/** The multipart body of an image upload into a gallery: the gallery's id, then the image. */
export function imageUploadBody(image: File, galleryId: number, boundary?: string) {
  return multipartBody(
    [
      { name: 'galleryId', value: String(galleryId) },
      { name: 'image', file: image },
    ],
    boundary,
  );
}

/**
 * Adds a video by its link into a video gallery (the same multipart operation, with the text parts `videoUrl`,
 * `galleryId` and `videoType`); the new media waits for approval.
 */
export async function addVideoLink(
  providerId: number,
  galleryId: number,
  videoUrl: string,
  videoType: VideoType,
  options: Pick<UploadOptions, 'boundary'> = {},
) {
  const boundary = options.boundary ?? `----portal-upload-${Math.random().toString(36).slice(2)}`;
  const part = (name: string, value: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const text = `${part('videoUrl', videoUrl)}${part('galleryId', String(galleryId))}${part('videoType', videoType)}--${boundary}--\r\n`;
  const bytes = new TextEncoder().encode(text);
  const body: MediaUploadBody = { videoUrl, galleryId, videoType };
  return unwrap(
    await api.POST('/providers/{id}/medias', {
      params: { path: { id: providerId } },
      body,
      bodySerializer: () => bytes,
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    }),
  ).data;
}

/** Uploads one image into a gallery (multipart, POST /providers/{id}/medias); the new media waits for approval. */
export async function uploadImage(providerId: number, galleryId: number, image: File, options: UploadOptions = {}) {
  const { bytes, contentType } = await imageUploadBody(image, galleryId, options.boundary);
  // The typed body names what is sent (the generators type binary parts as strings); the bytes are the wire form.
  const body: MediaUploadBody = { image: image.name, galleryId };
  return unwrap(
    await api.POST('/providers/{id}/medias', {
      params: { path: { id: providerId } },
      body,
      bodySerializer: () => bytes,
      headers: { 'Content-Type': contentType },
      ...(options.onProgress ? { fetch: fetchWithUploadProgress(options.onProgress) } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  ).data;
}
