import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { characterCount, TIP_DESCRIPTION_CHARS } from '../lib/text-stats';

/**
 * How complete the listing is (spec point 9's tips) as a checklist: what the info page knows itself. The
 * image and review tips (30 images, 20 reviews) belong to the gallery and reviews pages (docs/listing.md).
 */
export function Completeness({ description, isMissingData }: { description: string; isMissingData: boolean }) {
  const { t } = useTranslation();
  const items = [
    {
      done: characterCount(description) > TIP_DESCRIPTION_CHARS,
      text: t('listing.tips.description', { min: TIP_DESCRIPTION_CHARS }),
    },
    { done: !isMissingData, text: t('listing.tips.required') },
  ];
  return (
    <section aria-labelledby="listing-tips" className="mb-6 rounded-lg border border-line bg-surface p-4">
      <h2 id="listing-tips" className="text-base font-semibold">
        {t('listing.tips.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-1.5 text-sm">
        {items.map((item) => (
          <li key={item.text} className="flex items-start gap-2">
            {item.done ? (
              <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            ) : (
              <Circle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted" />
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
