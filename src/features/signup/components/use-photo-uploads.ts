// The application's photo uploads: each chosen file is checked against the category's rules in the browser, then
// sent at once with its own progress; a sent photo joins the form's `images` (by its server id and the file's name),
// a failed one keeps its reason and can be sent again. Leaving the step cancels what is still being sent.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { type ChosenFile, useChosenFiles } from '@/components/upload/use-chosen-files';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { checkImage, type ImageRules } from '@/lib/image-check';
import { signupKeys, uploadWizardPhoto } from '../api/wizard';
import type { WizardValues } from '../lib/wizard-form';

export type PhotoUpload = ChosenFile<'checking' | 'invalid' | 'uploading' | 'failed'>;

export function usePhotoUploads({
  form,
  hash,
  rules,
}: {
  form: UseFormReturn<WizardValues>;
  hash: string;
  rules: ImageRules | undefined;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const { entries: uploads, add, patch, drop } = useChosenFiles<PhotoUpload>();
  const running = useRef(new Map<number, AbortController>());

  // Leaving the step (or the page) cancels what is still being sent.
  useEffect(() => {
    const controllers = running.current;
    return () => controllers.forEach((controller) => controller.abort());
  }, []);

  async function send(upload: PhotoUpload) {
    const controller = new AbortController();
    running.current.set(upload.key, controller);
    patch(upload.key, { state: 'uploading', progress: 0, error: null });
    try {
      const image = await uploadWizardPhoto(hash, upload.file, {
        signal: controller.signal,
        onProgress: (progress) => patch(upload.key, { progress }),
      });
      drop(upload.key);
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
    const added = add(files, (chosen) => chosen);
    for (const upload of added) {
      const problems = await checkImage(upload.file, rules);
      if (problems.length > 0) patch(upload.key, { state: 'invalid', problems });
      else void send(upload);
    }
  }

  /** Takes a sent photo out of the application (the server keeps it, unreferenced). */
  const remove = (id: number) =>
    form.setValue(
      'images',
      form.getValues('images').filter((image) => image.id !== id),
      { shouldValidate: form.formState.isSubmitted },
    );

  return { uploads, addFiles, retry: send, dismiss: drop, remove };
}
