import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useReviewChannels } from '../api/transfer';
import { LoadError } from '@/components/errors/load-error';

/** The provider's review channels on other platforms: connected or not, their review count and profile link. */
export function ReviewChannels({ providerId }: { providerId: number }) {
  const { t } = useTranslation();
  const headingId = useId();
  const channels = useReviewChannels(providerId);
  let body;
  if (channels.isError) body = <LoadError onRetry={() => void channels.refetch()} retrying={channels.isFetching} />;
  else if (!channels.data)
    body = <p role="status" aria-label={t('app.loading')} className="h-16 animate-pulse rounded-md bg-stone-100" />;
  else if (channels.data.length === 0)
    body = <p className="text-sm text-muted-foreground">{t('reviews.transfer.noChannels')}</p>;
  else
    body = (
      <ul className="grid gap-2 sm:grid-cols-3">
        {channels.data.map((channel) => (
          <li key={channel.id} className="grid gap-1 rounded-md border border-border p-3">
            <span className="font-medium">{channel.name}</span>
            <span className="text-sm text-muted-foreground">
              {channel.isConnected
                ? t('reviews.transfer.channelReviews', { count: channel.reviewCount })
                : t('reviews.transfer.notConnected')}
            </span>
            {channel.url ? (
              <a
                href={channel.url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 text-sm text-brand-700 underline-offset-4 hover:underline"
              >
                <ExternalLink aria-hidden="true" className="size-3.5" />
                {t('reviews.transfer.profileLink', { channel: channel.name })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="text-base font-semibold">
        {t('reviews.transfer.channelsTitle')}
      </h2>
      {body}
    </section>
  );
}
