// The image rules of spec point 5 as a server checks an uploaded image file: the categories' rules of
// GET /configs/provider-category-meta (IMAGE_RULES, the same for every category in the mock) and the byte limit the
// upload handlers apply. One check for every operation that takes an image under these rules (gallery uploads,
// product pictures), so their answers cannot drift apart.
import { type ImageDimensions, imageDimensions } from '../../src/lib/image-dimensions';
import { IMAGE_RULES, imageUploadMaxSizeKb } from '../db/provider-media';
import { fieldError, payloadTooLarge } from './errors';

export interface CheckedImage {
  /** The file's extension in lower case (one of IMAGE_RULES.allowedExtensions). */
  extension: string;
  sizeKb: number;
  /** Width and height where the header tells them (JPEG, PNG, WebP), else null. */
  dimensions: ImageDimensions | null;
}

/**
 * Extension (case-insensitive), type, emptiness, size (413 FILE_TOO_LARGE) and the dimensions where the header tells
 * them; a broken rule answers 422 on `field`.
 */
export async function checkImageFile(image: File, field = 'image'): Promise<CheckedImage> {
  const extension = image.name.includes('.') ? (image.name.split('.').pop() ?? '').toLowerCase() : '';
  const allowed: readonly string[] = IMAGE_RULES.allowedExtensions;
  if (!allowed.includes(extension)) {
    throw fieldError(field, `Erlaubte Dateiformate sind ${allowed.map((e) => e.toUpperCase()).join(', ')}.`);
  }
  if (image.type && !image.type.startsWith('image/')) throw fieldError(field, 'Die Datei ist kein Bild.');
  if (image.size === 0) throw fieldError(field, 'Die Datei ist leer.');
  if (image.size > imageUploadMaxSizeKb() * 1024) {
    throw payloadTooLarge(`Die Datei ist zu groß. Die maximale Dateigröße beträgt ${imageUploadMaxSizeKb()} KB.`);
  }
  const dimensions = imageDimensions(new Uint8Array(await image.arrayBuffer()));
  if (dimensions) {
    if (dimensions.width < IMAGE_RULES.minWidth) {
      throw fieldError(
        field,
        `Das Bild muss mindestens ${IMAGE_RULES.minWidth} Pixel breit sein (es ist ${dimensions.width} Pixel breit).`,
      );
    }
    if (dimensions.width > IMAGE_RULES.maxWidth) {
      throw fieldError(
        field,
        `Das Bild darf höchstens ${IMAGE_RULES.maxWidth} Pixel breit sein (es ist ${dimensions.width} Pixel breit).`,
      );
    }
    if (dimensions.height > IMAGE_RULES.maxHeight) {
      throw fieldError(
        field,
        `Das Bild darf höchstens ${IMAGE_RULES.maxHeight} Pixel hoch sein (es ist ${dimensions.height} Pixel hoch).`,
      );
    }
  }
  return { extension, sizeKb: Math.max(1, Math.ceil(image.size / 1024)), dimensions };
}
