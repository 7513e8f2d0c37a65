import { api, unwrap } from '@/api/client';
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

/** A part's name or file name inside its quoted Content-Disposition value (RFC 7578: quotes and line breaks escaped). */
function quoted(value: string): string {
  return value.replace(/"/g, '%22').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
}

/**
 * The multipart/form-data body of an image upload as bytes, with its boundary. Built by hand rather than with
 * FormData, so the bytes are the same in every browser and in the test kit (where the page's FormData and the
 * request's fetch belong to different realms and a file part would be sent as text).
 */
export async function imageUploadBody(
  image: File,
  galleryId: number,
  boundary = `----portal-upload-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`,
) {
  const encoder = new TextEncoder();
  const head = encoder.encode(
    `--${boundary}\r\nContent-Disposition: form-data; name="galleryId"\r\n\r\n${galleryId}\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${quoted(image.name)}"\r\n` +
      `Content-Type: ${image.type || 'application/octet-stream'}\r\n\r\n`,
  );
  const tail = encoder.encode(`\r\n--${boundary}--\r\n`);
  const file = new Uint8Array(await image.arrayBuffer());
  const bytes = new Uint8Array(head.length + file.length + tail.length);
  bytes.set(head, 0);
  bytes.set(file, head.length);
  bytes.set(tail, head.length + file.length);
  return { bytes, contentType: `multipart/form-data; boundary=${boundary}` };
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
