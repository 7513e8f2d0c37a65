import { useTranslation } from 'react-i18next';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { LEAD_STATUSES } from '../../lib/list-params';
import type { StatusFilterProps } from './status-filter';
import { StatusFilterButton } from './status-filter-button';

/** The status checkboxes in a popover; mounted by the first click on the trigger (`StatusFilter`), so it opens at once. */
export default function StatusFilterPopover({ idPrefix, statuses, onToggle }: StatusFilterProps) {
  const { t } = useTranslation();
  return (
    <Popover defaultOpen>
      <PopoverTrigger asChild>
        <StatusFilterButton idPrefix={idPrefix} statuses={statuses} />
      </PopoverTrigger>
      <PopoverContent className="w-64">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('leads.list.status')}</legend>
          {LEAD_STATUSES.map((status) => (
            <div key={status} className="flex items-center gap-2">
              <Checkbox
                id={`${idPrefix}-status-${status}`}
                checked={statuses.includes(status)}
                onCheckedChange={(checked) => onToggle(status, checked === true)}
              />
              <Label htmlFor={`${idPrefix}-status-${status}`} className="font-normal">
                {t(`leadStatus.${status}`)}
              </Label>
            </div>
          ))}
        </fieldset>
      </PopoverContent>
    </Popover>
  );
}
