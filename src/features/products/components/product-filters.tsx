import { Search } from 'lucide-react';
import { type Ref, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { listProviderItemsQueryLimits } from '@/api/generated/limits';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { ProviderItem } from '../api/provider-items';
import { PRODUCT_STATE_FILTERS, type ProductStateFilter, VISIBLE } from '../lib/list-params';

const limits = listProviderItemsQueryLimits;

/**
 * The products page's search and status filter: a search field for the name (the page debounces it) and one
 * select of the states a vendor knows, grouped by who decides them (the vendor's switch, the team's approval).
 */
export function ProductFilters({
  search,
  onSearch,
  status,
  onStatus,
  statusLabel,
  searchRef,
}: {
  search: string;
  onSearch: (value: string) => void;
  status: ProductStateFilter | null;
  onStatus: (value: ProductStateFilter | null) => void;
  /** The label of active or passive (config provider_item_statuses, as the rows show it). */
  statusLabel: (status: ProviderItem['status']) => string;
  searchRef?: Ref<HTMLInputElement>;
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const statusId = useId();
  const onStatusChange = (value: string) =>
    onStatus(PRODUCT_STATE_FILTERS.find((candidate) => candidate === value) ?? null);
  return (
    <div
      role="search"
      aria-label={t('products.filters.label')}
      className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end"
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <label htmlFor={searchId} className="text-sm font-medium">
          {t('products.filters.search')}
        </label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            ref={searchRef}
            id={searchId}
            type="search"
            className="ps-9"
            dir="auto"
            maxLength={limits.query.maxLength}
            placeholder={t('products.filters.searchPlaceholder')}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
          />
        </div>
      </div>
      <div className="grid gap-1.5 sm:w-64">
        <label htmlFor={statusId} className="text-sm font-medium">
          {t('products.filters.status')}
        </label>
        <Select id={statusId} value={status ?? ''} onChange={(event) => onStatusChange(event.target.value)}>
          <option value="">{t('products.filters.all')}</option>
          <optgroup label={t('products.filters.visibilityGroup')}>
            <option value={VISIBLE}>{t('products.filters.visible')}</option>
            {limits.status.enum.map((value) => (
              <option key={value} value={value}>
                {statusLabel(value)}
              </option>
            ))}
          </optgroup>
          <optgroup label={t('products.filters.approvalGroup')}>
            {limits.approvalStatus.enum.map((value) => (
              <option key={value} value={value}>
                {t(`products.approval.${value}`)}
              </option>
            ))}
          </optgroup>
        </Select>
      </div>
    </div>
  );
}
