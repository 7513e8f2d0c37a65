import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-muted">
      <Spinner className="text-brand-700" />
      {t('app.loading')}
    </div>
  );
}

export function LoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-start gap-3">
      <Alert className="w-full">{t('errors.loading')}</Alert>
      <Button variant="secondary" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </div>
  );
}
