import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Paging } from '../../api/leads';

export function Pager({ paging, onPage }: { paging: Paging; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = Math.max(1, paging.pageCount);
  return (
    <nav className="flex items-center gap-2" aria-label={t('leads.list.pageOf', { page: paging.page, pages })}>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('leads.list.previous')}
        disabled={paging.page <= 1}
        onClick={() => onPage(paging.page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
      </Button>
      <span className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t('leads.list.pageOf', { page: paging.page, pages })}
      </span>
      <Button
        variant="secondary"
        size="icon"
        aria-label={t('leads.list.next')}
        disabled={paging.page >= pages}
        onClick={() => onPage(paging.page + 1)}
      >
        <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
