import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import type { Provider } from '../api/providers';
import { ProviderMarkers } from '@/components/provider-page/provider-markers';

/** One of the user's providers in /providers: image, name, category, place, product and its markers. */
export function ProviderCard({ provider }: { provider: Provider }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [imageFailed, setImageFailed] = useState(false);
  const place = provider.district ? `${provider.city.name}, ${provider.district.name}` : provider.city.name;
  const { listingProductName, productDateEnd } = provider.productFeatures;
  const headingId = `provider-${provider.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="flex gap-4 rounded-lg border border-border bg-card p-3 max-sm:flex-col sm:items-center"
    >
      <div className="aspect-[4/3] w-full shrink-0 overflow-hidden rounded-md bg-stone-100 sm:w-40">
        {provider.mainImagePath && !imageFailed ? (
          <img
            src={provider.mainImagePath}
            alt=""
            className="size-full object-cover"
            loading="lazy"
            // An image that cannot be loaded shows the placeholder, not the browser's broken-image icon.
            onError={() => setImageFailed(true)}
          />
        ) : (
          <div className="grid size-full place-items-center text-muted-foreground">
            <ImageOff aria-hidden="true" className="size-6" />
            <span className="sr-only">{t('listing.list.noImage')}</span>
          </div>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h2 id={headingId} className="text-lg font-semibold break-words" dir="auto">
          <Link to={href.providerInfo(provider.id)} className="hover:underline">
            {provider.name}
          </Link>
        </h2>
        <p className="text-sm text-muted-foreground" dir="auto">
          {provider.category.name} · {place}
        </p>
        <p className="text-sm">
          {productDateEnd
            ? t('listing.list.productUntil', { product: listingProductName, date: format.date(productDateEnd) })
            : t('listing.list.product', { product: listingProductName })}
        </p>
        <ProviderMarkers
          paidStatus={provider.paidStatus}
          onHold={provider.onHold}
          isMissingData={provider.isMissingData}
        />
      </div>
    </article>
  );
}

/** Placeholder cards of the same size while the list loads. */
export function ProviderCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <ul className="flex flex-col gap-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex gap-4 rounded-lg border border-border bg-card p-3 max-sm:flex-col">
          <span className="aspect-[4/3] w-full shrink-0 animate-pulse rounded-md bg-stone-200 sm:w-40" />
          <span className="flex flex-1 flex-col gap-2 py-1">
            <span className="h-5 w-1/2 animate-pulse rounded bg-stone-200" />
            <span className="h-4 w-1/3 animate-pulse rounded bg-stone-100" />
            <span className="h-4 w-2/5 animate-pulse rounded bg-stone-100" />
            <span className="h-5 w-1/4 animate-pulse rounded bg-stone-100" />
          </span>
        </li>
      ))}
    </ul>
  );
}
