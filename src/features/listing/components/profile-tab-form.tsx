// One tab of the info page as a form (/providers/{id}/info[/tab]): the listing's fields (profile-listing-fields.tsx)
// and the answers to the category's questions (profile-answer-field.tsx), saved as changes for approval.
import { useEffect, useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormProblem } from '@/components/ui/form-problem';
import { toast } from '@/components/ui/toaster';
import { draftKey, useDraft, useDraftOnChange } from '@/lib/drafts';
import { useStoredPhones } from '@/lib/stored-phone';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { lazyResolver } from '@/lib/forms/lazy-resolver';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useCurrentUser } from '@/lib/session/session-query';
import type { ProviderData, ProviderDataUpdate, ProviderForm } from '../api/provider-content';
import type { ProviderDetail } from '../api/providers';
import { useSaveProfile } from '../api/save-profile';
import { initialValues, type ProfileValues, startPhoneOf } from '../lib/profile';
import { answerFieldsOf, listingKeysOf } from '../lib/profile-tabs';
import { focusFieldOf } from '../lib/focus-field';
import { profileDraft } from '../lib/profile-draft';
import { AnswerField } from './profile-answer-field';
import { ListingField } from './profile-listing-fields';

interface ProfileTabFormProps {
  tab: string;
  provider: ProviderDetail;
  forms: ProviderForm[];
  answers: ProviderData[];
  pending: Map<string, ProviderDataUpdate>;
  /** The user has no edit rights for the provider: the values show, nothing can be sent. */
  readOnly?: boolean;
}

/** One tab of the info page as a form: typed values survive a reload (draft) until they are saved. */
export function ProfileTabForm({ tab, provider, forms, answers, pending, readOnly = false }: ProfileTabFormProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  // The contact tab shows the stored number in national form: the phone library and its zone's metadata first (the
  // loader has started them on that tab). The other tabs need neither.
  useStoredPhones(listingKeysOf(tab).includes('phone') ? [startPhoneOf(provider, pending)] : []);
  const start = useMemo(
    () => initialValues(tab, provider, forms, answers, pending),
    [tab, provider, forms, answers, pending],
  );
  const draft = useDraft<ProfileValues | null>(draftKey(user.id, 'provider', provider.id, tab), null, profileDraft);
  // The rules (zod) load when the browser is idle after the first paint, or at the first check (issue 23).
  const resolver = useMemo(
    () =>
      lazyResolver<ProfileValues>(() =>
        import('../lib/profile-schema').then((rules) => rules.profileResolver(tab, forms)),
      ),
    [tab, forms],
  );
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: draft.restored ?? start,
  });
  const save = useSaveProfile(provider.id);
  const listingKeys = listingKeysOf(tab);
  const fields = answerFieldsOf(tab, forms);
  const serverFields = useMemo<ServerFieldMap<ProfileValues>>(
    () => ({
      ...Object.fromEntries(listingKeys.map((key) => [`listing.${key}`, `listing.${key}`])),
      ...Object.fromEntries(fields.map((field) => [`answers.${field.fieldName}`, `answers.${field.fieldName}`])),
    }),
    [listingKeys, fields],
  );
  const { problem, setProblem, submit, isPending } = useServerForm({ form, mutation: save, fields: serverFields });

  // Fresh data (a save, a withdrawal) restarts an untouched form; typed values and their errors stay.
  const shownStart = useRef(start);
  useEffect(() => {
    if (shownStart.current === start) return;
    shownStart.current = start;
    if (!form.formState.isDirty) form.reset(start);
  }, [form, start]);

  useDraftOnChange(form, draft, profileDraft);

  // Opened by a pending change's "Bearbeiten": that field takes the focus, once.
  const focusField = focusFieldOf(useLocation().state);
  useEffect(() => {
    if (!focusField) return;
    const listingKey = listingKeys.find((key) => key === focusField);
    if (listingKey) form.setFocus(`listing.${listingKey}`);
    else if (fields.some((field) => field.fieldName === focusField)) form.setFocus(`answers.${focusField}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per navigation, not again when the data refreshes
  }, [focusField]);

  const onSubmit = form.handleSubmit(async (values) => {
    // Loaded with the save (it reads the phone with the library the check that just passed has loaded). A failed
    // download is said like a failed request; the input stays and the next save tries again.
    const saving = await import('../lib/profile-changes').catch(() => null);
    if (!saving) {
      setProblem({ key: 'errors.network' });
      return;
    }
    const changes = saving.changesOf(tab, start, values, forms, answers, pending);
    if (changes.length === 0) {
      setProblem({ key: 'listing.info.nothingChanged' });
      return;
    }
    return submit(changes, {
      onSuccess: () => {
        draft.clear();
        form.reset(values);
        toast.success(t('listing.info.saved'));
      },
    });
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-5">
        {draft.wasRestored ? (
          <p className="text-sm text-muted-foreground" role="status">
            {t('listing.info.draftRestored')}
          </p>
        ) : null}
        {listingKeys.map((key) => (
          <ListingField key={key} name={key} form={form} pending={pending.has(key)} />
        ))}
        {fields.map((field) => (
          <AnswerField key={field.fieldName} field={field} form={form} pending={pending.has(field.fieldName)} />
        ))}
        {listingKeys.length === 0 && fields.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('listing.info.noFields')}</p>
        ) : null}
        <FormProblem problem={problem} />
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" loading={isPending}>
            {t('listing.info.save')}
          </Button>
          <p className="text-sm text-muted-foreground">{t('listing.info.saveHint')}</p>
        </div>
      </fieldset>
    </form>
  );
}
