import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';

export function LoadingState() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
      <Spinner className="text-brand-700" />
      {t('app.loading')}
    </div>
  );
}
