import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { MediaItemDataUpdateLimits } from '@/api/generated/limits';
import { providerItemsQueryOptions } from '@/api/queries/provider-items';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { mediaKeys } from '../api/keys';
import { type MediaItemData, updateItemData, useItemData } from '../api/media';

const LIMITS = MediaItemDataUpdateLimits.properties;

/**
 * Caption, alternative text and the products shown in a photo (GET/PUT /medias/{id}/item-datas; the products are
 * the provider's own, GET /provider-items); server errors land on their fields.
 */
export function MediaDetailsDialog({
  mediaId,
  providerId,
  label,
  onClose,
}: {
  mediaId: number;
  providerId: number;
  label: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const data = useItemData(mediaId);
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{t('media.details.title', { name: label })}</DialogTitle>
        <DialogDescription>{t('media.details.body')}</DialogDescription>
        {data.isError ? (
          <Alert>{t('errors.loading')}</Alert>
        ) : data.data ? (
          <DetailsForm mediaId={mediaId} providerId={providerId} initial={data.data} onClose={onClose} />
        ) : (
          <Spinner />
        )}
      </DialogContent>
    </Dialog>
  );
}

function DetailsForm({
  mediaId,
  providerId,
  initial,
  onClose,
}: {
  mediaId: number;
  providerId: number;
  initial: MediaItemData;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const captionId = useId();
  const altId = useId();
  const [caption, setCaption] = useState(initial.caption ?? '');
  const [altText, setAltText] = useState(initial.altText ?? '');
  const [itemIds, setItemIds] = useState<readonly number[]>(initial.providerItemIds);
  const products = useQuery(providerItemsQueryOptions(providerId));
  const productsId = useId();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setProblem(null);
    setPending(true);
    try {
      const saved = await updateItemData(mediaId, {
        caption: caption.trim() || null,
        altText: altText.trim() || null,
        providerItemIds: [...itemIds],
      });
      queryClient.setQueryData([...mediaKeys.all(), 'item-data', mediaId], saved);
      toast.success(t('media.details.saved'));
      onClose();
    } catch (caught) {
      const onFields = (key: string) => key === 'caption' || key === 'altText' || key.startsWith('providerItemIds');
      if (isApiError(caught) && Object.keys(caught.fieldErrors).some(onFields)) setErrors({ ...caught.fieldErrors });
      else setProblem(failureText(caught));
    } finally {
      setPending(false);
    }
  };

  const field = (id: string, name: 'caption' | 'altText', value: string, set: (value: string) => void) => (
    <div className="flex flex-col gap-1">
      <Label htmlFor={id}>{t(`media.details.${name}`)}</Label>
      <Input
        id={id}
        value={value}
        maxLength={LIMITS[name].maxLength}
        onChange={(event) => set(event.target.value)}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${id}-error` : undefined}
      />
      {errors[name] ? (
        <p id={`${id}-error`} className="text-sm text-red-800">
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
      {field(captionId, 'caption', caption, setCaption)}
      {field(altId, 'altText', altText, setAltText)}
      <fieldset
        className="flex flex-col gap-2"
        aria-describedby={errors['providerItemIds'] ? `${productsId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('media.details.products')}</legend>
        {products.isError ? (
          <Alert>{t('errors.loading')}</Alert>
        ) : !products.data ? (
          <Spinner />
        ) : products.data.length === 0 ? (
          <p className="text-sm text-muted">{t('media.details.noProducts')}</p>
        ) : (
          <ul className="flex max-h-40 flex-col gap-2 overflow-y-auto">
            {products.data.map((product) => (
              <li key={product.id} className="flex items-center gap-2 text-sm">
                <Checkbox
                  id={`${productsId}-${product.id}`}
                  checked={itemIds.includes(product.id)}
                  onCheckedChange={(checked) =>
                    setItemIds((current) =>
                      checked === true ? [...current, product.id] : current.filter((id) => id !== product.id),
                    )
                  }
                />
                <Label htmlFor={`${productsId}-${product.id}`} className="font-normal">
                  {product.name}
                </Label>
              </li>
            ))}
          </ul>
        )}
        {Object.entries(errors)
          .filter(([key]) => key.startsWith('providerItemIds'))
          .map(([key, message]) => (
            <p
              key={key}
              id={key === 'providerItemIds' ? `${productsId}-error` : undefined}
              className="text-sm text-red-800"
            >
              {message}
            </p>
          ))}
      </fieldset>
      {problem ? <Alert>{problem}</Alert> : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('common.save')}
        </Button>
      </DialogFooter>
    </form>
  );
}
