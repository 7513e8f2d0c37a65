// The frame of the attachments' upload form: heading, the three fields with their labels and hints, the status line
// and the button. The real form (upload-form.tsx) fills it with its controls; while that module loads the page
// shows the frame with disabled controls and no form role, so the form arrives in exactly its place (issue 23).
import { Upload } from 'lucide-react';
import type { FormHTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AttachmentUploadLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import { type FieldControlProps, FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/format';
import { ATTACHMENT_MAX_MEGABYTES } from '../lib/attachment-rules';
import { useTemplateRights } from '../lib/rights';

export const NAME_MAX = AttachmentUploadLimits.properties.name.maxLength;

const FRAME_CLASS = 'flex flex-col gap-4 rounded-lg border border-border bg-card p-4';

export function UploadFrame({
  form,
  errors = {},
  file,
  name,
  provider,
  status,
  pending = false,
}: {
  /** The form's attributes; without them the frame is a placeholder (a div, disabled controls). */
  form?: FormHTMLAttributes<HTMLFormElement>;
  errors?: { file?: string | undefined; name?: string | undefined; providerId?: string | undefined };
  file: (control: FieldControlProps) => ReactNode;
  name: (control: FieldControlProps) => ReactNode;
  provider: (control: FieldControlProps, options: ReactNode) => ReactNode;
  status?: ReactNode;
  pending?: boolean;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const rights = useTemplateRights();
  const maxSize = `${format.number(ATTACHMENT_MAX_MEGABYTES)} MB`;
  const options = (
    <>
      {rights.isAdmin ? <option value="">{t('templates.allProviders')}</option> : null}
      {rights.writableProviders.map((option) => (
        <option key={option.id} value={String(option.id)}>
          {option.name}
        </option>
      ))}
    </>
  );
  const content = (
    <>
      <h2 className="text-lg font-semibold">{t('templates.attachments.uploadTitle')}</h2>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField
          label={t('templates.attachments.file')}
          error={errors.file}
          description={t('templates.attachments.fileHint', { max: maxSize })}
        >
          {file}
        </FormField>
        <FormField
          label={t('templates.attachments.name')}
          error={errors.name}
          description={t('templates.attachments.nameHint')}
        >
          {name}
        </FormField>
        <FormField label={t('templates.mail.provider')} error={errors.providerId}>
          {(control) => provider(control, options)}
        </FormField>
      </div>
      {status}
      <div>
        <Button type="submit" loading={pending} disabled={!form}>
          <Upload aria-hidden /> {t('templates.attachments.upload')}
        </Button>
      </div>
    </>
  );
  if (!form) return <div className={FRAME_CLASS}>{content}</div>;
  return (
    <form {...form} aria-label={t('templates.attachments.uploadTitle')} className={FRAME_CLASS}>
      {content}
    </form>
  );
}

/** The frame while the form's module loads: the same fields, disabled. */
export function UploadFramePlaceholder() {
  return (
    <UploadFrame
      file={(control) => <Input {...control} type="file" disabled />}
      name={(control) => <Input {...control} disabled />}
      provider={(control, options) => (
        <Select {...control} disabled>
          {options}
        </Select>
      )}
    />
  );
}
