// The photo step's two lists: the files on their way (checked, sent, failed) and the photos of the application.
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import type { WizardValues } from '../lib/wizard-form';
import type { PhotoUpload } from './use-photo-uploads';
import { Progress } from '@/components/ui/progress';

export function PhotoUploadList({
  uploads,
  onRetry,
  onDismiss,
}: {
  uploads: PhotoUpload[];
  onRetry: (upload: PhotoUpload) => void;
  onDismiss: (key: number) => void;
}) {
  const { t } = useTranslation();
  const ruleTexts = useImageRuleTexts();
  if (uploads.length === 0) return null;
  return (
    <ul aria-label={t('signup.photos.uploadsLabel')} className="flex flex-col gap-3">
      {uploads.map((upload) => (
        <li key={upload.key} className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 truncate font-medium" dir="auto">
              {upload.file.name}
            </span>
            <span className="text-muted-foreground">{t(`signup.photos.state.${upload.state}`)}</span>
          </div>
          {upload.state === 'uploading' ? (
            <Progress value={upload.progress} aria-label={t('signup.photos.progress', { name: upload.file.name })} />
          ) : null}
          {upload.problems.length > 0 ? (
            <ul className="list-disc ps-5 text-destructive">
              {upload.problems.map((problem) => (
                <li key={problem.rule}>{ruleTexts.problem(problem)}</li>
              ))}
            </ul>
          ) : null}
          {upload.error ? <p className="text-destructive">{upload.error}</p> : null}
          {upload.state === 'failed' || upload.state === 'invalid' ? (
            <div className="flex flex-wrap gap-2">
              {upload.state === 'failed' ? (
                <Button
                  type="button"
                  size="sm"
                  variant="secondary"
                  aria-label={t('signup.photos.retry', { name: upload.file.name })}
                  onClick={() => onRetry(upload)}
                >
                  {t('common.retry')}
                </Button>
              ) : null}
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={t('signup.photos.dismiss', { name: upload.file.name })}
                onClick={() => onDismiss(upload.key)}
              >
                {t('signup.photos.dismissShort')}
              </Button>
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export function ApplicationPhotos({
  headingId,
  images,
  onRemove,
}: {
  headingId: string;
  images: WizardValues['images'];
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h2 id={headingId} className="text-sm font-semibold">
        {t('signup.photos.listTitle', { count: images.length })}
      </h2>
      {images.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('signup.photos.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {images.map((image, index) => (
            <li
              key={image.id}
              className="flex items-center justify-between gap-2 rounded-md border border-border px-3 py-2 text-sm"
            >
              {/* The user's file name where this browser still knows it; a photo uploaded in an earlier session
                  (another browser, a cleared draft) goes by its place in the list: the server keeps no original
                  name, and its stored file name means nothing to the applicant (docs/signup.md). */}
              <span className="min-w-0 truncate" dir="auto">
                {image.fileName ?? t('signup.photos.earlier', { number: index + 1 })}
              </span>
              <Button
                type="button"
                size="sm"
                variant="ghost"
                aria-label={
                  image.fileName === null
                    ? t('signup.photos.removeEarlier', { number: index + 1 })
                    : t('signup.photos.remove', { name: image.fileName })
                }
                onClick={() => onRemove(image.id)}
              >
                {t('signup.photos.removeShort')}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
