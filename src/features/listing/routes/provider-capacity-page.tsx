import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import type { UseFormSetError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { NumberInput } from '@/components/forms/number-input';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { useFormat } from '@/lib/format';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { useServerForm } from '@/lib/forms/use-server-form';
import { type Hall, type HallSave, useDeleteHall, useHalls, useIncompleteHalls, useSaveHall } from '../api/halls';
import { hasHalls, LoadError, ProviderFrame } from '../components/provider-frame';
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

/** /providers/{id}/capacity (spec point 3 "Customer space"): the halls of a venue with their guest capacities. */
export default function ProviderCapacityPage() {
  const { t } = useTranslation();
  return (
    <ProviderFrame title={t('routes.providerCapacity')}>
      {(provider) =>
        hasHalls(provider) ? (
          <Halls providerId={provider.id} />
        ) : (
          <Alert tone="info">{t('listing.capacity.onlyVenues')}</Alert>
        )
      }
    </ProviderFrame>
  );
}

type Editing = { kind: 'create' } | { kind: 'edit'; hall: Hall } | null;

function Halls({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const halls = useHalls(providerId);
  const incomplete = useIncompleteHalls(providerId);
  // Edit rights come with the user's link (spec point 6); without them the page only shows.
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Hall | null>(null);
  const incompleteIds = useMemo(() => new Set(incomplete.data ?? []), [incomplete.data]);

  let content;
  if (halls.isError) content = <LoadError onRetry={() => void halls.refetch()} />;
  else if (!halls.data) {
    content = (
      <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className="h-20 w-full animate-pulse rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  } else if (halls.data.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-line p-6 text-center text-sm">
        {t('listing.capacity.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label={t('listing.capacity.listLabel')}>
        {halls.data.map((hall) => (
          <HallRow
            key={hall.id}
            hall={hall}
            incomplete={incompleteIds.has(hall.id)}
            canManage={canManage}
            onEdit={() => setEditing({ kind: 'edit', hall })}
            onDelete={() => setDeleting(hall)}
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="halls-title">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h2 id="halls-title" className="text-lg font-semibold">
            {t('listing.capacity.title')}
          </h2>
          <p className="text-sm text-muted">{t('listing.capacity.intro')}</p>
        </div>
        {canManage ? (
          <Button onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('listing.capacity.add')}
          </Button>
        ) : null}
      </div>
      {permissions.data && !canManage ? (
        <Alert tone="info" className="mb-4">
          {t('listing.info.readOnly')}
        </Alert>
      ) : null}
      {content}
      {editing ? (
        <HallDialog
          key={editing.kind === 'edit' ? editing.hall.id : 'new'}
          providerId={providerId}
          hall={editing.kind === 'edit' ? editing.hall : null}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? <DeleteHallDialog providerId={providerId} hall={deleting} onClose={() => setDeleting(null)} /> : null}
    </section>
  );
}

function HallRow({
  hall,
  incomplete,
  canManage,
  onEdit,
  onDelete,
}: {
  hall: Hall;
  incomplete: boolean;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const guests = (value: number | null) =>
    value === null ? t('listing.capacity.none') : t('listing.capacity.guests', { n: format.number(value) });
  return (
    <li
      aria-labelledby={`hall-${hall.id}`}
      className="flex flex-wrap items-start justify-between gap-3 rounded-lg border border-line bg-surface p-4"
    >
      <div className="min-w-0 flex-1 basis-64">
        <h3 id={`hall-${hall.id}`} className="flex flex-wrap items-center gap-2 font-semibold" dir="auto">
          {hall.name}
          <Badge tone="neutral">{t(`listing.capacity.areaTypes.${hall.areaType}`)}</Badge>
          {incomplete ? <Badge tone="warning">{t('listing.capacity.incomplete')}</Badge> : null}
        </h3>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
          <dt className="text-muted">{t('listing.capacity.fields.range')}</dt>
          <dd>
            {t('listing.capacity.range', {
              min: format.number(hall.minCapacity),
              max: format.number(hall.maxCapacity),
            })}
          </dd>
          <dt className="text-muted">{t('listing.capacity.fields.mealCapacity')}</dt>
          <dd>{guests(hall.mealCapacity)}</dd>
          <dt className="text-muted">{t('listing.capacity.fields.cocktailCapacity')}</dt>
          <dd>{guests(hall.cocktailCapacity)}</dd>
        </dl>
        {incomplete ? <p className="mt-2 text-sm text-amber-900">{t('listing.capacity.incompleteHint')}</p> : null}
      </div>
      {canManage ? (
        <div className="flex gap-2">
          <Button
            size="sm"
            variant="secondary"
            onClick={onEdit}
            aria-label={t('listing.capacity.editLabel', { name: hall.name })}
          >
            <Pencil aria-hidden="true" />
            {t('listing.capacity.edit')}
          </Button>
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('listing.capacity.deleteLabel', { name: hall.name })}
          >
            <Trash2 aria-hidden="true" />
            {t('listing.capacity.delete')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

const SERVER_FIELDS: ServerFieldMap<HallValues> = Object.fromEntries(HALL_FIELDS.map((field) => [field, field]));
/** The fields carry their name in `data-hall-field` (their ids belong to FormField's label). */
function focusField(field: HallField) {
  document.querySelector<HTMLElement>(`[data-hall-field="${field}"]`)?.focus();
}

/** The form of a new or an existing hall; the rules of spec point 5 are checked before anything is sent. */
function HallDialog({ providerId, hall, onClose }: { providerId: number; hall: Hall | null; onClose: () => void }) {
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

function DeleteHallDialog({ providerId, hall, onClose }: { providerId: number; hall: Hall; onClose: () => void }) {
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
