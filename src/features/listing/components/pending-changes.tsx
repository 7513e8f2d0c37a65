import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { focusFieldState } from '../lib/focus-field';
import {
  type ChangeRequest,
  type ProviderDataUpdate,
  type ProviderForm,
  useWithdrawDataUpdate,
} from '../api/provider-content';
import { isFixedTab, LISTING_TABS } from '../lib/profile-tabs';
import { ChangeValue, useChangeTexts } from './change-value';
import { HISTORY_HEADING_ID } from './data-update-history';

// The confirmation loads when a "Zurückziehen" button is pointed at, focused or pressed (the Radix dialog).
const loadWithdrawDialog = () => import('./withdraw-dialog');
const WithdrawDialog = lazy(loadWithdrawDialog);

const PENDING_HEADING_ID = 'pending-changes';

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
  const { t } = useTranslation();
  const format = useFormat();
  const { labelOf, valueText } = useChangeTexts(forms);
  const withdraw = useWithdrawDataUpdate(providerId);
  const [confirming, setConfirming] = useState<ProviderDataUpdate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  // Set when the change is gone: the dialog then hands focus on (its button has left the page).
  const withdrawn = useRef(false);
  // Data updates have their own entries above; the other requests (images, prices, …) are listed as the server
  // summarises them.
  const others = changeRequests.filter((request) => request.type !== 'text');

  const ask = (update: ProviderDataUpdate) => {
    withdrawn.current = false;
    setProblem(null);
    setConfirming(update);
  };
  const close = () => setConfirming(null);
  const gone = (message: string) => {
    withdrawn.current = true;
    toast.success(message);
    close();
  };
  const onWithdraw = (update: ProviderDataUpdate) =>
    withdraw.mutate(update.id, {
      onSuccess: () => gone(t('listing.pending.withdrawn')),
      onError: (error) => {
        // Withdrawn meanwhile (another user): the goal is reached. Decided meanwhile: the team was faster; the
        // change now stands in the history below (the queue is read again either way).
        if (isApiError(error) && error.status === 404) gone(t('listing.pending.withdrawn'));
        else if (isApiError(error) && error.status === 409) {
          withdrawn.current = true;
          toast.error(error.serverMessage ?? t('errors.technical'));
          close();
        } else setProblem((isApiError(error) ? error.serverMessage : null) ?? t('errors.technical'));
      },
    });
  // After a withdrawal the list's heading takes focus, or, once nothing waits any more, the history's.
  const focusAfterWithdrawal = (event: Event) => {
    if (!withdrawn.current) return;
    const target = document.getElementById(PENDING_HEADING_ID) ?? document.getElementById(HISTORY_HEADING_ID);
    if (!target) return;
    event.preventDefault();
    target.focus();
  };

  const dialog = confirming ? (
    <Suspense fallback={null}>
      <WithdrawDialog
        field={labelOf(confirming.fieldName)}
        value={
          <ChangeValue
            fieldName={confirming.fieldName}
            value={confirming.newValue}
            cityId={cityId}
            text={valueText(confirming.fieldName, confirming.newValue)}
          />
        }
        pending={withdraw.isPending}
        problem={problem}
        onConfirm={() => onWithdraw(confirming)}
        onCancel={close}
        onCloseAutoFocus={focusAfterWithdrawal}
      />
    </Suspense>
  ) : null;
  // The dialog stays until it is answered, even when its change was the last one.
  if (updates.length === 0 && others.length === 0) return dialog;

  return (
    <section aria-labelledby={PENDING_HEADING_ID} className="mb-6 rounded-lg border border-amber-200 bg-amber-50 p-4">
      <h2 id={PENDING_HEADING_ID} tabIndex={-1} className="text-base font-semibold outline-none">
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
                  <p className="break-words text-muted-foreground">
                    <ChangeValue
                      fieldName={update.fieldName}
                      value={update.newValue}
                      cityId={cityId}
                      text={valueText(update.fieldName, update.newValue)}
                    />
                  </p>
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
                    onClick={() => ask(update)}
                    onPointerEnter={() => void loadWithdrawDialog()}
                    onFocus={() => void loadWithdrawDialog()}
                    aria-label={t('listing.pending.withdrawLabel', { field: label })}
                    aria-haspopup="dialog"
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
      {dialog}
    </section>
  );
}
