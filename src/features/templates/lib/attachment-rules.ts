import { AttachmentLimits, AttachmentMimeTypeLimits } from '@/api/generated/limits';

/**
 * The upload rules, checked before a byte is sent: both come from the API document (generated limits), the
 * size from `Attachment.size.maximum` (10 MB), the types from `AttachmentMimeType` (PDF, JPEG, PNG, DOCX).
 */
export const ATTACHMENT_MAX_BYTES = AttachmentLimits.properties.size.maximum;
export const ATTACHMENT_TYPES: readonly string[] = AttachmentMimeTypeLimits.enum;
/** The limit as the document words it ("10 MB" = 10485760 bytes: binary megabytes). */
export const ATTACHMENT_MAX_MEGABYTES = ATTACHMENT_MAX_BYTES / (1024 * 1024);

/**
 * Browsers leave the type empty for some files (a DOCX on some systems): then the extension decides, for the
 * document's types only.
 */
const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function attachmentTypeOf(file: File): string | null {
  const declared = file.type.toLowerCase();
  if (ATTACHMENT_TYPES.includes(declared)) return declared;
  if (declared && declared !== 'application/octet-stream') return null;
  const byExtension = TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''];
  return byExtension && ATTACHMENT_TYPES.includes(byExtension) ? byExtension : null;
}

/** The file input's `accept`: the types and their extensions. */
export const ATTACHMENT_ACCEPT = [
  ...ATTACHMENT_TYPES,
  ...Object.entries(TYPE_BY_EXTENSION)
    .filter(([, type]) => ATTACHMENT_TYPES.includes(type))
    .map(([extension]) => `.${extension}`),
].join(',');

export type AttachmentFileProblem = 'empty' | 'tooLarge' | 'type';

/** What is wrong with the file before it is sent, or null. */
export function attachmentFileProblem(file: File): AttachmentFileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge';
  if (!attachmentTypeOf(file)) return 'type';
  return null;
}
