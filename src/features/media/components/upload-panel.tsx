import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type DragEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { cn } from '@/lib/cn';
import { mediaKeys } from '../api/keys';
import type { ImageRules } from '../api/media';
import type { ImageProblem, ImageSize } from '@/lib/image-check';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import { HiddenFileInput } from '@/components/forms/hidden-file-input';

// The checks and the upload run only once files are chosen: they load then, not with the gallery (issue 23).
const loadImageCheck = () => import('@/lib/image-check');
const loadUpload = () => import('../api/upload');

/** How many files are sent at the same time; the others wait their turn (a slow line is not flooded). */
const PARALLEL_UPLOADS = 2;

type EntryState =
  'checking' | 'scaling' | 'invalid' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'overCap';

interface Entry {
  key: number;
  file: File;
  state: EntryState;
  progress: number;
  problems: ImageProblem[];
  error: string | null;
  /** The file was scaled down from this size to `file`'s to keep the rules. */
  scaled: { from: ImageSize; to: ImageSize } | null;
}

interface UploadPanelProps {
  providerId: number;
  galleryId: number;
  rules: ImageRules;
  /** Most gallery images the plan allows; null: no cap. */
  cap: number | null;
  /** Images that count against the cap now (every image that is not rejected). */
  used: number;
}

/**
 * Upload of many images at once, picked or dropped (spec points 5 and 8): each file is checked against the
 * category's rules in the browser first, then sent with its own progress bar; a failed file can be retried alone,
 * a waiting or running one cancelled. The plan's gallery image cap stops files beyond it and offers the upgrade.
 */
export function UploadPanel({ providerId, galleryId, rules, cap, used }: UploadPanelProps) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const upgrade = useUpgradeDialog();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [entries, setEntries] = useState<Entry[]>([]);
  const [dragging, setDragging] = useState(false);
  const nextKey = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);

  const patch = useCallback((key: number, change: Partial<Entry>) => {
    setEntries((current) => current.map((entry) => (entry.key === key ? { ...entry, ...change } : entry)));
  }, []);

  // Images already sent in this panel count against the cap until the gallery is read again.
  const pendingOrDone = entries.filter((entry) => ['queued', 'uploading', 'done'].includes(entry.state)).length;
  const sentAndCounted = entries.filter((entry) => entry.state === 'done').length;
  const remaining = cap === null ? Infinity : Math.max(0, cap - used - (pendingOrDone - sentAndCounted));
  const capReached = cap !== null && remaining <= 0;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const added: Entry[] = files.map((file) => ({
      key: nextKey.current++,
      file,
      state: 'checking',
      progress: 0,
      problems: [],
      error: null,
      scaled: null,
    }));
    setEntries((current) => [...current, ...added]);
    let slots = remaining;
    const { planImageUpload } = await loadImageCheck();
    for (const entry of added) {
      const plan = await planImageUpload(entry.file, rules);
      if (plan.action === 'refuse') patch(entry.key, { state: 'invalid', problems: plan.problems });
      else if (slots <= 0) patch(entry.key, { state: 'overCap' });
      else if (plan.action === 'upload') {
        slots -= 1;
        enqueue(entry);
      } else {
        slots -= 1;
        const file = await scaledFile(entry, plan.to);
        if (file) enqueue({ ...entry, file, scaled: { from: plan.from, to: plan.to } });
        else {
          slots += 1;
          patch(entry.key, { state: 'invalid', problems: plan.problems });
        }
      }
    }
  };

  /** The entry's file scaled to `target` and within the rules, or null when the browser could not make it so. */
  async function scaledFile(entry: Entry, target: ImageSize): Promise<File | null> {
    patch(entry.key, { state: 'scaling' });
    try {
      const [{ scaleImage }, { checkImage }] = await Promise.all([import('@/lib/image-scale'), loadImageCheck()]);
      const file = await scaleImage(entry.file, target);
      return (await checkImage(file, rules)).length === 0 ? file : null;
    } catch {
      return null;
    }
  }

  // The queue lives in refs: which files wait, and the running uploads with their abort controllers.
  const waiting = useRef<Entry[]>([]);
  const running = useRef(new Map<number, AbortController>());

  function pump() {
    while (running.current.size < PARALLEL_UPLOADS) {
      const next = waiting.current.shift();
      if (!next) return;
      void send(next);
    }
  }

  function enqueue(entry: Entry) {
    patch(entry.key, { state: 'queued', error: null, progress: 0, file: entry.file, scaled: entry.scaled });
    waiting.current.push(entry);
    pump();
  }

  async function send(entry: Entry) {
    const controller = new AbortController();
    running.current.set(entry.key, controller);
    patch(entry.key, { state: 'uploading', progress: 0, error: null });
    try {
      const { uploadImage } = await loadUpload();
      await uploadImage(providerId, galleryId, entry.file, {
        signal: controller.signal,
        onProgress: (progress) => patch(entry.key, { progress }),
      });
      patch(entry.key, { state: 'done', progress: 1 });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.provider(providerId) });
      void queryClient.invalidateQueries({ queryKey: mediaKeys.allGalleries() });
    } catch (error) {
      if (controller.signal.aborted) {
        patch(entry.key, { state: 'cancelled' });
      } else {
        let message = failureText(error);
        if (isApiError(error)) {
          // Point 8: the server's "file size or dimension exceeded" lands on the file it concerns.
          if (error.status === 413) message = t('media.upload.serverTooLarge');
          else if (error.code === 'GALLERY_IMAGE_CAP_REACHED') message = t('media.upload.capReachedFile');
          else if (error.fieldErrors['image']) message = error.fieldErrors['image'];
        }
        patch(entry.key, { state: 'failed', error: message });
      }
    } finally {
      running.current.delete(entry.key);
      pump();
    }
  }

  // Leaving the page cancels what is still running and drops what waits.
  useEffect(() => {
    const uploads = running.current;
    const queue = waiting.current;
    return () => {
      queue.length = 0;
      uploads.forEach((controller) => controller.abort());
    };
  }, []);

  const cancel = (entry: Entry) => {
    const controller = running.current.get(entry.key);
    if (controller) controller.abort();
    else {
      waiting.current = waiting.current.filter((candidate) => candidate.key !== entry.key);
      patch(entry.key, { state: 'cancelled' });
    }
  };

  const ruleTexts = useImageRuleTexts();

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    if (capReached) return;
    void addFiles(Array.from(event.dataTransfer.files));
  };

  const accept = rules.allowedExtensions.map((extension) => `.${extension}`).join(',');

  return (
    <section aria-labelledby={`${inputId}-title`} className="rounded-lg border border-line bg-surface p-4">
      <h2 id={`${inputId}-title`} className="mb-2 font-semibold">
        {t('media.upload.title')}
      </h2>
      <p id={hintId} className="mb-3 text-sm text-muted">
        {ruleTexts.hint(rules)}
      </p>
      {capReached ? (
        <div
          role="status"
          className="mb-3 flex flex-wrap items-center gap-3 rounded-md bg-amber-50 p-3 text-sm text-amber-900"
        >
          <span>{t('media.upload.capReached', { cap })}</span>
          <Button size="sm" variant="secondary" onClick={() => upgrade.open('gallery_image_cap', { providerId })}>
            {t('media.upload.upgrade')}
          </Button>
        </div>
      ) : cap !== null ? (
        <p className="mb-3 text-sm text-muted">{t('media.upload.capLeft', { count: remaining, cap })}</p>
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
          'flex flex-col items-center gap-2 rounded-md border-2 border-dashed border-line p-6 text-center',
          dragging && 'border-brand-600 bg-brand-50',
          capReached && 'opacity-60',
        )}
      >
        <Upload className="size-6 text-muted" aria-hidden="true" />
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
            <li key={entry.key} className="flex flex-col gap-1 rounded-md border border-line p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{entry.file.name}</span>
                <span className="text-muted">{t(`media.upload.state.${entry.state}`)}</span>
              </div>
              {entry.state === 'uploading' || entry.state === 'done' ? (
                <progress
                  className="h-2 w-full accent-brand-700"
                  value={entry.progress}
                  aria-label={t('media.upload.progress', { name: entry.file.name })}
                />
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
                  <Button size="sm" variant="link" onClick={() => upgrade.open('gallery_image_cap', { providerId })}>
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
                    onClick={() => cancel(entry)}
                  >
                    {t('common.cancel')}
                  </Button>
                ) : null}
                {entry.state === 'failed' || entry.state === 'cancelled' ? (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={t('media.upload.retry', { name: entry.file.name })}
                    onClick={() => enqueue(entry)}
                  >
                    {t('common.retry')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
