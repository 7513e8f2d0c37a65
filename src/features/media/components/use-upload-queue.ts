// The gallery upload's queue: each chosen file is checked against the category's rules in the browser (scaled down
// when only its size is too large), then sent, at most PARALLEL_UPLOADS at a time, with its own progress; the plan's
// image cap stops files beyond it. A failed or cancelled file can be sent again; leaving the page cancels the rest.
import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { type ChosenFile, useChosenFiles } from '@/components/upload/use-chosen-files';
import type { ImageSize } from '@/lib/image-check';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { mediaKeys } from '../api/keys';
import type { ImageRules } from '../api/media';

// The checks and the upload run only once files are chosen: they load then, not with the gallery (issue 23).
const loadImageCheck = () => import('@/lib/image-check');
const loadUpload = () => import('../api/upload');

/** How many files are sent at the same time; the others wait their turn (a slow line is not flooded). */
const PARALLEL_UPLOADS = 2;

export type UploadEntryState =
  'checking' | 'scaling' | 'invalid' | 'queued' | 'uploading' | 'done' | 'failed' | 'cancelled' | 'overCap';

export interface UploadEntry extends ChosenFile<UploadEntryState> {
  /** The file was scaled down from this size to `file`'s to keep the rules. */
  scaled: { from: ImageSize; to: ImageSize } | null;
}

export interface UploadQueueOptions {
  providerId: number;
  galleryId: number;
  rules: ImageRules;
  /** Most gallery images the plan allows; null: no cap. */
  cap: number | null;
  /** Images that count against the cap now (every image that is not rejected). */
  used: number;
}

/** What a failed upload says on its file. */
function uploadFailure(error: unknown, t: TFunction, failureText: (error: unknown) => string): string {
  if (isApiError(error)) {
    // Point 8: the server's "file size or dimension exceeded" lands on the file it concerns.
    if (error.status === 413) return t('media.upload.serverTooLarge');
    if (error.code === 'GALLERY_IMAGE_CAP_REACHED') return t('media.upload.capReachedFile');
    if (error.fieldErrors['image']) return error.fieldErrors['image'];
  }
  return failureText(error);
}

export function useUploadQueue({ providerId, galleryId, rules, cap, used }: UploadQueueOptions) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const { entries, add, patch } = useChosenFiles<UploadEntry>();

  // Images already sent in this panel count against the cap until the gallery is read again.
  const pendingOrDone = entries.filter((entry) => ['queued', 'uploading', 'done'].includes(entry.state)).length;
  const sentAndCounted = entries.filter((entry) => entry.state === 'done').length;
  const remaining = cap === null ? Infinity : Math.max(0, cap - used - (pendingOrDone - sentAndCounted));
  const capReached = cap !== null && remaining <= 0;

  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const added = add(files, (chosen) => ({ ...chosen, scaled: null }));
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
  async function scaledFile(entry: UploadEntry, target: ImageSize): Promise<File | null> {
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
  const waiting = useRef<UploadEntry[]>([]);
  const running = useRef(new Map<number, AbortController>());

  function pump() {
    while (running.current.size < PARALLEL_UPLOADS) {
      const next = waiting.current.shift();
      if (!next) return;
      void send(next);
    }
  }

  function enqueue(entry: UploadEntry) {
    patch(entry.key, { state: 'queued', error: null, progress: 0, file: entry.file, scaled: entry.scaled });
    waiting.current.push(entry);
    pump();
  }

  async function send(entry: UploadEntry) {
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
      if (controller.signal.aborted) patch(entry.key, { state: 'cancelled' });
      else patch(entry.key, { state: 'failed', error: uploadFailure(error, t, failureText) });
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

  const cancel = (entry: UploadEntry) => {
    const controller = running.current.get(entry.key);
    if (controller) controller.abort();
    else {
      waiting.current = waiting.current.filter((candidate) => candidate.key !== entry.key);
      patch(entry.key, { state: 'cancelled' });
    }
  };

  return { entries, remaining, capReached, addFiles, cancel, retry: enqueue };
}
