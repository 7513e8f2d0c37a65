import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type MediaUploadBody = components['schemas']['MediaUpload'];
export type VideoType = components['schemas']['VideoType'];

/**
 * A `fetch` for one request that sends it with XMLHttpRequest, the only browser API that reports how much of a
 * request body has been sent (fetch has no upload progress). openapi-fetch takes it per call, so the upload still
 * goes through the typed client and its middleware (headers, 401 handling).
 */
export function fetchWithUploadProgress(onProgress: (fraction: number) => void) {
  return async (request: Request): Promise<Response> => {
    // The multipart body as bytes (its boundary is in the request's content-type header, copied below); an
    // ArrayBuffer is what every XMLHttpRequest takes alike, the browser's and the test kit's.
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.arrayBuffer();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => xhr.setRequestHeader(key, value));
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        request.signal.removeEventListener('abort', abort);
        onProgress(1);
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const empty = xhr.status === 204 || xhr.status === 205 || xhr.status === 304;
        resolve(
          new Response(empty ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }),
        );
      });
      xhr.addEventListener('error', () => reject(new TypeError('Failed to fetch')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was cancelled.', 'AbortError')));
      if (request.signal.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
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
