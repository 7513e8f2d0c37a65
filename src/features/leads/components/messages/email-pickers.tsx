// The e-mail composer's choices beside the text: the template and signature pickers, the signature's preview and
// the question before a template replaces what the user wrote.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import type { useMailTemplates } from '@/features/leads/api/mail-templates';
import type { useProviderSignatures } from '@/features/leads/api/signatures';
import { trustedHtml } from '@/lib/sanitize-html';

export function TemplateField({
  templates,
  value,
  error,
  onChoose,
}: {
  templates: ReturnType<typeof useMailTemplates>;
  value: string;
  error: string | undefined;
  onChoose: (templateId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t('leads.messages.template')} error={error}>
      {(control) => (
        <Select
          {...control}
          value={value}
          onChange={(event) => onChoose(event.target.value)}
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
  );
}

export function SignatureField({
  signatures,
  value,
  error,
  onChoose,
}: {
  signatures: ReturnType<typeof useProviderSignatures>;
  value: string;
  error: string | undefined;
  onChoose: (signatureId: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField
      label={t('leads.messages.signature')}
      error={error}
      description={signatures.isSuccess && signatures.data.length === 0 ? t('leads.messages.noSignatures') : undefined}
    >
      {(control) => (
        <Select
          {...control}
          // Controlled: a restored signature must show once the options arrive, after the first render.
          value={value}
          onChange={(event) => onChoose(event.target.value)}
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
  );
}

/** The chosen signature as the couple will see it below the text. */
export function SignaturePreview({ content }: { content: string | null | undefined }) {
  const { t } = useTranslation();
  // Once per signature: a new TrustedHTML object on every keystroke would make React rewrite the preview each time.
  const signatureHtml = useMemo(() => (content ? trustedHtml(content) : null), [content]);
  if (!signatureHtml) return null;
  return (
    <section
      aria-label={t('leads.messages.signaturePreview')}
      className="rounded-md border border-dashed border-border px-3 py-2 text-sm text-muted-foreground"
    >
      <div
        className="space-y-1"
        // Signatures are HTML the team wrote; sanitized like every other HTML shown.
        dangerouslySetInnerHTML={{ __html: signatureHtml }}
      />
    </section>
  );
}

/** Asked before a template replaces a text the user wrote (or changed). */
export function ReplaceTemplateDialog({
  open,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={(isOpen) => (isOpen ? undefined : onCancel())}>
      <DialogContent>
        <DialogTitle>{t('leads.messages.replaceTitle')}</DialogTitle>
        <DialogDescription>{t('leads.messages.replaceBody')}</DialogDescription>
        <DialogFooter>
          <Button variant="secondary" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button onClick={onConfirm}>{t('leads.messages.replaceConfirm')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
