import { draftKey } from '@/lib/drafts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@/api/api-error';
import { LeadMessageCreateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { LazyRichTextEditor } from '@/components/editor/lazy-editor';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { type Attachment, useAttachments } from '@/features/leads/api/attachments';
import type { LeadDetail } from '@/features/leads/api/leads';
import { useMailTemplates } from '@/features/leads/api/mail-templates';
import { type LeadMessageCreate, useSendLeadMessage } from '@/features/leads/api/messages';
import { useProviderSignatures } from '@/features/leads/api/signatures';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { useFormat } from '@/lib/format';
import { fillPlaceholders, type PlaceholderValues } from '@/lib/placeholders';
import { htmlToText, sanitizeHtml, trustedHtml } from '@/lib/sanitize-html';
import { BidOffer } from './bid-item-picker';
import { escapeHtml, sameText, textToEmailHtml } from './message-format';
import { SendFailureAlert } from './send-failure';
import { useComposer } from './use-composer';
import { useFileSize } from './use-file-size';

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

const emailDraftSchema = z.object({
  subject: z.string(),
  body: draftBody,
  /** Select values: '' for none, otherwise the id. */
  templateId: z.string(),
  signatureId: z.string(),
  attachmentIds: z.array(z.int().positive()),
});
export type EmailDraft = z.infer<typeof emailDraftSchema>;

const EMPTY_DRAFT: EmailDraft = { subject: '', body: '', templateId: '', signatureId: '', attachmentIds: [] };

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
const resolver = zodResolver(emailFormSchema);

/**
 * Where the server's field errors go (error format 1). The references are checked for ownership (the user's own
 * signature; the account's templates and attachments for the lead's provider or for all providers): a refused
 * one is shown on its picker.
 */
const SERVER_FIELDS: ServerFieldMap<EmailDraft> = {
  subject: 'subject',
  body: 'body',
  signatureId: 'signatureId',
  mailTemplateId: 'templateId',
  ...Object.fromEntries(
    Array.from({ length: ATTACHMENTS_MAX }, (_, index) => [`attachmentIds.${index}`, 'attachmentIds']),
  ),
};

/** Whether the server refused one of the picked references: the pickers' lists are then out of date. */
function refusedReference(error: unknown): boolean {
  if (!isApiError(error) || error.errorFormat !== 1) return false;
  return Object.keys(error.fieldErrors).some(
    (path) => path === 'signatureId' || path === 'mailTemplateId' || path.startsWith('attachmentIds.'),
  );
}

/** Nothing the user wrote or picked; the preselected signature alone is no draft. */
function isEmpty(draft: EmailDraft): boolean {
  return !draft.subject && !draft.body && !draft.templateId && draft.attachmentIds.length === 0;
}

/** The body of a checked e-mail. */
export function emailRequestBody(values: z.output<typeof emailFormSchema>): LeadMessageCreate {
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

interface EmailComposerProps {
  lead: LeadDetail;
  customerId: number;
  userId: number;
  /** The subject the server uses when none is given ("Re: " + the conversation's first subject). */
  replySubject: string | null;
}

export function EmailComposer({ lead, customerId, userId, replySubject }: EmailComposerProps) {
  const { t } = useTranslation();
  const templates = useMailTemplates(customerId, lead.provider.id);
  const signatures = useProviderSignatures(customerId, userId, lead.provider.id);
  const attachments = useAttachments(customerId, lead.provider.id);
  const [pendingTemplateId, setPendingTemplateId] = useState<string | null>(null);
  // Raised whenever the text is set from outside the editor (a template, an offer, the empty form after sending), in
  // the same update as the text: the editor then shows the new text (RichTextEditor's `revision`).
  const [bodyRevision, setBodyRevision] = useState(0);
  const bodySetFromOutside = () => setBodyRevision((revision) => revision + 1);
  const format = useFormat();
  // The template's placeholders for this lead; the date in the UI language's format.
  const placeholderValues: PlaceholderValues = {
    coupleName: lead.couple.name,
    weddingDate: lead.couple.weddingDate ? format.date(lead.couple.weddingDate) : null,
    providerName: lead.provider.name,
  };
  const filledSubject = (template: { subject: string }) => fillPlaceholders(template.subject, placeholderValues);
  // The template's HTML with its formatting (issue 38.11: bold and lists were lost as plain text), the values
  // escaped: a couple's name is text, never markup.
  const htmlValues: PlaceholderValues = {
    coupleName: placeholderValues.coupleName === null ? null : escapeHtml(placeholderValues.coupleName),
    weddingDate: placeholderValues.weddingDate === null ? null : escapeHtml(placeholderValues.weddingDate),
    providerName: placeholderValues.providerName === null ? null : escapeHtml(placeholderValues.providerName),
  };
  const filledHtml = (template: { content: string }) => fillPlaceholders(sanitizeHtml(template.content), htmlValues);
  const { form, send, problem, failure, isSending, wasRestored } = useComposer({
    storageKey: emailDraftKey(userId, lead.id),
    empty: EMPTY_DRAFT,
    parseDraft: emailDraftSchema,
    isEmpty,
    resolver,
    mutation: useSendLeadMessage(lead.id),
    fields: SERVER_FIELDS,
  });
  const { errors } = form.formState;
  const errorText = useErrorText();

  // Only what the pickers offer is sent: a restored draft may name a signature, template or attachment that is
  // no longer offered (deleted, moved to another provider); a select cannot show it, so it is dropped.
  useEffect(() => {
    if (!signatures.data) return;
    const current = form.getValues('signatureId');
    if (current && !signatures.data.some((link) => String(link.id) === current)) form.setValue('signatureId', '');
  }, [signatures.data, form]);
  useEffect(() => {
    if (!templates.data) return;
    const current = form.getValues('templateId');
    if (current && !templates.data.some((template) => String(template.id) === current)) form.setValue('templateId', '');
  }, [templates.data, form]);
  useEffect(() => {
    if (!attachments.data) return;
    const offered = new Set(attachments.data.map((attachment) => attachment.id));
    const current = form.getValues('attachmentIds');
    if (current.some((id) => !offered.has(id)))
      form.setValue(
        'attachmentIds',
        current.filter((id) => offered.has(id)),
      );
  }, [attachments.data, form]);

  // A new message gets the user's signature for this provider unless a restored draft says otherwise.
  const signatureDefaulted = useRef(wasRestored);
  const firstSignature = signatures.data?.[0];
  useEffect(() => {
    if (signatureDefaulted.current || !firstSignature) return;
    signatureDefaulted.current = true;
    if (!form.getValues('signatureId')) form.setValue('signatureId', String(firstSignature.id));
  }, [firstSignature, form]);

  const applyTemplate = (templateId: string) => {
    const template = templates.data?.find((candidate) => String(candidate.id) === templateId);
    if (!template) return;
    // The placeholders (couple's name, wedding date, provider's name; src/lib/placeholders.ts) are filled for
    // this lead; one the lead has no value for stays visible, for the user to write.
    form.clearErrors('templateId');
    form.setValue('templateId', templateId, { shouldDirty: true });
    form.setValue('subject', filledSubject(template), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('body', filledHtml(template), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    bodySetFromOutside();
  };

  const chooseTemplate = (templateId: string) => {
    if (!templateId) {
      form.clearErrors('templateId');
      form.setValue('templateId', '', { shouldDirty: true });
      return;
    }
    const current = htmlToText(form.getValues('body'));
    const previous = templates.data?.find((candidate) => String(candidate.id) === form.getValues('templateId'));
    const untouchedTemplate = previous !== undefined && sameText(current, htmlToText(filledHtml(previous)));
    if (current && !untouchedTemplate) setPendingTemplateId(templateId);
    else applyTemplate(templateId);
  };

  const sendValues = (values: z.output<typeof emailFormSchema>) =>
    send(emailRequestBody(values), {
      // The next message starts empty again, with the same signature.
      next: { ...EMPTY_DRAFT, signatureId: values.signatureId },
      onSent: () => {
        bodySetFromOutside();
        toast.success(t('leads.messages.emailSent'));
      },
      // The refused choice stays picked with its message; the lists are read again so the pickers offer what
      // may be used now.
      onFailed: (error) => {
        if (!refusedReference(error)) return;
        void signatures.refetch();
        void templates.refetch();
        void attachments.refetch();
      },
    });

  const signatureId = useWatch({ control: form.control, name: 'signatureId' });
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const selectedSignature = signatures.data?.find((link) => String(link.id) === signatureId);
  const signatureContent = selectedSignature?.signatureContent;
  // Once per signature: a new TrustedHTML object on every keystroke would make React rewrite the preview each time.
  const signatureHtml = useMemo(() => (signatureContent ? trustedHtml(signatureContent) : null), [signatureContent]);
  const phone = lead.leadDetails.contactVisible ? lead.leadDetails.phone : null;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(sendValues)(event)}
      aria-label={t('leads.messages.emailFormLabel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('leads.messages.template')} error={errors.templateId?.message}>
          {(control) => (
            <Select
              {...control}
              value={templateId}
              onChange={(event) => chooseTemplate(event.target.value)}
              disabled={!templates.isSuccess}
            >
              <option value="">
                {templates.isError ? t('leads.messages.templatesFailed') : t('leads.messages.noTemplate')}
              </option>
              {templates.data?.map((template) => (
                <option key={template.id} value={String(template.id)} dir="auto">
                  {template.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('leads.messages.signature')}
          error={errors.signatureId?.message}
          description={
            signatures.isSuccess && signatures.data.length === 0 ? t('leads.messages.noSignatures') : undefined
          }
        >
          {(control) => (
            <Select
              {...control}
              // Controlled: a restored signature must show once the options arrive, after the first render.
              value={signatureId}
              onChange={(event) => {
                form.clearErrors('signatureId');
                form.setValue('signatureId', event.target.value, { shouldDirty: true });
              }}
              disabled={!signatures.isSuccess}
            >
              <option value="">
                {signatures.isError ? t('leads.messages.signaturesFailed') : t('leads.messages.withoutSignature')}
              </option>
              {signatures.data?.map((link) => (
                <option key={link.id} value={String(link.id)}>
                  {t('leads.messages.signatureOption', { name: link.name, provider: link.provider.name })}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>

      <FormField label={t('leads.messages.subject')} error={errors.subject?.message}>
        {(control) => <Input {...control} placeholder={replySubject ?? undefined} {...form.register('subject')} />}
      </FormField>

      <Controller
        control={form.control}
        name="body"
        render={({ field }) => (
          <LazyRichTextEditor
            label={t('leads.messages.body')}
            initialHtml={field.value}
            revision={bodyRevision}
            onChange={(html) => field.onChange(html)}
            error={errorText(errors.body?.message)}
            description={t('leads.messages.bodyHint')}
          />
        )}
      />
      <BidOffer
        lead={lead}
        onOffer={(offer) => {
          // The offer is text the portal wrote: its own paragraphs after the user's.
          form.setValue('body', `${form.getValues('body')}${textToEmailHtml(offer)}`, {
            shouldDirty: true,
            shouldValidate: form.formState.isSubmitted,
          });
          bodySetFromOutside();
        }}
      />

      {signatureHtml ? (
        <section
          aria-label={t('leads.messages.signaturePreview')}
          className="rounded-md border border-dashed border-line px-3 py-2 text-sm text-muted"
        >
          <div
            className="space-y-1"
            // Signatures are HTML the team wrote; sanitized like every other HTML shown.
            dangerouslySetInnerHTML={{ __html: signatureHtml }}
          />
        </section>
      ) : null}

      <Controller
        control={form.control}
        name="attachmentIds"
        render={({ field, fieldState }) => (
          <AttachmentPicker
            attachments={attachments.data}
            isError={attachments.isError}
            error={fieldState.error?.message}
            selected={field.value}
            onChange={(ids) => {
              form.clearErrors('attachmentIds');
              field.onChange(ids);
            }}
          />
        )}
      />

      <FormProblem problem={problem} />
      {failure ? <SendFailureAlert failure={failure} hintKey="errors.messageNotSentHint" phone={phone} /> : null}

      <div className="flex justify-end">
        <Button type="submit" loading={isSending}>
          {t('leads.messages.sendEmail')}
        </Button>
      </div>

      <Dialog
        open={pendingTemplateId !== null}
        onOpenChange={(open) => (open ? undefined : setPendingTemplateId(null))}
      >
        <DialogContent>
          <DialogTitle>{t('leads.messages.replaceTitle')}</DialogTitle>
          <DialogDescription>{t('leads.messages.replaceBody')}</DialogDescription>
          <DialogFooter>
            <Button variant="secondary" onClick={() => setPendingTemplateId(null)}>
              {t('common.cancel')}
            </Button>
            <Button
              onClick={() => {
                if (pendingTemplateId) applyTemplate(pendingTemplateId);
                setPendingTemplateId(null);
              }}
            >
              {t('leads.messages.replaceConfirm')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </form>
  );
}

function AttachmentPicker({
  attachments,
  isError,
  error,
  selected,
  onChange,
}: {
  attachments: Attachment[] | undefined;
  isError: boolean;
  /** The server's refusal of a picked attachment (a text from the server). */
  error: string | undefined;
  selected: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useErrorText()(error);
  const baseId = useId();
  const fileSize = useFileSize();
  const full = selected.length >= ATTACHMENTS_MAX;
  const toggle = (id: number, checked: boolean) =>
    onChange(checked ? [...selected.filter((other) => other !== id), id] : selected.filter((other) => other !== id));

  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-medium text-ink">
        {t('leads.messages.attachments')}{' '}
        <span className="font-normal text-muted">
          {t('leads.messages.attachmentsSelected', {
            count: format.number(selected.length),
            max: format.number(ATTACHMENTS_MAX),
          })}
        </span>
      </legend>
      {isError ? <p className="text-sm text-danger">{t('leads.messages.attachmentsFailed')}</p> : null}
      <FieldError error={errorText} />
      {attachments && attachments.length === 0 ? (
        <p className="text-sm text-muted">{t('leads.messages.noAttachments')}</p>
      ) : null}
      {attachments && attachments.length > 0 ? (
        <ul className="grid max-h-48 gap-1.5 overflow-y-auto rounded-md border border-line p-2 sm:grid-cols-2">
          {attachments.map((attachment) => {
            const id = `${baseId}-${attachment.id}`;
            const checked = selected.includes(attachment.id);
            return (
              <li key={attachment.id} className="flex items-center gap-2">
                {/* A native checkbox: the list can be long, and it needs no layout measuring per row. */}
                <input
                  id={id}
                  type="checkbox"
                  className="size-4 shrink-0 accent-brand-700"
                  checked={checked}
                  disabled={!checked && full}
                  onChange={(event) => toggle(attachment.id, event.target.checked)}
                />
                <label htmlFor={id} className="min-w-0 truncate text-sm text-ink">
                  {attachment.name} <span className="text-xs text-muted">({fileSize(attachment.size)})</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
