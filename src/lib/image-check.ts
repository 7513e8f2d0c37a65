import { imageDimensions } from '@/lib/image-dimensions';
import type { components } from '@/api/generated/schema';

/** The upload rules of a provider category (spec point 5). Shared: the galleries and the application wizard check them. */
export type ImageRules = components['schemas']['ProviderCategoryImageRules'];

/** A rule of spec point 5 an image breaks, with the values its message names. */
export type ImageProblem =
  | { rule: 'empty' }
  | { rule: 'extension'; allowed: string }
  | { rule: 'maxSize'; maxKb: number; sizeKb: number }
  | { rule: 'unreadable' }
  | { rule: 'minWidth'; min: number; width: number }
  | { rule: 'maxWidth'; max: number; width: number }
  | { rule: 'maxHeight'; max: number; height: number };

/** The extension of a file name in lower case ('' without one): extensions are compared case-insensitively. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Width and height of an image file: from its header (JPEG, PNG, WebP; works everywhere, decodes nothing), else
 * by decoding it where the browser can (other formats a category may allow). Null when neither works.
 */
export async function readImageSize(file: Blob): Promise<{ width: number; height: number } | null> {
  // The dimensions sit in the first few KB of a JPEG (after its metadata); 256 KB covers large EXIF blocks.
  const head = new Uint8Array(await file.slice(0, 262_144).arrayBuffer());
  const fromHeader = imageDimensions(head);
  if (fromHeader) return fromHeader;
  if (typeof createImageBitmap !== 'function') return null;
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/**
 * Every rule of the category's image rules the file breaks, checked in the browser before it is sent (the server
 * checks them again). An empty list: the file may be uploaded.
 */
export async function checkImage(file: File, rules: ImageRules): Promise<ImageProblem[]> {
  if (file.size === 0) return [{ rule: 'empty' }];
  const problems: ImageProblem[] = [];
  const allowed: readonly string[] = rules.allowedExtensions;
  if (!allowed.includes(extensionOf(file.name))) {
    problems.push({ rule: 'extension', allowed: allowed.map((extension) => extension.toUpperCase()).join(', ') });
  }
  const sizeKb = Math.ceil(file.size / 1024);
  if (sizeKb > rules.maxSizeKb) problems.push({ rule: 'maxSize', maxKb: rules.maxSizeKb, sizeKb });
  // A file of a forbidden type is not opened further: its extension is what the user has to change.
  if (problems.some((problem) => problem.rule === 'extension')) return problems;
  const size = await readImageSize(file);
  if (!size) return [...problems, { rule: 'unreadable' }];
  if (size.width < rules.minWidth) problems.push({ rule: 'minWidth', min: rules.minWidth, width: size.width });
  if (size.width > rules.maxWidth) problems.push({ rule: 'maxWidth', max: rules.maxWidth, width: size.width });
  if (size.height > rules.maxHeight) problems.push({ rule: 'maxHeight', max: rules.maxHeight, height: size.height });
  return problems;
}

// ---- Scaling large images down before upload (issue 17, point 3) ----

export interface ImageSize {
  width: number;
  height: number;
}

/** The rules that scaling an image down can bring it within; every other broken rule refuses the file. */
const SCALABLE_RULES: ReadonlySet<ImageProblem['rule']> = new Set(['maxWidth', 'maxHeight', 'maxSize']);

/** Below the byte limit by this share, so the re-encoded file does not land just above it. */
const BYTES_HEADROOM = 0.9;

/**
 * The size to scale an image of `size` down to so that it keeps the rules, or null when scaling cannot help: a
 * rule that scaling does not touch is broken (empty, type, unreadable, too narrow), or the image would end up
 * narrower than the minimum width. Too wide or too high: it fits into the maximum width and height, keeping its
 * proportions. Too many bytes: its area shrinks in proportion (bytes grow about with the area), with a margin.
 */
export function scaleDownTarget(
  size: ImageSize,
  problems: readonly ImageProblem[],
  rules: ImageRules,
): ImageSize | null {
  if (problems.length === 0 || problems.some((problem) => !SCALABLE_RULES.has(problem.rule))) return null;
  let factor = Math.min(1, rules.maxWidth / size.width, rules.maxHeight / size.height);
  for (const problem of problems) {
    if (problem.rule === 'maxSize')
      factor = Math.min(factor, Math.sqrt(problem.maxKb / problem.sizeKb) * BYTES_HEADROOM);
  }
  const target = { width: Math.floor(size.width * factor), height: Math.floor(size.height * factor) };
  return target.width >= rules.minWidth && target.height >= 1 ? target : null;
}

/** Whether this browser can scale images (decode at a given size, encode from a canvas); jsdom cannot. */
export function canScaleImages(): boolean {
  return typeof createImageBitmap === 'function' && typeof document !== 'undefined';
}

/** What to do with a picked file: send it as it is, scale it down first, or refuse it with the rules it breaks. */
export type ImageUploadPlan =
  | { action: 'upload' }
  | { action: 'scale'; from: ImageSize; to: ImageSize; problems: ImageProblem[] }
  | { action: 'refuse'; problems: ImageProblem[] };

/**
 * {@link checkImage}, then the decision: a file that breaks only the maximum width, height or size and stays wide
 * enough when scaled is scaled (where the browser can), every other broken rule refuses it.
 */
export async function planImageUpload(
  file: File,
  rules: ImageRules,
  canScale: boolean = canScaleImages(),
): Promise<ImageUploadPlan> {
  const problems = await checkImage(file, rules);
  if (problems.length === 0) return { action: 'upload' };
  const size = canScale ? await readImageSize(file) : null;
  const target = size ? scaleDownTarget(size, problems, rules) : null;
  return size && target ? { action: 'scale', from: size, to: target, problems } : { action: 'refuse', problems };
}
