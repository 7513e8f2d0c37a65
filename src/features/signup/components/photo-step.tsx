// The photos of the application (spec points 1, 5 and 8): at least one. Each picked file is checked against the
// chosen category's upload rules in the browser (src/lib/image-check.ts, the galleries' rules), then sent at once
// with its own progress bar; a failed file names its reason in German and can be sent again. An uploaded photo
// joins the application by its server id (the draft keeps the id and the file's name, never the file); "Entfernen"
// takes it out of the application (the server keeps it unreferenced: the document has no delete for wizard photos).
import { ImageIcon } from 'lucide-react';
import { type RefObject, useId, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { FieldError } from '@/components/ui/field-error';
import type { ImageRules } from '@/lib/image-check';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import { HiddenFileInput } from '@/components/forms/hidden-file-input';
import type { WizardValues } from '../lib/wizard-form';
import { useWizardErrorText } from '../lib/use-wizard-error-text';
import { ApplicationPhotos, PhotoUploadList } from './photo-lists';
import { usePhotoUploads } from './use-photo-uploads';

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
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();
  const images = useWatch({ control: form.control, name: 'images' });
  const inputRef = useRef<HTMLInputElement>(null);
  const { uploads, addFiles, retry, dismiss, remove } = usePhotoUploads({ form, hash, rules });
  const ruleTexts = useImageRuleTexts();

  const fieldError = errorText(form.formState.errors.images?.message);

  return (
    <div className="flex flex-col gap-4">
      {rulesFailed ? <Alert>{t('errors.loading')}</Alert> : null}
      {rules ? (
        <p id={hintId} className="text-sm text-muted-foreground">
          {ruleTexts.hint(rules)}
        </p>
      ) : rulesFailed ? null : (
        <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
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

      <PhotoUploadList uploads={uploads} onRetry={(upload) => void retry(upload)} onDismiss={dismiss} />

      <ApplicationPhotos headingId={`${inputId}-list`} images={images} onRemove={remove} />
    </div>
  );
}
