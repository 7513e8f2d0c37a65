import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '@/components/ui/field-error';
import { useErrorText } from '@/components/ui/form-field';
import type { Attachment } from '@/features/leads/api/attachments';
import { useFormat } from '@/lib/format';
import { ATTACHMENTS_MAX } from './email-form';
import { useFileSize } from './use-file-size';

/** The e-mail composer's attachments: a checkbox per attachment of the account, up to the document's maximum. */
export function AttachmentPicker({
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
    // The group's name stays "Anhänge"; how many are chosen of the most allowed is its description, which does not
    // read as if the account had that many attachments.
    <fieldset className="grid gap-2" aria-describedby={`${baseId}-count`}>
      <legend className="mb-1 text-sm font-medium text-foreground">{t('leads.messages.attachments')}</legend>
      <p id={`${baseId}-count`} className="-mt-1 text-xs text-muted-foreground">
        {selected.length === 0
          ? t('leads.messages.attachmentsLimit', { max: format.number(ATTACHMENTS_MAX) })
          : t('leads.messages.attachmentsSelected', {
              count: format.number(selected.length),
              max: format.number(ATTACHMENTS_MAX),
            })}
      </p>
      {isError ? <p className="text-sm text-destructive">{t('leads.messages.attachmentsFailed')}</p> : null}
      <FieldError error={errorText} />
      {attachments && attachments.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('leads.messages.noAttachments')}</p>
      ) : null}
      {attachments && attachments.length > 0 ? (
        <ul className="grid max-h-48 gap-1.5 overflow-y-auto rounded-md border border-border p-2 sm:grid-cols-2">
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
                <label htmlFor={id} className="min-w-0 truncate text-sm text-foreground">
                  {attachment.name} <span className="text-xs text-muted-foreground">({fileSize(attachment.size)})</span>
                </label>
              </li>
            );
          })}
        </ul>
      ) : null}
    </fieldset>
  );
}
