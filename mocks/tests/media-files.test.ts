// The mock's media files: every media path the API answers (gallery photos and thumbnails, covers, main images,
// product, catalogue and city images, review photos, profile pictures, application photos, hall photos and floor
// plans) loads, under the one prefix a deployment routes to its media store (issue 36.3: review photos under
// `/uploads/` answered 404). Its own file: the MSW interceptor of the other mock tests would catch requests to a
// real port.
import { expect, it } from 'vitest';
import { db, resetDatabase } from '../db';
import { startMockHttpServerForFile } from './mock-http-server';
import { MEDIA_PREFIX, mediaPlaceholderPdf, mediaPlaceholderSvg } from '../lib/media-placeholder';

const base = startMockHttpServerForFile();

/** A path on the portal's origin that names a file (`/…/name.ext`): a media file, whatever the record calls it. */
const FILE_PATH = /^\/(?!\/)[^?#\s]*\.[a-z0-9]{2,5}$/i;

/** Every file path in the seeded database, with where it was found (collection and key). */
function seededFilePaths(): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (value: unknown, where: string): void => {
    if (typeof value === 'string') {
      if (FILE_PATH.test(value) && !found.has(value)) found.set(value, where);
    } else if (Array.isArray(value)) for (const entry of value) visit(entry, where);
    else if (value && typeof value === 'object')
      for (const [key, entry] of Object.entries(value)) visit(entry, `${where}.${key}`);
  };
  for (const [name, collection] of Object.entries(db)) for (const record of collection.all()) visit(record, name);
  return found;
}

it('answers every file path of the seed with an image (a PDF for a catalogue) under the one media prefix', async () => {
  await resetDatabase();
  const paths = seededFilePaths();
  const kinds = new Set([...paths.values()]);
  // The areas the portal shows photos of, so a seed that loses one does not pass by having nothing to check.
  for (const where of [
    'testimonials.gallery.path',
    'medias.path',
    'medias.thumbnailPath',
    'galleries.coverImagePath',
    'providers.mainImagePath',
    'providerItems.imagePath',
    'catalogs.pdfPath',
    'cities.imagePath',
    'providerWizards.images.path',
    'customerSpaces.image.path',
  ])
    expect(kinds, where).toContain(where);
  const wrong: string[] = [];
  for (const [path, where] of paths) {
    const response = await fetch(`${base()}${path}`);
    const type = response.headers.get('content-type') ?? '';
    const expected = path.endsWith('.pdf') ? 'application/pdf' : 'image/svg+xml';
    if (!path.startsWith(MEDIA_PREFIX) || response.status !== 200 || type !== expected)
      wrong.push(`${where}: ${path} answered ${response.status} ${type}`);
    await response.arrayBuffer();
  }
  expect(wrong).toEqual([]);
});

it('names the image after its file', async () => {
  await resetDatabase();
  const media = db.medias.findFirst((q) => q.where({ providerId: 101 }));
  if (!media) throw new Error('The seed has no media of provider 101.');
  const response = await fetch(`${base()}${media.thumbnailPath}`);
  const name = decodeURIComponent(media.thumbnailPath.split('/').pop() ?? '').replace(/\.[a-z0-9]+$/i, '');
  expect(await response.text()).toContain(`>${name}</text>`);
});

it('draws the same image for the same path and escapes a file name', () => {
  expect(mediaPlaceholderSvg('/media/a/b.jpg')).toBe(mediaPlaceholderSvg('/media/a/b.jpg'));
  expect(mediaPlaceholderSvg('/media/a/%3Cscript%3E.jpg')).toContain('&lt;script&gt;');
  expect(mediaPlaceholderSvg('/media/a/%3Cscript%3E.jpg')).not.toContain('<script>');
  expect(mediaPlaceholderSvg('/media/a/%E0%A4%A.jpg')).toContain('>%E0%A4%A</text>');
});

it('writes a PDF whose cross-reference table points at its objects', () => {
  const pdf = mediaPlaceholderPdf('/media/catalogs/101/men%C3%BC (2027).pdf');
  expect(pdf.startsWith('%PDF-1.4\n')).toBe(true);
  expect(pdf).toContain('(men? \\(2027\\)) Tj');
  const offsets = [...pdf.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
  offsets.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
  expect(Number(/startxref\n(\d+)/.exec(pdf)?.[1])).toBe(pdf.indexOf('xref\n'));
});
