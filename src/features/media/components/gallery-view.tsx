import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { mayChangeVisibility } from '@/lib/media-states';
import type { Gallery, ImageRules, Media, MediaStatus } from '../api/media';
import { moveTargets } from '../lib/move-targets';
import type { GalleryPageDialog } from './gallery-page-dialogs';
import { GalleryAdd, GalleryHeader } from './gallery-sections';
import { MediaGrid } from './media-grid';
import { MediaToolbar } from './media-toolbar';
import type { useGalleryMediaActions } from './use-gallery-media-actions';

/**
 * The shown gallery: its header, how media come in (for an editor), the filter and bulk bar, and its media, filtered
 * by state, to select, open, move, play and reorder.
 */
export function GalleryView({
  providerId,
  gallery,
  galleries,
  readOnly,
  rules,
  cap,
  used,
  medias,
  mediasFailed,
  filter,
  onFilter,
  actions,
  onDialog,
}: {
  providerId: number;
  gallery: Gallery;
  /** Every gallery of the provider: where media may be moved. */
  galleries: readonly Gallery[];
  readOnly: boolean;
  /** The category's upload rules; undefined while they load. */
  rules: ImageRules | undefined;
  /** Most gallery images the plan allows; null: no cap. */
  cap: number | null;
  /** Images that count against the cap now. */
  used: number;
  /** The gallery's media; undefined while they load. */
  medias: Media[] | undefined;
  mediasFailed: boolean;
  filter: MediaStatus | null;
  onFilter: (value: string) => void;
  actions: ReturnType<typeof useGalleryMediaActions>;
  onDialog: (dialog: NonNullable<GalleryPageDialog>) => void;
}) {
  const { t } = useTranslation();
  const visible = (medias ?? []).filter((media) => filter === null || media.status === filter);
  const selectedMedias = visible.filter((media) => actions.selected.has(media.id));
  // Only approved media can be shown or hidden: the others of a selection are left out, and the page says so.
  const switchable = selectedMedias.filter(mayChangeVisibility);
  // Moving is offered where another gallery takes the media: one of the same kind (images or videos).
  const kindTargets = moveTargets(galleries, gallery.id, [{ type: gallery.type === 'video' ? 'video' : 'image' }]);
  const openMove = (list: Media[]) => {
    const targets = moveTargets(galleries, gallery.id, list);
    return targets.length > 0 ? () => onDialog({ kind: 'move', medias: list, from: gallery, targets }) : undefined;
  };
  return (
    <div className="flex flex-col gap-4">
      <GalleryHeader
        gallery={gallery}
        readOnly={readOnly}
        onRename={() => onDialog({ kind: 'rename', gallery })}
        onDelete={() => onDialog({ kind: 'delete-gallery', gallery })}
      />
      {readOnly ? null : <GalleryAdd providerId={providerId} gallery={gallery} rules={rules} cap={cap} used={used} />}
      <MediaToolbar
        filter={filter}
        onFilter={onFilter}
        readOnly={readOnly}
        selected={selectedMedias}
        switchable={switchable}
        pending={actions.bulkPending}
        onBulk={actions.runBulk}
        onDelete={(list) => onDialog({ kind: 'delete-medias', medias: list })}
        onMove={kindTargets.length > 0 ? (list) => openMove(list)?.() : undefined}
      />
      {actions.reorderFailed ? <Alert>{t('media.reorder.failed')}</Alert> : null}
      <MediaGrid
        medias={medias ? visible : undefined}
        isError={mediasFailed}
        galleryType={gallery.type}
        filtered={filter !== null}
        readOnly={readOnly}
        selected={actions.selected}
        onSelect={actions.select}
        onDetails={(media) => onDialog({ kind: 'details', media })}
        onMove={(media) => (readOnly ? undefined : openMove([media]))}
        onPlay={(media) => onDialog({ kind: 'play', media })}
        onReorder={actions.onReorder}
        reorderPending={actions.reorderPending}
      />
    </div>
  );
}
