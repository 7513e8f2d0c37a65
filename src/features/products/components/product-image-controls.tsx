// The product's picture (issue 42.2), for users who may change the product: "Bild hochladen" (or "Bild ersetzen"
// when it has one) opens the file picker; the file is checked against the category's image rules in the browser
// (the shared `useSingleImageUpload`, the gallery's pre-check), then sent with a progress bar and can be cancelled.
// "Bild entfernen" asks first. A refusal shows on the field: the rules it breaks, or the server's words (422 on
// `image`, 413). A new picture sends the product back to the team's approval: the answer replaces it in the lists,
// so its badge says "Wartet auf Freigabe".
import { useQueryClient } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { providerItemKeys } from '@/api/queries/provider-items';
import { providerPermissionKeys } from '@/api/queries/provider-permissions';
import { useImageRuleTexts } from '@/components/upload/image-rule-texts';
import { useImageRules, useSingleImageUpload } from '@/components/upload/use-single-image-upload';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type ProviderItem, useDeleteProviderItemImage, useUploadProviderItemImage } from '../api/provider-items';
import { Progress } from '@/components/ui/progress';

// The question before the picture goes (Radix dialog) loads with its button, like the product's delete confirmation.
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));

interface ProductImageControlsProps {
  item: ProviderItem;
  providerId: number;
  /** The provider's category: its image rules apply (spec point 5). */
  categoryId: number;
  /** The element that names the product (the row's heading), for the buttons' description. */
  describedBy?: string;
  /** The product after a new picture or its removal (the lists have it too). */
  onChanged?: (item: ProviderItem) => void;
}

export function ProductImageControls({
  item,
  providerId,
  categoryId,
  describedBy,
  onChanged,
}: ProductImageControlsProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const upload = useUploadProviderItemImage(providerId);
  const remove = useDeleteProviderItemImage(providerId);
  const [removing, setRemoving] = useState(false);
  const hasImage = item.imagePath !== null;

  /** A refusal that says the page is out of date: the rights (403) or the product (404) are read again. */
  const refresh = (error: unknown) => {
    if (!isApiError(error)) return;
    if (error.status === 403)
      void queryClient.invalidateQueries({ queryKey: providerPermissionKeys.provider(providerId) });
    if (error.status === 404) void queryClient.invalidateQueries({ queryKey: providerItemKeys.list(providerId) });
  };

  const image = useSingleImageUpload({
    categoryId,
    upload: (file, options) => upload.mutateAsync({ id: item.id, file, ...options }),
    onUploaded: (saved, scaled) => {
      toast.success(
        scaled
          ? t('products.image.uploadedScaled', {
              name: saved.name,
              width: format.number(scaled.to.width),
              height: format.number(scaled.to.height),
            })
          : t('products.image.uploaded', { name: saved.name }),
      );
      onChanged?.(saved);
    },
    onFailed: refresh,
  });

  const uploadButton = useRef<HTMLButtonElement>(null);
  // The removed picture's button is gone with it: once the question has closed, the focus goes to "Bild hochladen"
  // (an effect of this component runs after the dialog's own focus return, which found no button to return to).
  const focusUpload = useRef(false);
  useEffect(() => {
    if (!focusUpload.current || removing) return;
    focusUpload.current = false;
    uploadButton.current?.focus();
  }, [removing]);

  const statusId = useId();
  const problemId = useId();
  const describedByIds = [describedBy, image.problem ? problemId : undefined].filter(Boolean).join(' ') || undefined;
  const percent = Math.round(image.progress * 100);

  return (
    <div className="flex flex-col gap-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        {/* Stays focusable while busy (aria-disabled): the focus is not lost while the picture is sent. */}
        <Button
          ref={uploadButton}
          size="sm"
          variant="secondary"
          className="aria-disabled:opacity-50"
          aria-disabled={image.busy || undefined}
          aria-describedby={describedByIds}
          onClick={() => (image.busy ? undefined : image.open())}
        >
          <ImageUp aria-hidden="true" />
          {t(hasImage ? 'products.image.replace' : 'products.image.upload')}
        </Button>
        {image.busy ? (
          <Button size="sm" variant="ghost" aria-describedby={describedBy} onClick={image.cancel}>
            {t('products.image.cancel')}
          </Button>
        ) : hasImage ? (
          <Button
            size="sm"
            variant="ghost"
            className="text-destructive"
            aria-describedby={describedBy}
            onPointerEnter={() => void loadConfirmDialog()}
            onFocus={() => void loadConfirmDialog()}
            onClick={() => {
              image.clearProblem();
              setRemoving(true);
            }}
          >
            {t('products.image.remove')}
          </Button>
        ) : null}
        <input {...image.inputProps} aria-label={t('products.image.choose', { name: item.name })} />
      </div>
      {image.busy ? (
        <div className="flex max-w-xs flex-col gap-1">
          <span id={statusId} role="status" className="text-muted-foreground">
            {image.phase === 'uploading'
              ? t('products.image.progress', { percent: format.number(percent) })
              : t(`products.image.${image.phase === 'scaling' ? 'scaling' : 'checking'}`)}
          </span>
          {/* Without a value while the file is checked or scaled: a bar that says "in progress". */}
          <Progress aria-labelledby={statusId} {...(image.phase === 'uploading' ? { value: image.progress } : {})} />
        </div>
      ) : null}
      <FieldError id={problemId} error={image.problem} />
      {removing ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('products.image.removeTitle')}
            body={
              item.approvalStatus === 'rejected'
                ? t('products.image.removeBodyRejected', { name: item.name })
                : t('products.image.removeBody', { name: item.name })
            }
            confirm={t('products.image.remove')}
            pending={remove.isPending}
            onCancel={() => setRemoving(false)}
            onConfirm={() =>
              remove.mutate(item.id, {
                onSuccess: (saved) => {
                  toast.success(t('products.image.removed', { name: saved.name }));
                  onChanged?.(saved);
                  focusUpload.current = true;
                  setRemoving(false);
                },
                onError: (error) => {
                  toast.error(failureText(error));
                  refresh(error);
                  setRemoving(false);
                },
              })
            }
          />
        </Suspense>
      ) : null}
    </div>
  );
}

/** The image rules once above the list (and in the product dialog): what a product picture may be. */
export function ProductImageRulesHint({ categoryId, className }: { categoryId: number; className?: string }) {
  const { t } = useTranslation();
  const ruleTexts = useImageRuleTexts();
  const { data: rules } = useImageRules(categoryId);
  if (!rules) return null;
  return <p className={className}>{t('products.image.rulesHint', { rules: ruleTexts.hint(rules) })}</p>;
}
