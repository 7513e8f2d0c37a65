// The e-mail composer's form: its draft as stored, the rules checked before sending, where the server's field
// errors go, and the request body of a checked e-mail. Pure code, no React.
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { LeadMessageCreateLimits } from '@/api/generated/limits';
import type { LeadMessageCreate } from '@/features/leads/api/messages';
import { draftKey } from '@/lib/drafts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import { textToEmailHtml } from './message-format';

const limits = LeadMessageCreateLimits.properties;
const SUBJECT_MAX = limits.subject.maxLength;
const BODY_MAX = limits.body.maxLength;
export const ATTACHMENTS_MAX = limits.attachmentIds.maxItems;

/**
 * The body is the editor's HTML, which always starts with a block (a paragraph, a list, a heading). A draft kept
 * before the composer had the editor holds plain text: it comes back as paragraphs, as it would have been sent.
 */
const draftBody = z
  .string()
  .transform((body) => (!body || /^<(p|ul|ol|h[1-6]|blockquote|div)[\s>]/i.test(body) ? body : textToEmailHtml(body)));

export const emailDraftSchema = z.object({
  subject: z.string(),
  body: draftBody,
  /** Select values: '' for none, otherwise the id. */
  templateId: z.string(),
  signatureId: z.string(),
  attachmentIds: z.array(z.int().positive()),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

export const EMPTY_DRAFT: EmailDraft = { subject: '', body: '', templateId: '', signatureId: '', attachmentIds: [] };

export const emailFormSchema = z.object({
  subject: z.string().max(SUBJECT_MAX, validationMessage.tooLong(SUBJECT_MAX)),
  // The HTML is what is sent and counted; a body without text is empty, whatever markup it holds.
  body: z
    .string()
    .refine((html) => htmlToText(html).length > 0, validationMessage.required())
    .refine((html) => html.length <= BODY_MAX, validationMessage.tooLong(BODY_MAX)),
  templateId: z.string(),
  signatureId: z.string(),
  attachmentIds: z.array(z.int().positive()).max(ATTACHMENTS_MAX),
});
export type EmailFormValues = z.output<typeof emailFormSchema>;

/**
 * Where the server's field errors go (error format 1). The references are checked for ownership (the user's own
 * signature; the account's templates and attachments for the lead's provider or for all providers): a refused
 * one is shown on its picker.
 */
export const EMAIL_SERVER_FIELDS: ServerFieldMap<EmailDraft> = {
  subject: 'subject',
  body: 'body',
  signatureId: 'signatureId',
  mailTemplateId: 'templateId',
  ...Object.fromEntries(
    Array.from({ length: ATTACHMENTS_MAX }, (_, index) => [`attachmentIds.${index}`, 'attachmentIds']),
  ),
};

/** Whether the server refused one of the picked references: the pickers' lists are then out of date. */
export function refusedReference(error: unknown): boolean {
  if (!isApiError(error) || error.errorFormat !== 1) return false;
  return Object.keys(error.fieldErrors).some(
    (path) => path === 'signatureId' || path === 'mailTemplateId' || path.startsWith('attachmentIds.'),
  );
}

/** Nothing the user wrote or picked; the preselected signature alone is no draft. */
export function isEmailDraftEmpty(draft: EmailDraft): boolean {
  return !draft.subject && !draft.body && !draft.templateId && draft.attachmentIds.length === 0;
}

/** The body of a checked e-mail. */
export function emailRequestBody(values: EmailFormValues): LeadMessageCreate {
  const subject = values.subject.trim();
  return {
    ...(subject ? { subject } : {}),
    // Sanitized HTML, as templates are stored: the formatting the user sees is what the couple receives.
    body: sanitizeHtml(values.body),
    ...(values.templateId ? { mailTemplateId: Number(values.templateId) } : {}),
    ...(values.signatureId ? { signatureId: Number(values.signatureId) } : {}),
    ...(values.attachmentIds.length > 0 ? { attachmentIds: values.attachmentIds } : {}),
  };
}

export function emailDraftKey(userId: number, leadId: number): string {
  return draftKey(userId, 'lead', 'email', leadId);
}
