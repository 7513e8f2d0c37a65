import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

/** Full-page loader while the login state or a route's code is unknown. */
export function PageLoader() {
  const { t } = useTranslation();
  return (
    <div className="grid min-h-dvh place-items-center text-brand-700" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-3">
        <Spinner className="size-8" />
        <span className="text-sm text-muted-foreground">{t('app.loading')}</span>
      </div>
    </div>
  );
}
