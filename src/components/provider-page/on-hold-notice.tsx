import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';

/** Shown on every page of a provider whose listing is paused (spec point 3, `onHold`). */
export function OnHoldNotice({ onHold }: { onHold: boolean }) {
  const { t } = useTranslation();
  if (!onHold) return null;
  return (
    <Alert className="mb-4" tone="info">
      <strong className="font-semibold">{t('provider-page.onHold.title')}</strong> {t('provider-page.onHold.body')}
    </Alert>
  );
}
