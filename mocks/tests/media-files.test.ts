// The mock's media files: every media path the API answers (covers, thumbnails, main images) shows an image, not a
// broken one. Its own file: the MSW interceptor of the other mock tests would catch requests to a real port.
import { expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { startMockHttpServerForFile } from './mock-http-server';
import { mediaPlaceholderSvg } from '../lib/media-placeholder';

const base = startMockHttpServerForFile();

it('answers each media path of the seed with an image named after its file', async () => {
  await resetDatabase();
  const media = db.medias.findFirst((q) => q.where({ providerId: 101 }));
  if (!media) throw new Error('The seed has no media of provider 101.');
  for (const path of [media.thumbnailPath, media.path]) {
    const response = await fetch(`${base()}${path}`);
    expect(response.status, path).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    const name = decodeURIComponent(path.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
    expect(await response.text()).toContain(`>${name}</text>`);
  }
});

it('draws the same image for the same path and escapes a file name', () => {
  expect(mediaPlaceholderSvg('/media/a/b.jpg')).toBe(mediaPlaceholderSvg('/media/a/b.jpg'));
  expect(mediaPlaceholderSvg('/media/a/%3Cscript%3E.jpg')).toContain('&lt;script&gt;');
  expect(mediaPlaceholderSvg('/media/a/%3Cscript%3E.jpg')).not.toContain('<script>');
});
