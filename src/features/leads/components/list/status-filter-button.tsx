import { ListFilter } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** The status filter's trigger, the same before and after its popover has loaded. */
export function StatusFilterButton({
  idPrefix,
  count,
  ...props
}: ComponentProps<typeof Button> & { idPrefix: string; count: number }) {
  const { t } = useTranslation();
  return (
    <Button
      variant="secondary"
      className="justify-between"
      aria-labelledby={`${idPrefix}-status-label ${idPrefix}-status-value`}
      {...props}
    >
      <span id={`${idPrefix}-status-value`} className="truncate">
        {count === 0 ? t('leads.list.statusAll') : t('leads.list.statusCount', { count })}
      </span>
      <ListFilter aria-hidden="true" />
    </Button>
  );
}
