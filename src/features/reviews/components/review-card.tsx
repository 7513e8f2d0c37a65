import { Pin, PinOff } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import type { Testimonial } from '../api/testimonials';
import { Rating } from './rating';
import { ReplySection } from './reply-section';
import { UserText } from './user-text';

const STATUS_TONE = { published: 'success', pending: 'warning', rejected: 'danger' } as const;

export interface ReviewCardProps {
  testimonial: Testimonial;
  userId: number;
  /** Labels of config entries (reject cause, who added it), never the raw value (the page falls back to its own). */
  rejectCauseLabel: (itemId: string) => string;
  addedByLabel: (who: Testimonial['addedBy']) => string;
  showProvider: boolean;
  featuring: boolean;
  onFeature: (testimonial: Testimonial) => void;
}

/** One review (spec points 3 and 4): couple, date, stars, text, who added it, photos, state, reply. */
export function ReviewCard({
  testimonial,
  userId,
  rejectCauseLabel,
  addedByLabel,
  showProvider,
  featuring,
  onFeature,
}: ReviewCardProps) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const titleId = useId();
  const permissions = useProviderPermissions(testimonial.providerId);
  const canManage = permissions.data?.canManage === true;
  const names = `${testimonial.brideName} & ${testimonial.groomName}`;

  return (
    <article aria-labelledby={titleId} className="grid gap-3 rounded-lg border border-border bg-card p-4">
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1">
          <h3 id={titleId} className="font-semibold" dir="auto">
            {names}
          </h3>
          <p className="text-xs text-muted-foreground">
            {testimonial.weddingDate ? t('reviews.card.weddingDate', { date: date(testimonial.weddingDate) }) : null}
            {testimonial.weddingDate ? ' · ' : null}
            {t('reviews.card.writtenAt', { date: date(testimonial.createdAt) })}
            {showProvider ? ` · ${testimonial.provider.name}` : null}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={STATUS_TONE[testimonial.status]}>{t(`reviews.status.${testimonial.status}`)}</Badge>
          {testimonial.isFeatured ? (
            <Badge tone="brand">
              <Pin aria-hidden="true" className="size-3" />
              {t('reviews.card.featured')}
            </Badge>
          ) : null}
        </div>
      </header>
      <Rating value={testimonial.rating} />
      {testimonial.title ? (
        <p className="font-medium" dir="auto">
          {testimonial.title}
        </p>
      ) : null}
      <UserText text={testimonial.body} />
      {testimonial.gallery.length ? (
        <ul className="flex flex-wrap gap-2" aria-label={t('reviews.card.gallery')}>
          {testimonial.gallery.map((image, index) => (
            <li key={image.id}>
              <img
                src={image.path}
                alt={t('reviews.card.photo', { number: index + 1, names })}
                loading="lazy"
                className="size-20 overflow-hidden rounded-md bg-stone-100 object-cover text-xs"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t('reviews.card.addedBy', { who: addedByLabel(testimonial.addedBy) })}
      </p>
      {testimonial.status === 'rejected' ? (
        <p className="text-sm text-destructive">
          {t('reviews.card.rejectedBecause')}{' '}
          {testimonial.rejectCause ? rejectCauseLabel(testimonial.rejectCause) : t('reviews.noReason')}
        </p>
      ) : null}
      {/* Featuring is for published reviews; a featured one can always be taken back (issue 37.12). The label names
          what a press does, the badge above says the state. */}
      {canManage && (testimonial.status === 'published' || testimonial.isFeatured) ? (
        <div>
          <Button size="sm" variant="secondary" loading={featuring} onClick={() => onFeature(testimonial)}>
            {testimonial.isFeatured ? <PinOff aria-hidden="true" /> : <Pin aria-hidden="true" />}
            {t(testimonial.isFeatured ? 'reviews.card.unfeature' : 'reviews.card.feature')}
          </Button>
        </div>
      ) : null}
      <ReplySection
        testimonial={testimonial}
        userId={userId}
        canManage={canManage}
        repliesAllowed={permissions.data?.reviewReplies}
      />
    </article>
  );
}
