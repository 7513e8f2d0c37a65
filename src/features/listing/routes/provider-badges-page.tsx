import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAverageResponseTime } from '@/api/queries/lead-counts';
import { leadWindowDates } from '@/lib/lead-window';
import { useActiveImageCount, usePublishedReviewCount } from '../api/completeness';
import type { ProviderDetail } from '../api/providers';
import { useRelatedProviders } from '../api/related-providers';
import { LoadError, ProviderFrame } from '../components/provider-frame';
import { BadgeCard } from '../components/badge-card';
import { publicListingUrl } from '../lib/badge-snippet';
import { badgeStates } from '../lib/badges';

/** /providers/{id}/badges: the badges the provider has earned or can earn, with the code to show them elsewhere. */
export default function ProviderBadgesPage() {
  const { t } = useTranslation();
  return (
    <ProviderFrame title={t('routes.providerBadges')}>{(provider) => <Badges provider={provider} />}</ProviderFrame>
  );
}

function Badges({ provider }: { provider: ProviderDetail }) {
  const { t } = useTranslation();
  const reviews = usePublishedReviewCount(provider.id);
  const images = useActiveImageCount(provider.id);
  const related = useRelatedProviders(provider.id);
  // The lead window of the inbox and the dashboard (six months), for this provider only.
  const window = useMemo(() => ({ ...leadWindowDates(), providerIds: [provider.id] }), [provider.id]);
  const responseTime = useAverageResponseTime(window);
  const figures = [reviews, images, related, responseTime];
  const states = badgeStates({
    provider,
    publishedReviews: reviews.data,
    activeImages: images.data,
    references: related.data?.paging.total,
    responseTime: responseTime.data,
  });
  const loading = figures.some((query) => query.isPending);
  const failed = figures.filter((query) => query.isError);
  const url = publicListingUrl(provider.slug);

  return (
    <section aria-labelledby="badges-title" className="flex flex-col gap-4">
      <div>
        <h2 id="badges-title" className="text-lg font-semibold">
          {t('listing.badges.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('listing.badges.intro')}</p>
      </div>
      {failed.length > 0 ? <LoadError onRetry={() => failed.forEach((query) => void query.refetch())} /> : null}
      {loading ? (
        <div role="status" aria-label={t('app.loading')} className="grid gap-3 md:grid-cols-2">
          {Array.from({ length: 4 }, (_, index) => (
            <span key={index} className="h-32 animate-pulse rounded-lg bg-stone-100" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2" aria-label={t('listing.badges.listLabel')}>
          {states.map((state) => (
            <BadgeCard key={state.id} state={state} provider={provider} url={url} />
          ))}
        </ul>
      )}
    </section>
  );
}
