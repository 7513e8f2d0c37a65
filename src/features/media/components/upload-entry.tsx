import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import type { UploadEntry } from './use-upload-queue';
import { Progress } from '@/components/ui/progress';

/** One chosen file in the gallery's upload list: its state, progress, problems and what can be done with it. */
export function UploadEntryItem({
  entry,
  onCancel,
  onRetry,
  onUpgrade,
}: {
  entry: UploadEntry;
  onCancel: (entry: UploadEntry) => void;
  onRetry: (entry: UploadEntry) => void;
  onUpgrade: () => void;
}) {
  const { t } = useTranslation();
  const ruleTexts = useImageRuleTexts();
  return (
    <li className="flex flex-col gap-1 rounded-md border border-border p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 truncate font-medium">{entry.file.name}</span>
        <span className="text-muted-foreground">{t(`media.upload.state.${entry.state}`)}</span>
      </div>
      {entry.state === 'uploading' || entry.state === 'done' ? (
        <Progress value={entry.progress} aria-label={t('media.upload.progress', { name: entry.file.name })} />
      ) : null}
      {entry.scaled ? (
        <p>
          {t('media.upload.scaled', {
            width: entry.scaled.to.width,
            height: entry.scaled.to.height,
            fromWidth: entry.scaled.from.width,
            fromHeight: entry.scaled.from.height,
          })}
        </p>
      ) : null}
      {entry.problems.length > 0 ? (
        <ul className="list-disc ps-5 text-red-800">
          {entry.problems.map((problem) => (
            <li key={problem.rule}>{ruleTexts.problem(problem)}</li>
          ))}
        </ul>
      ) : null}
      {entry.state === 'overCap' ? (
        <p className="text-red-800">
          {t('media.upload.capReachedFile')}{' '}
          <Button size="sm" variant="link" onClick={onUpgrade}>
            {t('media.upload.upgrade')}
          </Button>
        </p>
      ) : null}
      {entry.error ? <p className="text-red-800">{entry.error}</p> : null}
      <div className="flex flex-wrap gap-2">
        {entry.state === 'queued' || entry.state === 'uploading' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('media.upload.cancel', { name: entry.file.name })}
            onClick={() => onCancel(entry)}
          >
            {t('common.cancel')}
          </Button>
        ) : null}
        {entry.state === 'failed' || entry.state === 'cancelled' ? (
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('media.upload.retry', { name: entry.file.name })}
            onClick={() => onRetry(entry)}
          >
            {t('common.retry')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
