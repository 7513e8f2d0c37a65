import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useActiveImageCount, usePublishedReviewCount } from '../api/completeness';
import { characterCount, TIP_DESCRIPTION_CHARS, TIP_IMAGES, TIP_REVIEWS } from '../lib/text-stats';

/**
 * How complete the listing is (spec point 9's tips) as a checklist: a description over 250 characters, 30 or
 * more images, 20 or more reviews, and every required detail. A figure that cannot be loaded leaves its tip out:
 * the tips are advice, not a gate.
 */
export function Completeness({
  providerId,
  description,
  isMissingData,
}: {
  providerId: number;
  description: string;
  isMissingData: boolean;
}) {
  const { t } = useTranslation();
  const images = useActiveImageCount(providerId);
  const reviews = usePublishedReviewCount(providerId);
  const items = [
    {
      done: characterCount(description) > TIP_DESCRIPTION_CHARS,
      text: t('listing.tips.description', { min: TIP_DESCRIPTION_CHARS }),
    },
    ...(images.data === undefined
      ? []
      : [{ done: images.data >= TIP_IMAGES, text: t('listing.tips.images', { min: TIP_IMAGES, n: images.data }) }]),
    ...(reviews.data === undefined
      ? []
      : [
          {
            done: reviews.data >= TIP_REVIEWS,
            text: t('listing.tips.reviews', { min: TIP_REVIEWS, n: reviews.data }),
          },
        ]),
    { done: !isMissingData, text: t('listing.tips.required') },
  ];
  return (
    <section aria-labelledby="listing-tips" className="mb-6 rounded-lg border border-border bg-card p-4">
      <h2 id="listing-tips" className="text-base font-semibold">
        {t('listing.tips.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {items.map((item) => (
          <li key={item.text} className="flex items-start gap-2">
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
            )}
            <span>
              {item.text}
              <span className="sr-only"> – {item.done ? t('listing.tips.done') : t('listing.tips.open')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
