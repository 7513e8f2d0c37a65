import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LazyRichTextEditor } from '@/components/editor/lazy-editor';
import { Button } from '@/components/ui/button';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import type { LeadDetail } from '@/features/leads/api/leads';
import { submitOnShortcut } from '@/lib/shortcuts';
import { AttachmentPicker } from './attachment-picker';
import { BidOffer } from './bid-item-picker';
import { ReplaceTemplateDialog, SignatureField, SignaturePreview, TemplateField } from './email-pickers';
import { SendFailureAlert } from './send-failure';
import { useEmailComposer } from './use-email-composer';

interface EmailComposerProps {
  lead: LeadDetail;
  customerId: number;
  userId: number;
  /** The subject the server uses when none is given ("Re: " + the conversation's first subject). */
  replySubject: string | null;
}

export function EmailComposer({ lead, customerId, userId, replySubject }: EmailComposerProps) {
  const { t } = useTranslation();
  const composer = useEmailComposer({ lead, customerId, userId });
  const { form, templates, signatures, attachments } = composer;
  const { errors } = form.formState;
  const errorText = useErrorText();
  const signatureId = useWatch({ control: form.control, name: 'signatureId' });
  const templateId = useWatch({ control: form.control, name: 'templateId' });
  const selectedSignature = signatures.data?.find((link) => String(link.id) === signatureId);
  const phone = lead.leadDetails.contactVisible ? lead.leadDetails.phone : null;

  return (
    <form
      className="grid gap-4"
      noValidate
      onSubmit={(event) => void form.handleSubmit(composer.sendValues)(event)}
      onKeyDownCapture={submitOnShortcut}
      aria-label={t('leads.messages.emailFormLabel')}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TemplateField
          templates={templates}
          value={templateId}
          error={errors.templateId?.message}
          onChoose={composer.chooseTemplate}
        />
        <SignatureField
          signatures={signatures}
          value={signatureId}
          error={errors.signatureId?.message}
          onChoose={composer.chooseSignature}
        />
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
            revision={composer.bodyRevision}
            onChange={(html) => field.onChange(html)}
            error={errorText(errors.body?.message)}
            description={t('leads.messages.bodyHint')}
          />
        )}
      />
      <BidOffer lead={lead} onOffer={composer.appendOffer} />

      <SignaturePreview content={selectedSignature?.signatureContent} />

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

      <FormProblem problem={composer.problem} />
      {composer.failure ? (
        <SendFailureAlert failure={composer.failure} hintKey="errors.messageNotSentHint" phone={phone} />
      ) : null}

      <div className="flex justify-end">
        <Button type="submit" loading={composer.isSending}>
          {t('leads.messages.sendEmail')}
        </Button>
      </div>

      <ReplaceTemplateDialog
        open={composer.pendingTemplateId !== null}
        onConfirm={composer.confirmPendingTemplate}
        onCancel={composer.cancelPendingTemplate}
      />
    </form>
  );
}
