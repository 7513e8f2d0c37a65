// Two-factor login (spec point 7; issue 36): the state from GET /auth/two-factor. Off: "set up" asks the server for a
// new secret (POST /auth/two-factor/setup), shown as a QR code of its otpauth URI and as text to type, in groups of
// four with a copy button; a code of the app confirms it (POST /auth/two-factor). On: "active since …" and turning it
// off with a current code (POST /auth/two-factor/disable). The secret lives in this tab's state only: never in a URL
// or storage. The forms (./two-factor-forms.tsx, with the QR code's library) load when one is opened.
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useFormat } from '@/lib/format';
import { type TwoFactorSetup, useStartTwoFactorSetup, useTwoFactorStatus } from '../api/account';

const loadForms = () => import('./two-factor-forms');
const preloadForms = () => void loadForms();
const TwoFactorSetupForm = lazy(async () => ({ default: (await loadForms()).TwoFactorSetupForm }));
const TwoFactorDisableForm = lazy(async () => ({ default: (await loadForms()).TwoFactorDisableForm }));

export function SecurityTab() {
  const { t } = useTranslation();
  const status = useTwoFactorStatus();
  if (status.isError)
    return (
      <Alert className="flex max-w-md flex-wrap items-center gap-3">
        {t('errors.loading')}
        <Button variant="secondary" size="sm" onClick={() => void status.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (!status.data) return <Spinner className="size-6" label={t('app.loading')} />;
  return status.data.enabled ? <TwoFactorActive enabledAt={status.data.enabledAt} /> : <TwoFactorOff />;
}

function TwoFactorOff() {
  const { t } = useTranslation();
  const setup = useStartTwoFactorSetup();
  const [started, setStarted] = useState<TwoFactorSetup | null>(null);
  const begin = () => {
    preloadForms();
    setup.mutate(undefined, { onSuccess: setStarted });
  };

  if (started)
    return (
      <Suspense fallback={<Spinner className="size-6" label={t('app.loading')} />}>
        <TwoFactorSetupForm setup={started} onCancel={() => setStarted(null)} />
      </Suspense>
    );
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p className="text-sm font-medium">{t('settings.security.off')}</p>
      <p className="text-sm">{t('settings.security.intro')}</p>
      {setup.isError ? (
        <Alert className="flex flex-wrap items-center gap-3">
          {t('settings.security.setupFailed')}
          <Button variant="secondary" size="sm" onClick={begin}>
            {t('common.retry')}
          </Button>
        </Alert>
      ) : null}
      <Button
        className="self-start"
        loading={setup.isPending}
        onClick={begin}
        onPointerEnter={preloadForms}
        onFocus={preloadForms}
      >
        {t('settings.security.setUp')}
      </Button>
    </div>
  );
}

function TwoFactorActive({ enabledAt }: { enabledAt: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [turningOff, setTurningOff] = useState(false);
  return (
    <div className="flex max-w-xl flex-col gap-4">
      <p role="status" className="text-sm font-medium">
        {t('settings.security.activeSince', { date: format.date(enabledAt) })}
      </p>
      {turningOff ? (
        <Suspense fallback={<Spinner className="size-6" label={t('app.loading')} />}>
          <TwoFactorDisableForm onCancel={() => setTurningOff(false)} />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          className="self-start"
          onClick={() => setTurningOff(true)}
          onPointerEnter={preloadForms}
          onFocus={preloadForms}
        >
          {t('settings.security.startDisable')}
        </Button>
      )}
    </div>
  );
}
