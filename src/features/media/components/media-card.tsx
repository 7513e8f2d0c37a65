import { Play, Star } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { isolate } from '@/lib/bidi';
import type { Media, MediaStatus } from '../api/media';

const STATUS_TONE: Record<MediaStatus, 'success' | 'neutral' | 'warning' | 'danger'> = {
  active: 'success',
  passive: 'neutral',
  pending_approval: 'warning',
  rejected: 'danger',
};

/** A name for a media in lists and announcements: its position and kind ("Bild 3"). */
export function useMediaLabel() {
  const { t } = useTranslation();
  return (media: Media) =>
    t(media.type === 'video' ? 'media.item.video' : 'media.item.image', { position: media.orderNo });
}

/** One photo or video of the grid: thumbnail, state (with the rejection reason), selection and drag handle. */
export function MediaCard({
  media,
  label,
  handle,
  selected,
  onSelect,
  onDetails,
  onPlay,
  readOnly,
}: {
  media: Media;
  label: string;
  handle: ReactNode;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDetails: () => void;
  /** Opens the video popup (videos only). */
  onPlay: () => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const checkboxId = useId();
  return (
    <article
      aria-label={label}
      className="flex h-full flex-col overflow-hidden rounded-lg border border-border bg-card"
    >
      <div className="relative aspect-[4/3] bg-stone-100">
        {media.type === 'video' ? (
          <button
            type="button"
            onClick={onPlay}
            aria-label={t('media.video.play', { name: label })}
            className="group size-full focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-brand-700"
          >
            <img src={media.thumbnailPath} alt="" loading="lazy" className="size-full object-cover" />
            <Play
              className="absolute inset-0 m-auto size-10 text-white drop-shadow group-hover:scale-110"
              aria-hidden="true"
            />
          </button>
        ) : (
          <img src={media.thumbnailPath} alt="" loading="lazy" className="size-full object-cover" />
        )}
        {media.isMain ? (
          <Badge tone="brand" className="absolute start-2 top-2">
            <Star className="size-3" aria-hidden="true" />
            {t('media.item.main')}
          </Badge>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-2 text-sm">
        <div className="flex items-center gap-2">
          {readOnly ? null : (
            <Checkbox
              id={checkboxId}
              checked={selected}
              onCheckedChange={(checked) => onSelect(checked === true)}
              aria-label={t('media.item.select', { name: label })}
            />
          )}
          {/* The name is the checkbox's label: a click on it selects, as on any labelled checkbox. */}
          {readOnly ? (
            <span className="min-w-0 flex-1 truncate">{label}</span>
          ) : (
            <label htmlFor={checkboxId} className="min-w-0 flex-1 cursor-pointer truncate">
              {label}
            </label>
          )}
          {handle}
        </div>
        <Badge tone={STATUS_TONE[media.status]} className="self-start">
          {t(`media.status.${media.status}`)}
        </Badge>
        {readOnly ? null : (
          <Button
            size="sm"
            variant="link"
            className="self-start px-0"
            // Its name begins with what it shows ("Details", "تفاصيل", "Ayrıntılar"), so a speech user who says the
            // visible word reaches it (WCAG 2.5.3, issue 38, D4); the dialog's title may phrase it otherwise.
            aria-label={t('media.details.openLabel', { name: label })}
            onClick={onDetails}
          >
            {t('media.details.open')}
          </Button>
        )}
        {media.status === 'rejected' && media.rejectReason ? (
          <p className="text-xs text-red-800">
            {t('media.item.rejectReason', { reason: isolate(media.rejectReason) })}
          </p>
        ) : null}
      </div>
    </article>
  );
}
