import { zodResolver } from '@hookform/resolvers/zod';
import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '@/components/forms/checkbox-field';
import { NumberInput } from '@/components/forms/number-input';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField, useErrorText } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { toast } from '@/components/ui/toaster';
import { FieldError } from '@/components/ui/field-error';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { formErrorMap, type ServerFieldMap } from '@/lib/forms/form-errors';
import { messageKey } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type ProviderItem, useCreateProviderItem, useUpdateProviderItem } from '../api/provider-items';
import {
  createBody,
  DESCRIPTION_MAX,
  EMPTY_PRODUCT,
  NAME_MAX,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
  productFormValues,
  updateBody,
} from '../lib/product-form';
import { ProductImage } from './product-image';
import { ProductImageControls, ProductImageRulesHint } from './product-image-controls';
import { useFormat } from '@/lib/format';

const SERVER_FIELDS: ServerFieldMap<ProductFormValues> = {
  name: 'name',
  description: 'description',
  price: 'price',
  discountedPrice: 'discountedPrice',
  status: 'active',
  isBiddable: 'isBiddable',
};

const resolver = zodResolver(productFormSchema, { error: formErrorMap() });

/** Texts of the shared `validation.*` keys and of this feature's own rules. */
function useProductErrorText() {
  const { t } = useTranslation();
  const shared = useErrorText();
  return (message: string | undefined) => (message?.startsWith('products.') ? t(messageKey(message)) : shared(message));
}

interface ProductDialogProps {
  providerId: number;
  /** The provider's category: its image rules apply to the product's picture. */
  categoryId: number;
  /** The product to edit; null creates a new one. */
  item: ProviderItem | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Bridal-gown shops offer products on couples' requests (spec point 1). */
  offersBidding: boolean;
  /** The provider's plan includes bidding on bridal-gown leads. */
  biddingAllowed: boolean;
}

export function ProductDialog({ open, onOpenChange, ...props }: ProductDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogTitle>{props.item ? t('products.form.editTitle') : t('products.form.createTitle')}</DialogTitle>
        <DialogDescription>{t('products.form.approvalHint')}</DialogDescription>
        {/* Keyed by the product, so each opening starts from its saved values. */}
        <ProductForm key={props.item?.id ?? 'new'} {...props} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  providerId,
  categoryId,
  item,
  offersBidding,
  biddingAllowed,
  onDone,
}: Omit<ProductDialogProps, 'open' | 'onOpenChange'> & { onDone: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const errorText = useProductErrorText();
  const upgrade = useUpgradeDialog();
  const form = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver,
    defaultValues: item ? productFormValues(item) : EMPTY_PRODUCT,
  });
  const create = useCreateProviderItem(providerId);
  const update = useUpdateProviderItem(providerId);
  const createForm = useServerForm({ form, mutation: create, fields: SERVER_FIELDS });
  const updateForm = useServerForm({ form, mutation: update, fields: SERVER_FIELDS });
  const { problem, setProblem, isPending } = item ? updateForm : createForm;
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (!item) {
      await createForm.submit(createBody(values), {
        onSuccess: () => {
          toast.success(t('products.form.created'));
          onDone();
        },
      });
      return;
    }
    const body = updateBody(item, values);
    if (Object.keys(body).length === 0) {
      setProblem({ key: 'products.form.nothingChanged' });
      return;
    }
    await updateForm.submit(
      { id: item.id, body },
      {
        onSuccess: () => {
          toast.success(t('products.form.saved'));
          onDone();
        },
      },
    );
  });

  return (
    <form noValidate className="grid gap-4" onSubmit={(event) => void onSubmit(event)}>
      <FormField label={t('products.form.name')} error={errorText(errors.name?.message)}>
        {(control) => <Input {...control} maxLength={NAME_MAX} autoComplete="off" {...form.register('name')} />}
      </FormField>
      <FormField
        label={t('products.form.description')}
        error={errorText(errors.description?.message)}
        description={t('products.form.descriptionHint', { max: format.number(DESCRIPTION_MAX) })}
      >
        {(control) => <Textarea {...control} rows={4} {...form.register('description')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <Controller
          control={form.control}
          name="price"
          render={({ field, fieldState }) => (
            <FormField
              label={t('products.form.price')}
              error={errorText(fieldState.error?.message)}
              description={t('products.form.priceHint')}
            >
              {(control) => <NumberInput {...control} {...field} decimals={2} fixedDecimals />}
            </FormField>
          )}
        />
        <Controller
          control={form.control}
          name="discountedPrice"
          render={({ field, fieldState }) => (
            <FormField
              label={t('products.form.discountedPrice')}
              error={errorText(fieldState.error?.message)}
              description={t('products.form.discountedPriceHint')}
            >
              {(control) => <NumberInput {...control} {...field} decimals={2} fixedDecimals />}
            </FormField>
          )}
        />
      </div>
      <CheckboxField control={form.control} name="active" label={t('products.form.active')} />
      {offersBidding ? (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <CheckboxField
            control={form.control}
            name="isBiddable"
            label={t('products.form.isBiddable')}
            disabled={!biddingAllowed}
          />
          {biddingAllowed ? null : (
            <Button
              type="button"
              variant="link"
              size="sm"
              className="h-auto px-0"
              onClick={() => upgrade.open('bridal_gown_lead_bidding', { providerId })}
            >
              <Sparkles aria-hidden="true" />
              {t('products.form.biddingUpgrade')}
            </Button>
          )}
          <FieldError className="basis-full" error={errorText(errors.isBiddable?.message)} />
        </div>
      ) : null}
      {item ? (
        <ProductImageField item={item} providerId={providerId} categoryId={categoryId} />
      ) : (
        <p className="text-sm text-muted-foreground">{t('products.form.imageAfterCreate')}</p>
      )}
      <FormProblem problem={problem} />
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={isPending}>
          {item ? t('products.form.save') : t('products.form.create')}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * The product's picture in the dialog: sent, replaced or removed at once (not with "Speichern"), like in the list.
 * The dialog was opened with the product as it was; the picture shows as the last answer left it.
 */
function ProductImageField({
  item,
  providerId,
  categoryId,
}: {
  item: ProviderItem;
  providerId: number;
  categoryId: number;
}) {
  const { t } = useTranslation();
  const [current, setCurrent] = useState(item);
  const labelId = useId();
  return (
    <section aria-labelledby={labelId} className="grid gap-2 rounded-md border border-border p-3 text-sm">
      <h3 id={labelId} className="font-medium">
        {t('products.image.title')}
      </h3>
      <div className="flex items-start gap-3 max-sm:flex-wrap">
        <ProductImage path={current.imagePath} alt={current.name} className="size-20" />
        <div className="flex min-w-0 flex-1 basis-48 flex-col gap-2">
          <p className="text-muted-foreground">
            {t(current.imagePath ? 'products.form.imageHint' : 'products.form.noImageHint')}
          </p>
          <ProductImageControls item={current} providerId={providerId} categoryId={categoryId} onChanged={setCurrent} />
        </div>
      </div>
      <ProductImageRulesHint categoryId={categoryId} className="text-muted-foreground" />
    </section>
  );
}
