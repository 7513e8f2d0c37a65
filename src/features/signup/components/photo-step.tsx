// The photos of the application (spec points 1, 5 and 8): at least one. Each picked file is checked against the
// chosen category's upload rules in the browser (src/lib/image-check.ts, the galleries' rules), then sent at once
// with its own progress bar; a failed file names its reason in German and can be sent again. An uploaded photo
// joins the application by its server id (the draft keeps the id and the file's name, never the file); "Entfernen"
// takes it out of the application (the server keeps it unreferenced: the document has no delete for wizard photos).
import { ImageIcon } from 'lucide-react';
import { type RefObject, useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';
import { checkImage, type ImageProblem, type ImageRules } from '@/lib/image-check';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { HiddenFileInput } from '@/components/forms/hidden-file-input';
import { signupKeys, uploadWizardPhoto } from '../api/wizard';
import type { WizardValues } from '../lib/wizard-form';
import { useWizardErrorText } from '../lib/use-wizard-error-text';

type UploadState = 'checking' | 'invalid' | 'uploading' | 'failed';

interface Upload {
  key: number;
  file: File;
  state: UploadState;
  progress: number;
  problems: ImageProblem[];
  error: string | null;
}

interface PhotoStepProps {
  form: UseFormReturn<WizardValues>;
  hash: string;
  /** The chosen category's rules; undefined while they load. */
  rules: ImageRules | undefined;
  rulesFailed: boolean;
  /** The "choose photos" button: it takes the focus when the step's rule fails. */
  pickRef: RefObject<HTMLButtonElement | null>;
}

export function PhotoStep({ form, hash, rules, rulesFailed, pickRef }: PhotoStepProps) {
  const { t } = useTranslation();
  const errorText = useWizardErrorText();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const images = useWatch({ control: form.control, name: 'images' });
  const [uploads, setUploads] = useState<Upload[]>([]);
  const nextKey = useRef(1);
  const running = useRef(new Map<number, AbortController>());
  const inputRef = useRef<HTMLInputElement>(null);

  const patch = (key: number, change: Partial<Upload>) =>
    setUploads((current) => current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)));

  // Leaving the step (or the page) cancels what is still being sent.
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  async function send(upload: Upload) {
    const controller = new AbortController();
    running.current.set(upload.key, controller);
    patch(upload.key, { state: 'uploading', progress: 0, error: null });
    try {
      const image = await uploadWizardPhoto(hash, upload.file, {
        signal: controller.signal,
        onProgress: (progress) => patch(upload.key, { progress }),
      });
      setUploads((current) => current.filter((entry) => entry.key !== upload.key));
      form.setValue('images', [...form.getValues('images'), { ...image, fileName: upload.file.name }], {
        shouldValidate: form.formState.isSubmitted,
      });
      form.clearErrors('images');
    } catch (error) {
      if (controller.signal.aborted) return;
      let message = failureText(error);
      if (isApiError(error)) {
        if (error.status === 413) message = t('signup.photos.serverTooLarge');
        else if (error.fieldErrors['image']) message = error.fieldErrors['image'];
        // Sent meanwhile or the link withdrawn: the page shows what the server says now.
        if (error.status === 409 || error.status === 404) {
          void queryClient.invalidateQueries({ queryKey: signupKeys.wizard(hash) });
        }
      }
      patch(upload.key, { state: 'failed', error: message });
    } finally {
      running.current.delete(upload.key);
    }
  }

  async function addFiles(files: File[]) {
    if (!rules || files.length === 0) return;
    const added: Upload[] = files.map((file) => ({
      key: nextKey.current++,
      file,
      state: 'checking',
      progress: 0,
      problems: [],
      error: null,
    }));
    setUploads((current) => [...current, ...added]);
    for (const upload of added) {
      const problems = await checkImage(upload.file, rules);
      if (problems.length > 0) patch(upload.key, { state: 'invalid', problems });
      else void send(upload);
    }
  }

  const dismiss = (key: number) => setUploads((current) => current.filter((upload) => upload.key !== key));

  const remove = (id: number) =>
    form.setValue(
      'images',
      form.getValues('images').filter((image) => image.id !== id),
      { shouldValidate: form.formState.isSubmitted },
    );

  const ruleTexts = useImageRuleTexts();

  const fieldError = errorText(form.formState.errors.images?.message);

  return (
    <div className="flex flex-col gap-4">
      {rulesFailed ? <Alert>{t('errors.loading')}</Alert> : null}
      {rules ? (
        <p id={hintId} className="text-sm text-muted">
          {ruleTexts.hint(rules)}
        </p>
      ) : rulesFailed ? null : (
        <div role="status" className="flex items-center gap-2 text-sm text-muted">
          <Spinner className="text-brand-700" />
          {t('app.loading')}
        </div>
      )}
      <div className="flex flex-col items-start gap-2">
        <HiddenFileInput
          id={inputId}
          label={t('signup.photos.pick')}
          inputRef={inputRef}
          accept={rules?.allowedExtensions.map((extension) => `.${extension}`).join(',')}
          disabled={!rules}
          describedBy={[rules ? hintId : null, fieldError ? errorId : null].filter(Boolean).join(' ') || undefined}
          invalid={fieldError ? true : undefined}
          onFiles={(files) => void addFiles(files)}
        />
        <Button
          ref={pickRef}
          type="button"
          variant="secondary"
          disabled={!rules}
          aria-describedby={fieldError ? errorId : undefined}
          onClick={() => inputRef.current?.click()}
        >
          <ImageIcon aria-hidden="true" />
          {t('signup.photos.pick')}
        </Button>
        <FieldError id={errorId} error={fieldError} />
      </div>

      {uploads.length > 0 ? (
        <ul aria-label={t('signup.photos.uploadsLabel')} className="flex flex-col gap-3">
          {uploads.map((upload) => (
            <li key={upload.key} className="flex flex-col gap-1 rounded-md border border-line p-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium" dir="auto">
                  {upload.file.name}
                </span>
                <span className="text-muted">{t(`signup.photos.state.${upload.state}`)}</span>
              </div>
              {upload.state === 'uploading' ? (
                <progress
                  className="h-2 w-full accent-brand-700"
                  value={upload.progress}
                  aria-label={t('signup.photos.progress', { name: upload.file.name })}
                />
              ) : null}
              {upload.problems.length > 0 ? (
                <ul className="list-disc ps-5 text-danger">
                  {upload.problems.map((problem) => (
                    <li key={problem.rule}>{ruleTexts.problem(problem)}</li>
                  ))}
                </ul>
              ) : null}
              {upload.error ? <p className="text-danger">{upload.error}</p> : null}
              {upload.state === 'failed' || upload.state === 'invalid' ? (
                <div className="flex flex-wrap gap-2">
                  {upload.state === 'failed' ? (
                    <Button
                      type="button"
                      size="sm"
                      variant="secondary"
                      aria-label={t('signup.photos.retry', { name: upload.file.name })}
                      onClick={() => void send(upload)}
                    >
                      {t('common.retry')}
                    </Button>
                  ) : null}
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    aria-label={t('signup.photos.dismiss', { name: upload.file.name })}
                    onClick={() => dismiss(upload.key)}
                  >
                    {t('signup.photos.dismissShort')}
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      <section aria-labelledby={`${inputId}-list`} className="flex flex-col gap-2">
        <h2 id={`${inputId}-list`} className="text-sm font-semibold">
          {t('signup.photos.listTitle', { count: images.length })}
        </h2>
        {images.length === 0 ? (
          <p className="text-sm text-muted">{t('signup.photos.none')}</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {images.map((image, index) => (
              <li
                key={image.id}
                className="flex items-center justify-between gap-2 rounded-md border border-line px-3 py-2 text-sm"
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
                  onClick={() => remove(image.id)}
                >
                  {t('signup.photos.removeShort')}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
