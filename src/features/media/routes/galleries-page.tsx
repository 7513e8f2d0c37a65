import { useQueries, useQuery } from '@tanstack/react-query';
import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { listProviderMediasQueryLimits } from '@/api/generated/limits';
import { Page } from '@/components/layout/page';
import { Alert } from '@/components/ui/alert';
import { href } from '@/config/paths';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  allGalleriesQueryOptions,
  type Gallery,
  type Media,
  type MediaStatus,
  providerMediasQueryOptions,
} from '../api/media';

const STATUSES: readonly MediaStatus[] = listProviderMediasQueryLimits.status.enum;

/** Counts per state of every gallery, from the provider's media (the gallery record carries only the total). */
function countsByGallery(medias: readonly Media[]): Map<number, Record<MediaStatus, number>> {
  const counts = new Map<number, Record<MediaStatus, number>>();
  for (const media of medias) {
    if (media.galleryId === null) continue;
    const entry = counts.get(media.galleryId) ?? { active: 0, passive: 0, pending_approval: 0, rejected: 0 };
    entry[media.status] += 1;
    counts.set(media.galleryId, entry);
  }
  return counts;
}

/**
 * /galleries (issue 17): every gallery of the user's providers, grouped by provider, with its cover, its counts
 * per state and a link to it.
 */
export default function GalleriesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const galleries = useQuery(allGalleriesQueryOptions());
  const medias = useQueries({
    queries: user.providers.map((provider) => providerMediasQueryOptions(provider.id)),
  });
  const counts = new Map<number, Record<MediaStatus, number>>();
  for (const result of medias) for (const [id, entry] of countsByGallery(result.data ?? [])) counts.set(id, entry);

  let content;
  if (galleries.isError) content = <Alert>{t('errors.loading')}</Alert>;
  else if (!galleries.data)
    content = (
      <div role="status" aria-label={t('app.loading')} className="h-64 animate-pulse rounded-lg bg-stone-100" />
    );
  else if (user.providers.length === 0) content = <Alert tone="info">{t('media.overview.noProviders')}</Alert>;
  else {
    const byProvider = (providerId: number) => galleries.data.filter((gallery) => gallery.providerId === providerId);
    content = (
      <div className="flex flex-col gap-6">
        {user.providers.map((provider) => (
          <section key={provider.id} aria-labelledby={`galleries-${provider.id}`}>
            <h2 id={`galleries-${provider.id}`} className="mb-2 text-lg font-semibold">
              {provider.name}{' '}
              <span className="text-sm font-normal text-muted-foreground">
                {provider.category.name}, {provider.city.name}
              </span>
            </h2>
            {byProvider(provider.id).length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('media.gallery.none')}</p>
            ) : (
              <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {byProvider(provider.id).map((gallery) => (
                  <li key={gallery.id}>
                    <GalleryCard gallery={gallery} counts={counts.get(gallery.id)} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
    );
  }
  return <Page title={t('routes.galleries')}>{content}</Page>;
}

function GalleryCard({ gallery, counts }: { gallery: Gallery; counts: Record<MediaStatus, number> | undefined }) {
  const { t } = useTranslation();
  return (
    <Link
      to={href.providerGalleries(gallery.providerId, gallery.id)}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card hover:border-brand-700"
    >
      <div className="aspect-[16/9] bg-stone-100">
        {gallery.coverImagePath ? (
          <img src={gallery.coverImagePath} alt="" loading="lazy" className="size-full object-cover" />
        ) : (
          <ImageOff className="m-auto h-full size-8 text-muted-foreground" aria-hidden="true" />
        )}
      </div>
      <div className="flex flex-col gap-1 p-3 text-sm">
        <span className="font-medium">{gallery.name}</span>
        <span className="text-muted-foreground">
          {t(`media.galleryType.${gallery.type}`)} · {t('media.gallery.count', { count: gallery.mediaCount })}
        </span>
        {counts ? (
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-xs">
            {STATUSES.map((status) => (
              <div key={status} className="flex gap-1">
                <dt className="text-muted-foreground">{t(`media.status.${status}`)}:</dt>
                <dd>{counts[status]}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </Link>
  );
}
