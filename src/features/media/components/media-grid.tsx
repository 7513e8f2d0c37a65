import { lazy, type ReactNode, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortableTexts } from '@/components/sortable/sortable-list';
import { Alert } from '@/components/ui/alert';
import type { GalleryType, Media } from '../api/media';
import { MediaCard, useMediaLabel } from './media-card';

// The shared sortable grid with drag and drop (dnd-kit, about 15 KB) loads right after the page; until it is there the
// same grid shows without its handles.
const SortableList = lazy(async () => ({
  default: (await import('@/components/sortable/sortable-list')).SortableList<Media>,
}));

const mediaId = (media: Media) => media.id;

/**
 * A gallery's media as cards: loading, failed and empty states, the selection, details, moving and playing, and
 * with edit rights and no filter the reordering by drag and drop or keyboard.
 */
export function MediaGrid({
  medias,
  isError,
  galleryType,
  filtered,
  readOnly,
  selected,
  onSelect,
  onDetails,
  onMove,
  onPlay,
  onReorder,
  reorderPending,
}: {
  /** The shown media (after the filter); undefined while they load. */
  medias: Media[] | undefined;
  isError: boolean;
  galleryType: GalleryType;
  filtered: boolean;
  readOnly: boolean;
  selected: ReadonlySet<number>;
  onSelect: (media: Media, checked: boolean) => void;
  onDetails: (media: Media) => void;
  /** Opens the move dialog for the media; undefined when no other gallery may take it. */
  onMove: (media: Media) => (() => void) | undefined;
  onPlay: (media: Media) => void;
  onReorder: (next: Media[]) => void;
  reorderPending: boolean;
}) {
  const { t } = useTranslation();
  const mediaLabel = useMediaLabel();
  const reorderTexts = useMemo<SortableTexts>(
    () => ({
      instructions: t('media.reorder.instructions'),
      handleLabel: (name) => t('media.reorder.handle', { name }),
      pickedUp: (at) => t('media.reorder.pickedUp', { name: at.label, position: at.position, total: at.total }),
      movedTo: (at) => t('media.reorder.movedTo', { name: at.label, position: at.position, total: at.total }),
      dropped: (at) => t('media.reorder.dropped', { name: at.label, position: at.position, total: at.total }),
      cancelled: (at) => t('media.reorder.cancelled', { name: at.label, position: at.position, total: at.total }),
    }),
    [t],
  );

  if (isError) return <Alert>{t('errors.loading')}</Alert>;
  if (!medias)
    return <div role="status" aria-label={t('app.loading')} className="h-48 animate-pulse rounded-lg bg-stone-100" />;
  if (medias.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-border p-6 text-muted-foreground">
        {filtered ? t('media.grid.emptyFiltered') : t('media.grid.empty')}
      </p>
    );

  const canReorder = !readOnly && !filtered && medias.length > 1;
  const renderCard = (media: Media, handle: ReactNode) => (
    <MediaCard
      media={media}
      label={mediaLabel(media)}
      handle={handle}
      readOnly={readOnly}
      onDetails={() => onDetails(media)}
      onMove={onMove(media)}
      onPlay={() => onPlay(media)}
      selected={selected.has(media.id)}
      onSelect={(checked) => onSelect(media, checked)}
    />
  );
  const plainGrid = (
    <ul aria-label={t('media.grid.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {medias.map((media) => (
        <li key={media.id}>{renderCard(media, null)}</li>
      ))}
    </ul>
  );
  return (
    <>
      {canReorder ? (
        <p className="text-sm text-muted-foreground">
          {t(galleryType === 'video' ? 'media.reorder.hintVideos' : 'media.reorder.hintImages')}
        </p>
      ) : null}
      {!readOnly && filtered ? <p className="text-sm text-muted-foreground">{t('media.reorder.filtered')}</p> : null}
      {canReorder ? (
        // Until the drag-and-drop code is there, the same grid shows without its handles (as the product list).
        <Suspense fallback={plainGrid}>
          <SortableList
            items={medias}
            getId={mediaId}
            getLabel={mediaLabel}
            onReorder={onReorder}
            texts={reorderTexts}
            disabled={reorderPending}
            layout="grid"
            className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
            aria-label={t('media.grid.label')}
          >
            {renderCard}
          </SortableList>
        </Suspense>
      ) : (
        plainGrid
      )}
    </>
  );
}
