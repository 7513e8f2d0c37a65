// The catalogue PDF's rules, checked before a byte is sent (issue 42.1): a PDF of at most 10 MB, the limit read from
// the API document (`CatalogPdfUpload.file.maxLength`, in bytes); the server checks them again (and the content).
import { CatalogPdfUploadLimits } from '@/api/generated/limits';

export const CATALOG_PDF_MAX_BYTES = CatalogPdfUploadLimits.properties.file.maxLength;
/** The limit as the document words it ("10 MB" = 10485760 bytes: binary megabytes). */
export const CATALOG_PDF_MAX_MEGABYTES = CATALOG_PDF_MAX_BYTES / (1024 * 1024);
/** The file picker's filter: the type, and the extension for systems that name no type. */
export const CATALOG_PDF_ACCEPT = 'application/pdf,.pdf';

export type CatalogPdfProblem = 'empty' | 'tooLarge' | 'type';

/** What is wrong with the chosen file, or null. A file without a type counts by its name (as the server does). */
export function catalogPdfProblem(file: File): CatalogPdfProblem | null {
  if (file.size === 0) return 'empty';
  if (file.size > CATALOG_PDF_MAX_BYTES) return 'tooLarge';
  const type = file.type.toLowerCase();
  const pdf =
    type === 'application/pdf' || ((type === '' || type === 'application/octet-stream') && /\.pdf$/i.test(file.name));
  return pdf ? null : 'type';
}
