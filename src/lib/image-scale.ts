// Scales an image down in the browser before upload (issue 17, point 3), loaded only when a picked file needs it.
// The platform does it: createImageBitmap decodes the file at the target size (EXIF orientation applied, with the
// browser's high-quality resampling), a canvas encodes it in the file's own format. No library: the rules ask only
// for a smaller width, height or size, which this reaches without adding any weight to the bundle; the
// re-encoded file also carries no EXIF data (camera, GPS position). Decision in docs/media.md, "Upload".
import { extensionOf, type ImageSize } from '@/lib/image-check';

/** The formats a canvas encodes in every current browser, by the extensions a category allows. */
const OUTPUT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** Photo quality of the JPEG and WebP encoding (PNG is lossless). */
const QUALITY = 0.9;

/**
 * The image scaled to `target`, in its own format and under its own name (the extension stays right). Throws when
 * the browser cannot decode or encode it, e.g. a format a canvas does not write.
 */
export async function scaleImage(file: File, target: ImageSize): Promise<File> {
  const type = OUTPUT_TYPES[extensionOf(file.name)];
  if (!type) throw new Error(`No canvas encoding for ${file.name}.`);
  const bitmap = await createImageBitmap(file, {
    resizeWidth: target.width,
    resizeHeight: target.height,
    resizeQuality: 'high',
  });
  const canvas = document.createElement('canvas');
  canvas.width = target.width;
  canvas.height = target.height;
  const context = canvas.getContext('2d');
  if (!context) {
    bitmap.close();
    throw new Error('No 2D canvas.');
  }
  context.drawImage(bitmap, 0, 0);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, QUALITY));
  // A browser that cannot write the format falls back to PNG, which would not match the file's extension.
  if (!blob || blob.type !== type) throw new Error(`The browser cannot encode ${type}.`);
  return new File([blob], file.name, { type, lastModified: file.lastModified });
}
