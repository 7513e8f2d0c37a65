// One picture of a record (a product's, a hall's), uploaded under the image rules of spec point 5: the file the user
// picks is checked in the browser with the gallery's pre-check (`planImageUpload` of `@/lib/image-check`: refused
// with the rules it breaks, or scaled down when only its width, height or size is too large), then sent with real
// progress by the caller's `upload`, and can be cancelled. What went wrong is one text for the field: the rules'
// sentences (`useImageRuleTexts`), the server's words on `image` (422) or its message (413 and the rest).
//
// Shared on purpose: every single-picture upload of the portal checks the same rules and says the same about them.
// The caller keeps its texts (buttons, progress, confirmations) and decides what a success or a refusal changes.
import { useQuery } from '@tanstack/react-query';
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { categoryMetaQueryOptions } from '@/api/queries/category-meta';
import { useFailureText } from '@/lib/forms/use-problem-text';
import type { ImageRules, ImageSize } from '@/lib/image-check';
import { useImageRuleTexts } from './image-rule-texts';

// The checks and the scaling run only once a file is picked: they load then, not with the page (issue 23).
const loadImageCheck = () => import('@/lib/image-check');
const loadImageScale = () => import('@/lib/image-scale');

/** What the upload is doing: nothing, checking the file, scaling it down, or sending it. */
export type SingleImagePhase = 'idle' | 'checking' | 'scaling' | 'uploading';

export interface SingleImageSendOptions {
  /** 0 to 1, while the file is sent. */
  onProgress: (fraction: number) => void;
  signal: AbortSignal;
}

export interface SingleImageUploadOptions<TResult> {
  /** The provider category whose image rules apply (GET /configs/provider-category-meta). */
  categoryId: number;
  /** Sends the checked (and maybe scaled) file. */
  upload: (file: File, options: SingleImageSendOptions) => Promise<TResult>;
  /** The file was stored; `scaled` tells from which size it was scaled down first, if it was. */
  onUploaded?: (result: TResult, scaled: { from: ImageSize; to: ImageSize } | null) => void;
  /** The server refused or the call failed (after `problem` was set): e.g. read the rights or the record again. */
  onFailed?: (error: unknown) => void;
}

/** The file types the picker offers: the rules' extensions, or any image while the rules are not known yet. */
export function imageAccept(rules: ImageRules | undefined): string {
  return rules ? rules.allowedExtensions.map((extension) => `.${extension}`).join(',') : 'image/*';
}

/** The image rules of a provider category (spec point 5), read once and kept like the configs (7 days). */
export function useImageRules(categoryId: number) {
  return useQuery({ ...categoryMetaQueryOptions(categoryId), select: (meta) => meta.imageRules });
}

export function useSingleImageUpload<TResult>({
  categoryId,
  upload,
  onUploaded,
  onFailed,
}: SingleImageUploadOptions<TResult>) {
  const ruleTexts = useImageRuleTexts();
  const failureText = useFailureText();
  const rulesQuery = useImageRules(categoryId);
  const rules = rulesQuery.data;
  const [phase, setPhase] = useState<SingleImagePhase>('idle');
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page (or the record leaving the list) cancels what is still being sent.
  useEffect(() => () => controller.current?.abort(), []);

  const failed = (error: unknown) => {
    if (isApiError(error) && error.errorFormat === 1 && error.fieldErrors['image'])
      setProblem(error.fieldErrors['image']);
    else setProblem(failureText(error));
    onFailed?.(error);
  };

  /** Checks the file against the rules, scales it down where that helps, and sends it. */
  const choose = async (file: File) => {
    if (controller.current) return;
    const abort = new AbortController();
    controller.current = abort;
    setProblem(null);
    setProgress(0);
    setPhase('checking');
    try {
      const known = rules ?? (await rulesQuery.refetch({ throwOnError: true })).data;
      if (!known) throw new Error('The image rules could not be read.');
      const { planImageUpload, checkImage } = await loadImageCheck();
      const plan = await planImageUpload(file, known);
      if (abort.signal.aborted) return;
      if (plan.action === 'refuse') {
        setProblem(plan.problems.map((broken) => ruleTexts.problem(broken)).join(' '));
        return;
      }
      let sent = file;
      let scaled: { from: ImageSize; to: ImageSize } | null = null;
      if (plan.action === 'scale') {
        setPhase('scaling');
        const scaledFile = await loadImageScale()
          .then(({ scaleImage }) => scaleImage(file, plan.to))
          .catch(() => null);
        if (abort.signal.aborted) return;
        if (!scaledFile || (await checkImage(scaledFile, known)).length > 0) {
          setProblem(plan.problems.map((broken) => ruleTexts.problem(broken)).join(' '));
          return;
        }
        sent = scaledFile;
        scaled = { from: plan.from, to: plan.to };
      }
      setPhase('uploading');
      const result = await upload(sent, { onProgress: setProgress, signal: abort.signal });
      onUploaded?.(result, scaled);
    } catch (error) {
      if (!abort.signal.aborted) failed(error);
    } finally {
      // A cancelled run has handed the field back already (and a new one may be running).
      if (controller.current === abort) {
        controller.current = null;
        setPhase('idle');
      }
    }
  };

  return {
    /** The category's image rules, once read (for the hint beside the field). */
    rules,
    phase,
    busy: phase !== 'idle',
    /** 0 to 1 while uploading. */
    progress,
    /** Why the last file was refused or failed, for the field; null when nothing went wrong. */
    problem,
    clearProblem: () => setProblem(null),
    /** Opens the file picker (the hidden input of `inputProps`). */
    open: () => inputRef.current?.click(),
    /** Stops the check or the upload; the record keeps its picture. */
    cancel: () => {
      controller.current?.abort();
      controller.current = null;
      setPhase('idle');
    },
    choose,
    /** The hidden file input the picker opens: spread onto an `<input>`, with an `aria-label` of the caller's. */
    inputProps: {
      ref: inputRef,
      type: 'file' as const,
      accept: imageAccept(rules),
      className: 'hidden',
      tabIndex: -1,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const file = event.target.files?.[0];
        // A new choice of the same file is a change again.
        event.target.value = '';
        if (file) void choose(file);
      },
    },
  };
}
