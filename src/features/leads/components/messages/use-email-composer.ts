// The e-mail composer's state: the pickers' lists, the draft and its send, the template chosen (asking before it
// replaces a text the user wrote), the signature preselected and the choices no longer offered dropped.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { type Attachment, useAttachments } from '@/features/leads/api/attachments';
import type { LeadDetail } from '@/features/leads/api/leads';
import { type MailTemplate, useMailTemplates } from '@/features/leads/api/mail-templates';
import { useSendLeadMessage } from '@/features/leads/api/messages';
import { useProviderSignatures } from '@/features/leads/api/signatures';
import { useFormat } from '@/lib/format';
import { fillPlaceholders, type PlaceholderValues } from '@/lib/placeholders';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import {
  EMAIL_SERVER_FIELDS,
  type EmailDraft,
  type EmailFormValues,
  EMPTY_DRAFT,
  emailDraftKey,
  emailDraftSchema,
  emailFormSchema,
  emailRequestBody,
  isEmailDraftEmpty,
  refusedReference,
} from './email-form';
import { escapeHtml, sameText, textToEmailHtml } from './message-format';
import { useComposer } from './use-composer';

const resolver = zodResolver(emailFormSchema);

type EmailForm = UseFormReturn<EmailDraft, unknown, EmailFormValues>;

/** A template's subject and HTML with the lead's placeholders filled in. */
function useTemplateFiller(lead: LeadDetail) {
  const format = useFormat();
  // The template's placeholders for this lead; the date in the UI language's format.
  const placeholderValues: PlaceholderValues = {
    coupleName: lead.couple.name,
    weddingDate: lead.couple.weddingDate ? format.date(lead.couple.weddingDate) : null,
    providerName: lead.provider.name,
  };
  // The template's HTML with its formatting (issue 38.11: bold and lists were lost as plain text), the values
  // escaped: a couple's name is text, never markup.
  const htmlValues: PlaceholderValues = {
    coupleName: placeholderValues.coupleName === null ? null : escapeHtml(placeholderValues.coupleName),
    weddingDate: placeholderValues.weddingDate === null ? null : escapeHtml(placeholderValues.weddingDate),
    providerName: placeholderValues.providerName === null ? null : escapeHtml(placeholderValues.providerName),
  };
  return {
    subject: (template: { subject: string }) => fillPlaceholders(template.subject, placeholderValues),
    html: (template: { content: string }) => fillPlaceholders(sanitizeHtml(template.content), htmlValues),
  };
}

/**
 * Only what the pickers offer is sent: a restored draft may name a signature, template or attachment that is
 * no longer offered (deleted, moved to another provider); a select cannot show it, so it is dropped.
 */
function useOfferedChoicesOnly(
  form: EmailForm,
  offered: {
    signatures: { id: number }[] | undefined;
    templates: MailTemplate[] | undefined;
    attachments: Attachment[] | undefined;
  },
) {
  const { signatures, templates, attachments } = offered;
  useEffect(() => {
    if (!signatures) return;
    const current = form.getValues('signatureId');
    if (current && !signatures.some((link) => String(link.id) === current)) form.setValue('signatureId', '');
  }, [signatures, form]);
  useEffect(() => {
    if (!templates) return;
    const current = form.getValues('templateId');
    if (current && !templates.some((template) => String(template.id) === current)) form.setValue('templateId', '');
  }, [templates, form]);
  useEffect(() => {
    if (!attachments) return;
    const ids = new Set(attachments.map((attachment) => attachment.id));
    const current = form.getValues('attachmentIds');
    if (current.some((id) => !ids.has(id)))
      form.setValue(
        'attachmentIds',
        current.filter((id) => ids.has(id)),
      );
  }, [attachments, form]);
}

/** A new message gets the user's signature for this provider unless a restored draft says otherwise. */
function useDefaultSignature(form: EmailForm, firstSignature: { id: number } | undefined, wasRestored: boolean) {
  const signatureDefaulted = useRef(wasRestored);
  useEffect(() => {
    if (signatureDefaulted.current || !firstSignature) return;
    signatureDefaulted.current = true;
    if (!form.getValues('signatureId')) form.setValue('signatureId', String(firstSignature.id));
  }, [firstSignature, form]);
}

export function useEmailComposer({
  lead,
  customerId,
  userId,
}: {
  lead: LeadDetail;
  customerId: number;
  userId: number;
}) {
  const { t } = useTranslation();
  const templates = useMailTemplates(customerId, lead.provider.id);
  const signatures = useProviderSignatures(customerId, userId, lead.provider.id);
  const attachments = useAttachments(customerId, lead.provider.id);
  const [pendingTemplateId, setPendingTemplateId] = useState<string | null>(null);
  // Raised whenever the text is set from outside the editor (a template, an offer, the empty form after sending), in
  // the same update as the text: the editor then shows the new text (RichTextEditor's `revision`).
  const [bodyRevision, setBodyRevision] = useState(0);
  const bodySetFromOutside = () => setBodyRevision((revision) => revision + 1);
  const filled = useTemplateFiller(lead);
  const { form, send, problem, failure, isSending, wasRestored } = useComposer({
    storageKey: emailDraftKey(userId, lead.id),
    empty: EMPTY_DRAFT,
    parseDraft: emailDraftSchema,
    isEmpty: isEmailDraftEmpty,
    resolver,
    mutation: useSendLeadMessage(lead.id),
    fields: EMAIL_SERVER_FIELDS,
  });
  useOfferedChoicesOnly(form, {
    signatures: signatures.data,
    templates: templates.data,
    attachments: attachments.data,
  });
  useDefaultSignature(form, signatures.data?.[0], wasRestored);

  const applyTemplate = (templateId: string) => {
    const template = templates.data?.find((candidate) => String(candidate.id) === templateId);
    if (!template) return;
    // The placeholders (couple's name, wedding date, provider's name; src/lib/placeholders.ts) are filled for
    // this lead; one the lead has no value for stays visible, for the user to write.
    form.clearErrors('templateId');
    form.setValue('templateId', templateId, { shouldDirty: true });
    form.setValue('subject', filled.subject(template), {
      shouldDirty: true,
      shouldValidate: form.formState.isSubmitted,
    });
    form.setValue('body', filled.html(template), {
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
    const untouchedTemplate = previous !== undefined && sameText(current, htmlToText(filled.html(previous)));
    if (current && !untouchedTemplate) setPendingTemplateId(templateId);
    else applyTemplate(templateId);
  };

  const sendValues = (values: EmailFormValues) =>
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

  return {
    form,
    templates,
    signatures,
    attachments,
    problem,
    failure,
    isSending,
    bodyRevision,
    sendValues,
    chooseTemplate,
    /** The template waiting for the user's yes to replace the text, if any. */
    pendingTemplateId,
    confirmPendingTemplate: () => {
      if (pendingTemplateId) applyTemplate(pendingTemplateId);
      setPendingTemplateId(null);
    },
    cancelPendingTemplate: () => setPendingTemplateId(null),
    chooseSignature: (signatureId: string) => {
      form.clearErrors('signatureId');
      form.setValue('signatureId', signatureId, { shouldDirty: true });
    },
    appendOffer: (offer: string) => {
      // The offer is text the portal wrote: its own paragraphs after the user's.
      form.setValue('body', `${form.getValues('body')}${textToEmailHtml(offer)}`, {
        shouldDirty: true,
        shouldValidate: form.formState.isSubmitted,
      });
      bodySetFromOutside();
    },
  };
}
