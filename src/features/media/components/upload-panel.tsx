import { Upload } from 'lucide-react';
import { type DragEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { cn } from '@/lib/cn';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import { HiddenFileInput } from '@/components/forms/hidden-file-input';
import { UploadEntryItem } from './upload-entry';
import { type UploadQueueOptions, useUploadQueue } from './use-upload-queue';

/**
 * Upload of many images at once, picked or dropped (spec points 5 and 8): each file is checked against the
 * category's rules in the browser first, then sent with its own progress bar; a failed file can be retried alone,
 * a waiting or running one cancelled. The plan's gallery image cap stops files beyond it and offers the upgrade.
 */
export function UploadPanel(props: UploadQueueOptions) {
  const { providerId, rules, cap } = props;
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const inputId = useId();
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const { entries, remaining, capReached, addFiles, cancel, retry } = useUploadQueue(props);
  const ruleTexts = useImageRuleTexts();
  const offerUpgrade = () => upgrade.open('gallery_image_cap', { providerId });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (capReached) return;
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const accept = rules.allowedExtensions.map((extension) => `.${extension}`).join(',');

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-border bg-card p-4">
      <h2 id={`${inputId}-title`} className="mb-2 font-semibold">
        {t('media.upload.title')}
      </h2>
      <p id={hintId} className="mb-3 text-sm text-muted-foreground">
        {ruleTexts.hint(rules)}
      </p>
      {capReached ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>{t('media.upload.capReached', { cap })}</span>
          <Button size="sm" variant="secondary" onClick={offerUpgrade}>
            {t('media.upload.upgrade')}
          </Button>
        </div>
      ) : cap !== null ? (
        <p className="mb-3 text-sm text-muted-foreground">{t('media.upload.capLeft', { count: remaining, cap })}</p>
      ) : null}
      <div
        role="group"
        aria-label={t('media.upload.drop')}
        onDragOver={(event) => {
          event.preventDefault();
          if (!capReached) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={cn(
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-border p-6 text-center',
          dragging && 'border-brand-600 bg-brand-50',
          capReached && 'opacity-60',
        )}
      >
        <Upload className="size-6 text-muted-foreground" aria-hidden="true" />
        <p className="text-sm">{t('media.upload.drop')}</p>
        <HiddenFileInput
          id={inputId}
          label={t('media.upload.pick')}
          inputRef={inputRef}
          accept={accept}
          disabled={capReached}
          describedBy={hintId}
          onFiles={(files) => void addFiles(files)}
        />
        <Button size="sm" variant="secondary" disabled={capReached} onClick={() => inputRef.current?.click()}>
          {t('media.upload.pick')}
        </Button>
      </div>
      {entries.length > 0 ? (
        <ul aria-label={t('media.upload.listLabel')} className="mt-4 flex flex-col gap-3">
          {entries.map((entry) => (
            <UploadEntryItem key={entry.key} entry={entry} onCancel={cancel} onRetry={retry} onUpgrade={offerUpgrade} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
