import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

/**
 * "Beim Laden ist ein Fehler aufgetreten." with "Erneut versuchen" (spec point 8): what a page or a part of it
 * shows when its data could not be loaded, whatever the status (a 401, 403 or 404 has its own handling, see
 * ./error-by-status.tsx). `inline`: the text and a small button in one alert line (a part of a page); `stacked`: the
 * alert with the button below it (a page with little else, as the logged-out pages).
 */
export function LoadError({
  onRetry,
  retrying = false,
  layout = 'inline',
}: {
  onRetry: () => void;
  /** The retry is on its way: the button shows it is busy. */
  retrying?: boolean;
  layout?: 'inline' | 'stacked';
}) {
  const { t } = useTranslation();
  if (layout === 'stacked')
    return (
      <div className="flex flex-col items-start gap-3">
        <Alert className="w-full">{t('errors.loading')}</Alert>
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {t('common.retry')}
        </Button>
      </div>
    );
  return (
    <Alert className="flex flex-wrap items-center justify-between gap-2">
      <span>{t('errors.loading')}</span>
      <Button size="sm" variant="secondary" onClick={onRetry} loading={retrying}>
        {t('common.retry')}
      </Button>
    </Alert>
  );
}
