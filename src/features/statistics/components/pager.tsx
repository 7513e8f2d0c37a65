import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous and next page of a couple list (the page stays out of the URL: it resets with the period). */
export function Pager({
  page,
  pageCount,
  onPage,
}: {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <nav className="flex items-center gap-3 text-sm" aria-label={t('statistics.pager.label')}>
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('statistics.pager.previous')}
      </Button>
      <span>{t('statistics.pager.status', { page, pageCount })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pageCount} onClick={() => onPage(page + 1)}>
        {t('statistics.pager.next')}
      </Button>
    </nav>
  );
}
