import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchWithUploadProgress } from './upload-fetch';

/** A stand-in for the browser's XMLHttpRequest that reports upload progress in three steps and then answers. */
class FakeXhr extends EventTarget {
  static last: FakeXhr | null = null;
  upload = new EventTarget();
  method = '';
  url = '';
  headers: Record<string, string> = {};
  sent: unknown = null;
  status = 0;
  statusText = '';
  responseType = '';
  response: unknown = null;
  constructor() {
    super();
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\n';
  }
  abort() {
    this.dispatchEvent(new Event('abort'));
  }
  send(body: unknown) {
    this.sent = body;
    for (const loaded of [0, 500, 1000]) {
      const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total: 1000 });
      this.upload.dispatchEvent(event);
    }
    this.status = 201;
    this.statusText = 'Created';
    this.response = new TextEncoder().encode('{"data":{"id":7}}').buffer;
    this.dispatchEvent(new Event('load'));
  }
}

afterEach(() => vi.unstubAllGlobals());

describe('fetchWithUploadProgress', () => {
  it('sends the form over XMLHttpRequest, reports the progress and answers with the response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const form = new FormData();
    form.append('name', 'Preisliste');
    const progress: number[] = [];
    const request = new Request('https://api.example/customers/1/attachments', {
      method: 'POST',
      headers: { 'X-Access-Token': 'at_1', 'Content-Type': 'multipart/form-data; boundary=x' },
      body: 'ignored',
    });
    const response = await fetchWithUploadProgress(
      (fraction) => progress.push(fraction),
      () => form,
    )(request);
    expect(progress).toEqual([0, 0.5, 1, 1]);
    expect(FakeXhr.last?.sent).toBe(form);
    // XHR writes the boundary of the form it sends; the request's own type would name another one.
    expect(FakeXhr.last?.headers).toEqual({ 'x-access-token': 'at_1' });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ data: { id: 7 } });
  });

  it('falls back to fetch where there is no XMLHttpRequest', async () => {
    vi.stubGlobal('XMLHttpRequest', undefined);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetch);
    const request = new Request('https://api.example/x', { method: 'POST', body: 'a' });
    const response = await fetchWithUploadProgress(() => undefined)(request);
    expect(fetch).toHaveBeenCalledWith(request);
    expect(response.status).toBe(204);
  });
});
