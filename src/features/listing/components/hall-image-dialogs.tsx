// The dialogs of a hall's photo or floor plan (issue 42.6): the upload (a new one, or the replacement) and the
// question before it is removed. Their own chunk: they load when a hall's image button is pointed at, focused or
// pressed, with the category's image rules.
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { categoryMetaQueryOptions } from '@/api/queries/category-meta';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toaster';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useServerForm } from '@/lib/forms/use-server-form';
import { checkImage, type ImageRules } from '@/lib/image-check';
import { type Hall, type HallImageKind, useDeleteHallImage, useUploadHallImage } from '../api/halls';
import { HALL_IMAGE_KINDS } from '../lib/halls';
import { Progress } from '@/components/ui/progress';

interface ImageValues {
  kind: HallImageKind;
  file: File | null;
}

/** The server's parts to the form's fields: `image` is the file. */
const SERVER_FIELDS: ServerFieldMap<ImageValues> = { image: 'file', kind: 'kind' };
const resolver = rulesResolver<ImageValues>((values) => ({
  file: values.file ? undefined : validationMessage.required(),
}));

/**
 * Uploads a photo or floor plan for the hall, or replaces its image. The file is checked against the category's
 * image rules (spec point 5, GET /configs/provider-category-meta) before it is sent, as the gallery uploads do; the
 * server's refusals land on the file or the kind; the bytes sent show as a progress bar.
 */
export function HallImageDialog({
  providerId,
  categoryId,
  hall,
  onClose,
  onDone,
}: {
  providerId: number;
  categoryId: number;
  hall: Hall;
  onClose: () => void;
  /** After the upload: the dialog closes, the focus goes back to the hall's image button. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const ruleTexts = useImageRuleTexts();
  const formRef = useRef<HTMLFormElement>(null);
  const legendId = useId();
  const kindErrorId = useId();
  const progressId = useId();
  const [progress, setProgress] = useState<number | null>(null);
  // The rules of the venue's category; without them (still loading, or failed) the server checks alone.
  const rules = useQuery(categoryMetaQueryOptions(categoryId)).data?.imageRules;
  const form = useForm<ImageValues>({
    resolver,
    defaultValues: { kind: hall.image?.kind ?? 'photo', file: null },
  });
  const upload = useUploadHallImage(providerId, setProgress);
  const { problem, submit, isPending } = useServerForm({ form, mutation: upload, fields: SERVER_FIELDS, formRef });
  const { errors } = form.formState;

  /** The rules the file breaks, as one message on the file; null when it keeps them (or the rules are unknown). */
  const brokenRules = async (file: File, known: ImageRules | undefined): Promise<string | null> => {
    if (!known) return null;
    const problems = await checkImage(file, known);
    return problems.length > 0 ? problems.map((broken) => ruleTexts.problem(broken)).join(' ') : null;
  };

  const onSubmit = form.handleSubmit(async ({ kind, file }) => {
    if (!file) return;
    const broken = await brokenRules(file, rules);
    if (broken) {
      form.setError('file', { type: 'rules', message: broken }, { shouldFocus: true });
      return;
    }
    setProgress(0);
    await submit(
      { hallId: hall.id, image: file, kind },
      {
        onSuccess: () => {
          toast.success(t('listing.capacity.image.uploaded', { name: hall.name }));
          onDone();
        },
        onError: (error, serverProblem) => {
          // Point 8: "file size or dimension exceeded" belongs to the file.
          if (isApiError(error) && error.status === 413) {
            form.setError(
              'file',
              { type: 'server', message: t('listing.capacity.image.tooLarge') },
              { shouldFocus: true },
            );
            return null;
          }
          // The hall was deleted meanwhile: the list is read again; the dialog says so.
          if (isApiError(error) && error.status === 404) return { key: 'listing.capacity.gone' };
          return serverProblem();
        },
      },
    );
    setProgress(null);
  });

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle dir="auto">
          {hall.image
            ? t('listing.capacity.image.replaceTitle', { name: hall.name })
            : t('listing.capacity.image.uploadTitle', { name: hall.name })}
        </DialogTitle>
        <DialogDescription>{t('listing.capacity.image.intro')}</DialogDescription>
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            void onSubmit(event);
          }}
        >
          <fieldset className="flex flex-col gap-2" aria-describedby={errors.kind ? kindErrorId : undefined}>
            <legend id={legendId} className="mb-1 text-sm font-medium">
              {t('listing.capacity.image.kindLegend')}
            </legend>
            <Controller
              control={form.control}
              name="kind"
              render={({ field }) => (
                <RadioGroup
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onValueChange={(value) => {
                    const kind = HALL_IMAGE_KINDS.find((candidate) => candidate === value);
                    if (kind) field.onChange(kind);
                  }}
                  aria-labelledby={legendId}
                  className="flex flex-wrap gap-x-6 gap-y-2"
                >
                  {HALL_IMAGE_KINDS.map((kind) => (
                    <div key={kind} className="flex items-center gap-2">
                      <RadioGroupItem id={`${legendId}-${kind}`} value={kind} />
                      <label htmlFor={`${legendId}-${kind}`} className="cursor-pointer text-sm">
                        {t(`listing.capacity.image.kinds.${kind}`)}
                      </label>
                    </div>
                  ))}
                </RadioGroup>
              )}
            />
            <FieldError id={kindErrorId} error={errors.kind?.message} />
          </fieldset>
          <FormField
            label={t('listing.capacity.image.file')}
            error={errors.file?.message}
            description={rules ? ruleTexts.hint(rules) : undefined}
          >
            {(control) => (
              <Controller
                control={form.control}
                name="file"
                render={({ field }) => (
                  <Input
                    {...control}
                    ref={field.ref}
                    name={field.name}
                    onBlur={field.onBlur}
                    type="file"
                    accept={rules?.allowedExtensions.map((extension) => `.${extension}`).join(',')}
                    className="h-auto py-2"
                    onChange={(event) => {
                      const file = event.target.files?.[0] ?? null;
                      field.onChange(file);
                      form.clearErrors('file');
                      // A file that breaks a rule is named at once, before anything is sent.
                      if (file)
                        void brokenRules(file, rules).then((broken) => {
                          if (broken && form.getValues('file') === file)
                            form.setError('file', { type: 'rules', message: broken });
                        });
                    }}
                  />
                )}
              />
            )}
          </FormField>
          {progress !== null && isPending ? (
            <div className="flex flex-col gap-1">
              <span id={progressId} className="text-sm text-muted-foreground">
                {t('listing.capacity.image.progress', { percent })}
              </span>
              <Progress aria-labelledby={progressId} value={progress} />
            </div>
          ) : null}
          <FormProblem problem={problem} />
          <FormDialogFooter onCancel={onClose} pending={isPending} submitLabel={t('listing.capacity.image.submit')} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** Asks before the hall's image goes; an image already gone counts as removed. */
export function RemoveHallImageDialog({
  providerId,
  hall,
  onClose,
  onDone,
}: {
  providerId: number;
  hall: Hall;
  onClose: () => void;
  /** After the removal: the dialog closes, the focus goes to the hall's upload button. */
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const remove = useDeleteHallImage(providerId);
  const kind = hall.image ? t(`listing.capacity.image.kinds.${hall.image.kind}`) : '';
  return (
    <ConfirmDialog
      title={t('listing.capacity.image.removeTitle', { name: hall.name })}
      body={t('listing.capacity.image.removeBody', { kind })}
      confirm={t('listing.capacity.image.remove')}
      pending={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(hall.id, {
          onSuccess: () => {
            toast.success(t('listing.capacity.image.removed', { name: hall.name }));
            onDone();
          },
          onError: (error) => {
            if (isApiError(error) && error.status === 404) {
              // Already gone (another tab, another user): the list is read again, nothing is left to do.
              toast.success(t('listing.capacity.image.alreadyRemoved', { name: hall.name }));
              onDone();
              return;
            }
            // 403 (rights taken meanwhile: the page turns read-only) and any other failure: the reason, the
            // question stays.
            toast.error(failureText(error));
          },
        })
      }
    />
  );
}
