// The dialogs of the halls page: a hall's form and the delete confirmation. Their own chunk (Radix dialog with its
// focus trap and scroll lock, the form kit, about 22 KB gzipped): they load when a button is pointed at, focused or
// pressed (docs/listing.md, "First-visit weight").
import { useRef, useState } from 'react';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { NumberInput } from '@/components/forms/number-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormDialogFooter } from '@/components/ui/form-dialog-footer';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { messageKey } from '@/lib/forms/messages';
import { rulesResolver } from '@/lib/forms/rules-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type Hall, type HallSave, useDeleteHall, useSaveHall } from '../api/halls';
import {
  AREA_TYPES,
  EMPTY_HALL,
  HALL_FIELDS,
  HALL_NAME_MAX,
  type HallField,
  type HallValues,
  hallCreateBody,
  hallUpdateBody,
  hallValues,
  isAreaType,
  validateHall,
} from '../lib/halls';

const SERVER_FIELDS: ServerFieldMap<HallValues> = Object.fromEntries(HALL_FIELDS.map((field) => [field, field]));
const resolver = rulesResolver<HallValues>(validateHall);
type NumberField = 'minCapacity' | 'maxCapacity' | 'mealCapacity' | 'cocktailCapacity';

/** A capacity of the hall, in the reader's notation ("1.200" in German); each change may re-check the hall. */
function HallNumberField({
  form,
  field,
  hint,
  error,
  onChange,
}: {
  form: UseFormReturn<HallValues>;
  field: NumberField;
  hint: string | undefined;
  error: string | undefined;
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormField label={t(`listing.capacity.fields.${field}`)} error={error} description={hint}>
      {(control) => (
        <Controller
          control={form.control}
          name={field}
          render={({ field: number }) => (
            <NumberInput
              {...control}
              ref={number.ref}
              name={number.name}
              value={number.value}
              onBlur={number.onBlur}
              onChange={(value) => {
                number.onChange(value);
                onChange();
              }}
              className="max-w-40"
            />
          )}
        />
      )}
    </FormField>
  );
}

/** The form of a new or an existing hall; the rules of spec point 5 are checked before anything is sent. */
export function HallDialog({
  providerId,
  hall,
  onClose,
}: {
  providerId: number;
  hall: Hall | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  // The rules compare fields (the maximum with the minimum, a meal or a reception count): after the first attempt
  // every change checks the whole hall again, so a message goes as soon as it is fixed, on whichever field.
  const form = useForm<HallValues>({
    resolver,
    reValidateMode: 'onSubmit',
    defaultValues: hall ? hallValues(hall) : EMPTY_HALL,
  });
  const checked = useRef(false);
  const save = useSaveHall(providerId);
  const { problem, setProblem, submit, isPending } = useServerForm({
    form,
    mutation: save,
    fields: SERVER_FIELDS,
    formRef,
  });
  const { errors } = form.formState;
  const recheck = () => {
    if (checked.current) void form.trigger();
  };

  const onSubmit = form.handleSubmit((values) => {
    let request: HallSave | null = null;
    if (hall) {
      const body = hallUpdateBody(hall, values);
      if (Object.keys(body).length === 0) {
        setProblem({ key: 'listing.capacity.nothingChanged' });
        return;
      }
      request = { kind: 'update', hallId: hall.id, body };
    } else {
      const body = hallCreateBody(providerId, values);
      if (body) request = { kind: 'create', body };
    }
    if (!request) return;
    return submit(request, {
      onSuccess: (saved) => {
        toast.success(t(hall ? 'listing.capacity.updated' : 'listing.capacity.created', { name: saved.name }));
        onClose();
      },
      onError: (error, serverProblem) => {
        // The hall was deleted meanwhile (another user): the list is read again; the dialog says so.
        if (isApiError(error) && error.status === 404) return { key: 'listing.capacity.gone' };
        return serverProblem();
      },
    });
  });

  const errorText = (field: HallField) => {
    const message = errors[field]?.message;
    return message?.startsWith('listing.') ? t(messageKey(message)) : message;
  };
  const numberField = (field: NumberField, hint?: string) => (
    <HallNumberField form={form} field={field} hint={hint} error={errorText(field)} onChange={recheck} />
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>
          {hall ? t('listing.capacity.editTitle', { name: hall.name }) : t('listing.capacity.addTitle')}
        </DialogTitle>
        <DialogDescription>{t('listing.capacity.formHint')}</DialogDescription>
        <form
          ref={formRef}
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            checked.current = true;
            void onSubmit(event);
          }}
        >
          <FormField
            label={t('listing.capacity.fields.name')}
            error={errorText('name')}
            description={t('listing.capacity.nameHint')}
          >
            {(control) => (
              <Input
                {...control}
                {...form.register('name', { onChange: recheck })}
                maxLength={HALL_NAME_MAX}
                dir="auto"
                autoComplete="off"
              />
            )}
          </FormField>
          <FormField label={t('listing.capacity.fields.areaType')} error={errorText('areaType')}>
            {(control) => (
              <Select
                {...control}
                {...form.register('areaType', {
                  setValueAs: (value: string) => (isAreaType(value) ? value : ''),
                  onChange: recheck,
                })}
              >
                <option value="">{t('listing.capacity.chooseAreaType')}</option>
                {AREA_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {t(`listing.capacity.areaTypes.${type}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            {numberField('minCapacity', t('listing.capacity.minHint'))}
            {numberField('maxCapacity', t('listing.capacity.maxHint'))}
          </div>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm text-muted-foreground">{t('listing.capacity.mealOrCocktailHint')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {numberField('mealCapacity')}
              {numberField('cocktailCapacity')}
            </div>
          </fieldset>
          <FormProblem problem={problem} />
          <FormDialogFooter onCancel={onClose} pending={isPending} />
        </form>
      </DialogContent>
    </Dialog>
  );
}

export function DeleteHallDialog({
  providerId,
  hall,
  onClose,
}: {
  providerId: number;
  hall: Hall;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteHall(providerId);
  const [message, setMessage] = useState<string | null>(null);
  const onConfirm = () =>
    remove.mutate(hall.id, {
      onSuccess: () => {
        toast.success(t('listing.capacity.deleted', { name: hall.name }));
        onClose();
      },
      onError: (error) => {
        if (isApiError(error) && error.status === 404) {
          // Already gone: the list is read again, nothing is left to do.
          toast.success(t('listing.capacity.deleted', { name: hall.name }));
          onClose();
          return;
        }
        setMessage((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical'));
      },
    });
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent role="alertdialog">
        <DialogTitle>{t('listing.capacity.deleteTitle', { name: hall.name })}</DialogTitle>
        <DialogDescription>{t('listing.capacity.deleteBody')}</DialogDescription>
        {message ? <Alert>{message}</Alert> : null}
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="button" variant="danger" loading={remove.isPending} onClick={onConfirm}>
            {t('listing.capacity.deleteConfirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
