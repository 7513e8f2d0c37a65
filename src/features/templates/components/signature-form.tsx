import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CustomerUserProviderUpdateLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { problemOf, type FormProblem as Problem } from '@/lib/forms/form-errors';
import { useFormat } from '@/lib/format';
import { htmlToText, sanitizeHtml } from '@/lib/sanitize-html';
import { useAttachmentList, useUploadAttachment } from '../api/attachments';
import type { CustomerUserProvider } from '@/api/queries/customer-users';
import { useSaveSignature } from '../api/signatures';
import { ATTACHMENT_MAX_MEGABYTES, attachmentFileProblem } from '../lib/attachment-rules';
import { LazyRichTextEditor } from '@/components/editor/lazy-editor';
import { SignaturePreview } from './signature-preview';

const CONTENT_MAX = CustomerUserProviderUpdateLimits.properties.signatureContent.maxLength;
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

interface SignatureFormProps {
  customerId: number;
  userId: number;
  link: CustomerUserProvider;
  onDone: () => void;
}

/**
 * The signature of one provider link: the text (rich text) and an image. The document has no upload of its
 * own for the image: it is one of the account's image attachments (or a new one uploaded here), whose address
 * becomes `signatureImage` (docs/templates.md).
 */
export function SignatureForm({ customerId, userId, link, onDone }: SignatureFormProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [html, setHtml] = useState(link.signatureContent ?? '');
  const [image, setImage] = useState(link.signatureImage ?? '');
  const [contentError, setContentError] = useState<string | undefined>();
  const [imageError, setImageError] = useState<string | undefined>();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const save = useSaveSignature(customerId, userId, link.id);
  const attachments = useAttachmentList(customerId);
  const upload = useUploadAttachment(customerId, setProgress);
  const images = (attachments.data ?? []).filter(
    (attachment) =>
      IMAGE_TYPES.has(attachment.mimeType) &&
      (attachment.providerId === null || attachment.providerId === link.providerId),
  );

  const onUpload = (file: File | undefined) => {
    setImageError(undefined);
    if (!file) return;
    const fileProblem = attachmentFileProblem(file);
    if (fileProblem || !IMAGE_TYPES.has(file.type)) {
      setImageError(
        fileProblem === 'tooLarge'
          ? t('templates.attachments.problems.tooLarge', { max: `${format.number(ATTACHMENT_MAX_MEGABYTES)} MB` })
          : t('templates.signatures.imageType'),
      );
      return;
    }
    setProgress(0);
    upload.mutate(
      { file, providerId: link.providerId },
      {
        onSuccess: (created) => setImage(created.url),
        onError: (error) => setImageError(problemText(problemOf(error))),
        onSettled: () => setProgress(null),
      },
    );
  };
  const problemText = (value: Problem) => ('key' in value ? t(value.key) : value.text);

  const onSave = () => {
    setProblem(null);
    setContentError(undefined);
    // Sanitized on save; no text at all clears the signature (null), as the document allows.
    const clean = sanitizeHtml(html);
    const content = htmlToText(clean) ? clean : null;
    if (content && content.length > CONTENT_MAX) {
      setContentError(t('validation.tooLong', { max: format.number(CONTENT_MAX) }));
      return;
    }
    save.mutate(
      { signatureContent: content, signatureImage: image || null },
      {
        onSuccess: () => {
          toast.success(t('templates.signatures.saved', { provider: link.provider.name }));
          onDone();
        },
        onError: (error) => {
          const failure = problemOf(error);
          const fields = isApiError(error) && error.errorFormat === 1 ? error.fieldErrors : {};
          if (fields['signatureContent']) setContentError(fields['signatureContent']);
          if (fields['signatureImage']) setImageError(fields['signatureImage']);
          if (!fields['signatureContent'] && !fields['signatureImage']) setProblem(failure);
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <LazyRichTextEditor
        label={t('templates.signatures.content')}
        initialHtml={html}
        onChange={setHtml}
        error={contentError}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('templates.signatures.image')} error={imageError}>
          {(control) => (
            <Select {...control} value={image} onChange={(event) => setImage(event.target.value)}>
              <option value="">{t('templates.signatures.noImage')}</option>
              {image && !images.some((attachment) => attachment.url === image) ? (
                <option value={image}>{t('templates.signatures.currentImage')}</option>
              ) : null}
              {images.map((attachment) => (
                <option key={attachment.id} value={attachment.url}>
                  {attachment.name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
        <FormField
          label={t('templates.signatures.uploadImage')}
          description={
            progress !== null
              ? t('templates.attachments.progress', { percent: Math.round(progress * 100) })
              : t('templates.signatures.uploadHint')
          }
        >
          {(control) => (
            <Input
              {...control}
              type="file"
              accept="image/png,image/jpeg"
              disabled={upload.isPending}
              onChange={(event) => onUpload(event.target.files?.[0])}
            />
          )}
        </FormField>
      </div>
      <SignaturePreview html={sanitizeHtml(html) || null} image={image || null} />
      <FormProblem problem={problem} />
      <div className="flex flex-wrap gap-2">
        <Button loading={save.isPending} onClick={onSave}>
          {t('common.save')}
        </Button>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </div>
  );
}
