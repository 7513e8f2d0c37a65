import { Play, Star } from 'lucide-react';
import { type ReactNode, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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

/**
 * A media's caption under its picture: two lines at most, in its own direction. The whole text is the tooltip, is
 * read by screen readers (the clamp only hides it from view), and shows when a cut caption gets keyboard focus: only
 * while it is cut it is a tab stop, a named group as the statistics' scrolling tables are.
 */
function Caption({ text }: { text: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLParagraphElement>(null);
  const [cut, setCut] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      // Opened by focus it is not cut: it stays a tab stop until focus leaves.
      if (document.activeElement !== element) setCut(element.scrollHeight > element.clientHeight + 1);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [text]);
  const className =
    'line-clamp-2 break-words focus:line-clamp-none focus-visible:outline-2 focus-visible:outline-brand-700';
  // The same paragraph either way (React keeps the element): only a cut caption is a named group with a tab stop.
  return cut ? (
    <p
      ref={ref}
      dir="auto"
      title={text}
      className={className}
      role="group"
      aria-label={t('media.details.caption')}
      tabIndex={0}
    >
      {text}
    </p>
  ) : (
    <p ref={ref} dir="auto" title={text} className={className}>
      {text}
    </p>
  );
}

/**
 * One photo or video of the grid: thumbnail, caption, state (with the rejection reason), selection, drag handle, and
 * for an editor its details and the move to another gallery.
 */
export function MediaCard({
  media,
  label,
  handle,
  selected,
  onSelect,
  onDetails,
  onMove,
  onPlay,
  readOnly,
}: {
  media: Media;
  label: string;
  handle: ReactNode;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onDetails: () => void;
  /** Opens the move dialog; undefined when no other gallery may take the media. */
  onMove: (() => void) | undefined;
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
        {media.caption ? <Caption text={media.caption} /> : null}
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
          <div className="flex flex-wrap gap-x-4">
            <Button
              size="sm"
              variant="link"
              className="px-0"
              // Its name begins with what it shows ("Details", "تفاصيل", "Ayrıntılar"), so a speech user who says the
              // visible word reaches it (WCAG 2.5.3, issue 38, D4); the dialog's title may phrase it otherwise.
              aria-label={t('media.details.openLabel', { name: label })}
              onClick={onDetails}
            >
              {t('media.details.open')}
            </Button>
            {onMove ? (
              <Button
                size="sm"
                variant="link"
                className="px-0"
                aria-label={t('media.move.openLabel', { name: label })}
                onClick={onMove}
              >
                {t('media.move.open')}
              </Button>
            ) : null}
          </div>
        )}
        {media.status === 'rejected' && media.rejectReason ? (
          // The team's reason on its own line, in its own direction: a German reason wrapped inside an Arabic line
          // put its full stop and its words in the wrong places (acceptance walk of issue 42).
          <p className="text-xs text-red-800">
            {t('media.item.rejectReason')}{' '}
            <span dir="auto" className="block break-words">
              {media.rejectReason}
            </span>
          </p>
        ) : null}
      </div>
    </article>
  );
}
