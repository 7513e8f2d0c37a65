// A `fetch` for openapi-fetch's per-request `fetch` option that sends over XMLHttpRequest, because only XHR
// reports upload progress (fetch streams its body without telling how far it got). The portal's middleware
// (headers, 401 handling, network errors) still runs around it. Where there is no XHR (Node: the Pact consumer
// tests) it is plain fetch. Used by every upload with a progress bar: template attachments and gallery images.

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const separator = line.indexOf(':');
    if (separator > 0) headers.append(line.slice(0, separator).trim(), line.slice(separator + 1).trim());
  }
  return headers;
}

/** Upload progress: the part of the body sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

/**
 * `formBody` returns the FormData the request was built from: XHR sends it itself, with a boundary of its own
 * (the request's content type is then left out). Without it, the request's encoded body and type are sent.
 */
export function fetchWithUploadProgress(
  onProgress: UploadProgress,
  formBody?: () => FormData | undefined,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (typeof XMLHttpRequest === 'undefined') return globalThis.fetch(request);
    const form = formBody?.();
    const body = form ?? (await request.arrayBuffer());
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const abort = () => xhr.abort();
      xhr.open(request.method, request.url);
      request.headers.forEach((value, key) => {
        if (!(form && key.toLowerCase() === 'content-type')) xhr.setRequestHeader(key, value);
      });
      xhr.responseType = 'arraybuffer';
      xhr.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
      });
      xhr.addEventListener('load', () => {
        request.signal.removeEventListener('abort', abort);
        onProgress(1);
        const payload: unknown = xhr.response;
        // Checked by its tag, not instanceof: an ArrayBuffer of another realm (a test's DOM) is one too.
        const buffer = Object.prototype.toString.call(payload) === '[object ArrayBuffer]' ? payload : null;
        resolve(
          // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- an ArrayBuffer by its tag (above)
          new Response(NULL_BODY_STATUSES.has(xhr.status) || !buffer ? null : (buffer as ArrayBuffer), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: parseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      });
      // What fetch does on a failed connection: a TypeError, which the middleware makes a network ApiError.
      xhr.addEventListener('error', () => reject(new TypeError('Network request failed')));
      xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted.', 'AbortError')));
      if (request.signal.aborted) {
        reject(new DOMException('The upload was aborted.', 'AbortError'));
        return;
      }
      request.signal.addEventListener('abort', abort, { once: true });
      xhr.send(body);
    });
  };
}
