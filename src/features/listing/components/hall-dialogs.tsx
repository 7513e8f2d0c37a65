// The dialogs of the halls page: a hall's form and the delete confirmation. Their own chunk (Radix dialog with its
// focus trap and scroll lock, the form kit, about 22 KB gzipped): they load when a button is pointed at, focused or
// pressed (docs/listing.md, "First-visit weight").
import { useCallback, useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { NumberInput } from '@/components/forms/number-input';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type Hall, type HallSave, useDeleteHall, useSaveHall } from '../api/halls';
import {
  AREA_TYPES,
  EMPTY_HALL,
  HALL_FIELDS,
  HALL_NAME_MAX,
  type HallErrors,
  type HallField,
  type HallValues,
  hallCreateBody,
  hallUpdateBody,
  hallValues,
  isAreaType,
  validateHall,
} from '../lib/halls';

const SERVER_FIELDS: ServerFieldMap<HallValues> = Object.fromEntries(HALL_FIELDS.map((field) => [field, field]));
/** The fields carry their name in `data-hall-field` (their ids belong to FormField's label). */
function focusField(field: HallField) {
  document.querySelector<HTMLElement>(`[data-hall-field="${field}"]`)?.focus();
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
  const [values, setValues] = useState<HallValues>(() => (hall ? hallValues(hall) : EMPTY_HALL));
  const [errors, setErrors] = useState<HallErrors>({});
  const [checked, setChecked] = useState(false);
  const save = useSaveHall(providerId);
  // Server field errors (error format 1) go onto the fields through the shared form kit.
  const setError = useCallback<UseFormSetError<HallValues>>((name, error, options) => {
    const field = HALL_FIELDS.find((candidate) => candidate === name);
    if (!field) return;
    setErrors((current) => ({ ...current, [field]: error.message }));
    if (options?.shouldFocus) requestAnimationFrame(() => focusField(field));
  }, []);
  const form = useMemo(() => ({ setError }), [setError]);
  const { problem, setProblem, submit, isPending } = useServerForm<HallValues, Hall, HallSave>({
    form,
    mutation: save,
    fields: SERVER_FIELDS,
  });

  const change = <F extends HallField>(field: F, value: HallValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // After the first attempt every change is checked again, so a message goes as soon as it is fixed.
    if (checked) setErrors(validateHall(next));
  };

  const onSubmit = () => {
    setChecked(true);
    const found = validateHall(values);
    setErrors(found);
    const first = HALL_FIELDS.find((field) => found[field]);
    if (first) {
      focusField(first);
      return;
    }
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
    void submit(request, {
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
  };

  const errorText = (field: HallField) => {
    const message = errors[field];
    return message?.startsWith('listing.') ? t(message) : message;
  };
  const numberField = (field: 'minCapacity' | 'maxCapacity' | 'mealCapacity' | 'cocktailCapacity', hint?: string) => (
    <FormField label={t(`listing.capacity.fields.${field}`)} error={errorText(field)} description={hint}>
      {(control) => (
        <NumberInput
          {...control}
          data-hall-field={field}
          value={values[field]}
          onChange={(value) => change(field, value)}
          className="max-w-40"
        />
      )}
    </FormField>
  );

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>
          {hall ? t('listing.capacity.editTitle', { name: hall.name }) : t('listing.capacity.addTitle')}
        </DialogTitle>
        <DialogDescription>{t('listing.capacity.formHint')}</DialogDescription>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
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
                data-hall-field="name"
                value={values.name}
                maxLength={HALL_NAME_MAX}
                dir="auto"
                autoComplete="off"
                onChange={(event) => change('name', event.target.value)}
              />
            )}
          </FormField>
          <FormField label={t('listing.capacity.fields.areaType')} error={errorText('areaType')}>
            {(control) => (
              <Select
                {...control}
                data-hall-field="areaType"
                value={values.areaType}
                onChange={(event) => change('areaType', isAreaType(event.target.value) ? event.target.value : '')}
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
            <legend className="mb-1 text-sm text-muted">{t('listing.capacity.mealOrCocktailHint')}</legend>
            <div className="grid gap-4 sm:grid-cols-2">
              {numberField('mealCapacity')}
              {numberField('cocktailCapacity')}
            </div>
          </fieldset>
          <FormProblem problem={problem} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('common.save')}
            </Button>
          </DialogFooter>
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
