import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** Previous and next page of a list; nothing when everything fits on one page. */
export function Pager({
  page,
  pageCount,
  label,
  onPage,
}: {
  page: number;
  pageCount: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const position = t('reviews.pager.pageOf', { page, pages: pageCount });
  return (
    <nav className="flex items-center justify-center gap-2" aria-label={label}>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('reviews.pager.previous')}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums">{position}</span>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('reviews.pager.next')}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
