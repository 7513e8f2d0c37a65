import type { ChangeEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useFormat } from '@/lib/format';
import type { ReviewChannel } from '../api/transfer';
import { TRANSFER_TABS, type transferParams } from '../lib/list-params';

type TransferParams = ReturnType<typeof transferParams.read>;

/** A labelled select of the page's filters. */
function FilterSelect({
  id,
  label,
  value,
  onChange,
  className = 'grid gap-1.5',
  children,
}: {
  id: string;
  label: string;
  value: string | number;
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Select id={id} value={value} onChange={onChange}>
        {children}
      </Select>
    </div>
  );
}

/** Which provider's reviews to transfer, shown when the user has more than one. */
export function TransferProviderSelect({
  providers,
  providerId,
  onChange,
}: {
  providers: ReadonlyArray<{ id: number; name: string }>;
  providerId: number;
  onChange: (patch: Partial<TransferParams>) => void;
}) {
  const { t } = useTranslation();
  if (providers.length <= 1) return null;
  return (
    <FilterSelect
      id="transfer-provider"
      label={t('reviews.filters.provider')}
      value={providerId}
      onChange={(event) => onChange({ provider: Number(event.target.value), channel: null })}
      className="grid max-w-sm gap-1.5"
    >
      {providers.map((candidate) => (
        <option key={candidate.id} value={candidate.id}>
          {candidate.name}
        </option>
      ))}
    </FilterSelect>
  );
}

/** The list's filters: channel, rating and transfer status, each with its count where the server gives one. */
export function TransferFilters({
  channels,
  ratings,
  channel,
  rating,
  transfer,
  onChange,
}: {
  channels: readonly ReviewChannel[];
  ratings: ReadonlyArray<{ rating: number; count: number }>;
  channel: number | null;
  rating: number | null;
  transfer: TransferParams['transfer'];
  onChange: (patch: Partial<TransferParams>) => void;
}) {
  const { t } = useTranslation();
  const { number } = useFormat();
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <FilterSelect
        id="transfer-channel"
        label={t('reviews.transfer.filterChannel')}
        value={channel ?? ''}
        onChange={(event) => onChange({ channel: Number(event.target.value) || null })}
      >
        <option value="">{t('reviews.transfer.allChannels')}</option>
        {channels.map((entry) => (
          <option key={entry.id} value={entry.id}>
            {entry.name} ({number(entry.reviewCount)})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="transfer-rating"
        label={t('reviews.transfer.filterRating')}
        value={rating ?? ''}
        onChange={(event) => onChange({ rating: Number(event.target.value) || null })}
      >
        <option value="">{t('reviews.transfer.allRatings')}</option>
        {ratings.map((entry) => (
          <option key={entry.rating} value={entry.rating}>
            {t('reviews.rating', { value: entry.rating })} ({number(entry.count)})
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        id="transfer-status"
        label={t('reviews.transfer.filterStatus')}
        value={transfer}
        onChange={(event) =>
          onChange({ transfer: TRANSFER_TABS.find((value) => value === event.target.value) ?? 'all' })
        }
      >
        {TRANSFER_TABS.map((value) => (
          <option key={value} value={value}>
            {t(`reviews.transfer.status.${value}`)}
          </option>
        ))}
      </FilterSelect>
    </div>
  );
}
