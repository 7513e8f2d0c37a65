import { ListFilter } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { LeadStatus } from '../../api/keys';

/**
 * The status filter's trigger, the same before and after its popover has loaded. It names a single chosen status
 * ("Status: Zusage") and counts several ("Status: 2 gewählt"): German has no plural of "Status" that reads well,
 * and a list of names would be cut off in the narrow field (issue 38.8).
 */
export function StatusFilterButton({
  idPrefix,
  statuses,
  ...props
}: ComponentProps<typeof Button> & { idPrefix: string; statuses: readonly LeadStatus[] }) {
  const { t } = useTranslation();
  const [first, ...others] = statuses;
  const value =
    first === undefined
      ? t('leads.list.statusAll')
      : others.length === 0
        ? t(`leadStatus.${first}`)
        : t('leads.list.statusCount', { count: statuses.length });
  return (
    <Button
      variant="secondary"
      className="justify-between"
      aria-labelledby={`${idPrefix}-status-label ${idPrefix}-status-value`}
      {...props}
    >
      <span id={`${idPrefix}-status-value`} className="truncate">
        {value}
      </span>
      <ListFilter aria-hidden="true" />
    </Button>
  );
}
