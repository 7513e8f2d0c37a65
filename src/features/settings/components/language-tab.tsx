// The user's language (spec points 3 and 9): the preferred language stored on the user and the portal's own
// language under the local storage key `lng` (the shared locale switch), changed together.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCustomerUserOptions } from '@/components/customer-user/customer-user-options';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toaster';
import { useChangeLocale } from '@/i18n/use-change-locale';
import { getCurrentLocale, isLocale, type Locale } from '@/lib/locale';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useCurrentUser } from '@/lib/session/session-query';
import { useSaveLanguage } from '../api/account';

export function LanguageTab() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const changeLocale = useChangeLocale();
  const options = useCustomerUserOptions();
  const [chosen, setChosen] = useState<Locale>(
    isLocale(me.details.preferredLanguage) ? me.details.preferredLanguage : getCurrentLocale(),
  );
  const failureText = useFailureText();
  const save = useSaveLanguage(
    { customerId: me.customerId, id: me.id, preferredLanguage: me.details.preferredLanguage },
    changeLocale,
    {
      onSuccess: () => toast.success(t('settings.language.saved')),
      onError: (error) => toast.error(failureText(error)),
    },
  );
  if (options.isError) return <Alert>{t('errors.loading')}</Alert>;
  if (!options.data) return <Spinner className="size-6" label={t('app.loading')} />;
  const { languages } = options.data;
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(chosen);
      }}
    >
      <FormField label={t('settings.language.label')} description={t('settings.language.hint')}>
        {(control) => (
          <Select
            {...control}
            value={chosen}
            onChange={(event) => {
              if (isLocale(event.target.value)) setChosen(event.target.value);
            }}
          >
            {languages.map((language) => (
              <option key={language.locale} value={language.locale} lang={language.locale.replace('_', '-')}>
                {language.label}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button type="submit" loading={save.isPending} className="self-start">
        {t('settings.language.save')}
      </Button>
    </form>
  );
}
