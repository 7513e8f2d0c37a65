import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { DEFAULT_LOCALE, isLocale, toLanguageTag } from '@/lib/locale';
import { PhoneNumber } from '@/components/domain/phone-number';
import { focusFieldState } from '../lib/focus-field';
import {
  type ChangeRequest,
  type ProviderDataUpdate,
  type ProviderDataValue,
  type ProviderForm,
  useWithdrawDataUpdate,
} from '../api/provider-content';
import { isFixedTab, isListingKey, LISTING_TABS } from '../lib/profile-tabs';

const DistrictName = lazy(() => import('./district-name'));

/**
 * The tab a field is edited in; undefined for a field no tab edits (a district change asked for elsewhere): that
 * change can be withdrawn, but "Bearbeiten" would open a tab without its field.
 */
function tabOf(fieldName: string, forms: readonly ProviderForm[]): string | undefined {
  for (const [tab, keys] of Object.entries(LISTING_TABS)) {
    if (keys.some((key) => key === fieldName)) return tab;
  }
  const form = forms.find((entry) => entry.fieldName === fieldName);
  if (!form) return undefined;
  return isFixedTab(form.group) ? 'general' : form.group;
}

/**
 * What waits for the team's approval (spec point 4): the queued data updates with their new value, each to
 * edit (in its tab) or withdraw, and the other pending change requests of the listing.
 */
export function PendingChanges({
  providerId,
  cityId,
  updates,
  changeRequests,
  forms,
  readOnly = false,
}: {
  readOnly?: boolean;
  providerId: number;
  /** The provider's city: a district change names a district of it (the server refuses any other). */
  cityId: number;
  updates: ProviderDataUpdate[];
  changeRequests: ChangeRequest[];
  forms: ProviderForm[];
}) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  // Chosen options joined as the language joins a list ("A, B und C", "A وB وC").
  const listFormat = new Intl.ListFormat(toLanguageTag(isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE), {
    type: 'conjunction',
  });
  const withdraw = useWithdrawDataUpdate(providerId);
  // Data updates have their own entries above; the other requests (images, prices, …) are listed as the server
  // summarises them.
  const others = changeRequests.filter((request) => request.type !== 'text');
  if (updates.length === 0 && others.length === 0) return null;

  // A listing field is named as in its tab (the district as in the registration wizard); an answer by its form's
  // label.
  // A field the portal knows no name for (a form since removed from the category) is not shown by its key.
  const labelOf = (fieldName: string) =>
    isListingKey(fieldName)
      ? t(`listing.fields.${fieldName}`)
      : fieldName === 'districtId'
        ? t('listing.fields.district')
        : (forms.find((form) => form.fieldName === fieldName)?.label ?? t('listing.pending.otherField'));
  // A select or multiselect answer stores its options' values (German); it is named by the options' labels, which
  // the server answers in the UI's language, as the form's checkboxes are. A value no option has any more stays.
  const optionLabel = (fieldName: string, value: string): string =>
    forms.find((form) => form.fieldName === fieldName)?.options.find((option) => option.value === value)?.label ??
    value;
  const valueText = (fieldName: string, value: ProviderDataValue): string => {
    if (value === null || (Array.isArray(value) && value.length === 0)) return t('listing.pending.empty');
    if (typeof value === 'boolean') return value ? t('common.yes') : t('common.no');
    // A district is named by DistrictName below; any other value of it is no district.
    if (fieldName === 'districtId') return t('listing.pending.unknownValue');
    if (typeof value === 'number') return format.number(value);
    if (Array.isArray(value)) return listFormat.format(value.map((entry) => optionLabel(fieldName, entry)));
    const text = optionLabel(fieldName, value);
    return text.length > 120 ? `${text.slice(0, 120)}…` : text;
  };

  const onWithdraw = (update: ProviderDataUpdate) =>
    withdraw.mutate(update.id, {
      onSuccess: () => toast.success(t('listing.pending.withdrawn')),
      onError: (error) => toast.error((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical')),
    });

  return (
    <section aria-labelledby="pending-changes" className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h2 id="pending-changes" className="text-base font-semibold">
        {t('listing.pending.title')}
      </h2>
      <p className="mt-1 text-sm">{t('listing.pending.visibility')}</p>
      {updates.length > 0 ? (
        <ul className="mt-3 flex flex-col gap-2" aria-label={t('listing.pending.updatesLabel')}>
          {updates.map((update) => {
            const label = labelOf(update.fieldName);
            const editTab = tabOf(update.fieldName, forms);
            return (
              <li
                key={update.id}
                className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-card px-3 py-2"
              >
                <div className="min-w-0 flex-1 basis-60 text-sm">
                  <p className="font-medium">{label}</p>
                  {update.fieldName === 'phone' && typeof update.newValue === 'string' && update.newValue ? (
                    <p className="text-muted-foreground">
                      <PhoneNumber e164={update.newValue} />
                    </p>
                  ) : update.fieldName === 'districtId' && typeof update.newValue === 'number' ? (
                    // The queue can hold a change of the listing's district (`districtId` of PUT /providers/{id}),
                    // which other clients than the portal send; its id is named by the city's districts.
                    <p className="break-words text-muted-foreground" dir="auto">
                      <Suspense fallback={t('app.loading')}>
                        <DistrictName cityId={cityId} districtId={update.newValue} />
                      </Suspense>
                    </p>
                  ) : (
                    <p className="break-words text-muted-foreground" dir="auto">
                      {valueText(update.fieldName, update.newValue)}
                    </p>
                  )}
                  <p className="text-xs text-muted-foreground">
                    {t('listing.pending.requested', {
                      name: update.requestedBy.name,
                      date: format.dateTime(update.createdAt),
                    })}
                  </p>
                </div>
                <div className={readOnly ? 'hidden' : 'flex gap-2'}>
                  {editTab === undefined ? null : (
                    <Link
                      to={href.providerInfoTab(providerId, editTab)}
                      state={focusFieldState(update.fieldName)}
                      className="text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
                      aria-label={t('listing.pending.editLabel', { field: label })}
                    >
                      {t('listing.pending.edit')}
                    </Link>
                  )}
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={withdraw.isPending && withdraw.variables === update.id}
                    onClick={() => onWithdraw(update)}
                    aria-label={t('listing.pending.withdrawLabel', { field: label })}
                  >
                    {t('listing.pending.withdraw')}
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      ) : null}
      {others.length > 0 ? (
        <ul className="mt-3 flex list-disc flex-col gap-1 ps-5 text-sm" aria-label={t('listing.pending.othersLabel')}>
          {others.map((request) => (
            <li key={request.id} dir="auto">
              {request.summary}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
