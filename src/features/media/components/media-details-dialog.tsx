import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MediaItemDataUpdateLimits } from '@/api/generated/limits';
import { providerItemsQueryOptions } from '@/api/queries/provider-items';
import { Alert } from '@/components/ui/alert';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FieldError } from '@/components/ui/field-error';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type MediaItemData, useItemData } from '../api/media';
import { useUpdateItemData } from '../api/media-saves';

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

interface DetailsValues {
  caption: string;
  altText: string;
  providerItemIds: number[];
}

const SERVER_FIELDS: ServerFieldMap<DetailsValues> = {
  caption: 'caption',
  altText: 'altText',
  providerItemIds: 'providerItemIds',
};

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
  const formRef = useRef<HTMLFormElement>(null);
  const products = useQuery(providerItemsQueryOptions(providerId));
  const productsId = useId();
  const form = useForm<DetailsValues>({
    defaultValues: {
      caption: initial.caption ?? '',
      altText: initial.altText ?? '',
      providerItemIds: [...initial.providerItemIds],
    },
  });
  const update = useUpdateItemData(mediaId, providerId);
  // A product's own error (`providerItemIds.2`: the third product sent) belongs to the group of products.
  const choices = Math.max(products.data?.length ?? 0, initial.providerItemIds.length);
  const fields = useMemo<ServerFieldMap<DetailsValues>>(
    () => ({
      ...SERVER_FIELDS,
      ...Object.fromEntries(
        Array.from({ length: choices }, (_, index) => [`providerItemIds.${index}`, 'providerItemIds']),
      ),
    }),
    [choices],
  );
  const { problem, submit, isPending } = useServerForm({ form, mutation: update, fields, formRef });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ caption, altText, providerItemIds }) =>
    submit(
      { caption: caption.trim() || null, altText: altText.trim() || null, providerItemIds },
      {
        onSuccess: () => {
          toast.success(t('media.details.saved'));
          onClose();
        },
      },
    ),
  );

  const field = (name: 'caption' | 'altText') => (
    <FormField label={t(`media.details.${name}`)} error={errors[name]?.message}>
      {(control) => <Input {...control} {...form.register(name)} maxLength={LIMITS[name].maxLength} />}
    </FormField>
  );
  const productsError = errors.providerItemIds?.message;

  return (
    <form ref={formRef} onSubmit={(event) => void onSubmit(event)} noValidate className="flex flex-col gap-3">
      {field('caption')}
      {field('altText')}
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={productsError ? true : undefined}
        aria-describedby={productsError ? `${productsId}-error` : undefined}
      >
        <legend className="mb-1 text-sm font-medium">{t('media.details.products')}</legend>
        {products.isError ? (
          <Alert>{t('errors.loading')}</Alert>
        ) : !products.data ? (
          <Spinner />
        ) : products.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('media.details.noProducts')}</p>
        ) : (
          <Controller
            control={form.control}
            name="providerItemIds"
            render={({ field: chosen }) => (
              <ul className="flex max-h-40 flex-col gap-2 overflow-y-auto">
                {(products.data ?? []).map((product) => (
                  <li key={product.id} className="flex items-center gap-2 text-sm">
                    <Checkbox
                      id={`${productsId}-${product.id}`}
                      name={chosen.name}
                      checked={chosen.value.includes(product.id)}
                      onCheckedChange={(checked) =>
                        chosen.onChange(
                          checked ? [...chosen.value, product.id] : chosen.value.filter((id) => id !== product.id),
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
          />
        )}
        <FieldError id={`${productsId}-error`} error={productsError} />
      </fieldset>
      <FormProblem problem={problem} />
      <FormDialogFooter onCancel={onClose} pending={isPending} />
    </form>
  );
}
