import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/** A part of the page that did not load, with a retry. */
export function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>{t('errors.loading')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
