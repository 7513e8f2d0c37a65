import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { type Gallery, type InstagramConnection, type Media, useDeleteGallery } from '../api/media';
import { useMediaLabel } from './media-card';

// The dialogs (Radix dialog with its scroll lock) load when they are opened, not with the page's first visit.
const GalleryDialog = lazy(async () => ({ default: (await import('./gallery-dialog')).GalleryDialog }));
const MediaDetailsDialog = lazy(async () => ({ default: (await import('./media-details-dialog')).MediaDetailsDialog }));
const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog }));
const VideoDialog = lazy(async () => ({ default: (await import('./video-dialog')).VideoDialog }));
const MainImageDialog = lazy(async () => ({ default: (await import('./main-image-dialog')).MainImageDialog }));
const MoveDialog = lazy(async () => ({ default: (await import('./move-dialog')).MoveDialog }));
const DisconnectInstagramDialog = lazy(async () => ({
  default: (await import('./disconnect-instagram-dialog')).DisconnectInstagramDialog,
}));

/** The one dialog the gallery page shows, if any. */
export type GalleryPageDialog =
  | { kind: 'create' }
  | { kind: 'rename'; gallery: Gallery }
  | { kind: 'delete-gallery'; gallery: Gallery }
  | { kind: 'delete-medias'; medias: Media[] }
  | { kind: 'details'; media: Media }
  | { kind: 'play'; media: Media }
  | { kind: 'main-image' }
  /** Media of the gallery `from` to move to one of `targets` (the galleries that take them). */
  | { kind: 'move'; medias: Media[]; from: Gallery; targets: Gallery[] }
  | { kind: 'disconnect-instagram'; connection: InstagramConnection }
  | null;

/**
 * The gallery page's dialogs: a gallery's form and deletion, the media's deletion, details, move, video and main
 * image, and disconnecting Instagram.
 */
export function GalleryPageDialogs({
  providerId,
  dialog,
  onClose,
  onDeleteMedias,
  deletingMedias,
  onMoved,
}: {
  providerId: number;
  dialog: GalleryPageDialog;
  onClose: () => void;
  /** Deletes the chosen media (the page's bulk action); the page closes the dialog when done. */
  onDeleteMedias: (medias: Media[]) => void;
  deletingMedias: boolean;
  /** Media were moved (the page clears its selection). */
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const mediaLabel = useMediaLabel();
  const removeGallery = useDeleteGallery(providerId);
  if (!dialog) return null;
  let shown;
  switch (dialog.kind) {
    case 'create':
    case 'rename':
      shown = (
        <GalleryDialog
          providerId={providerId}
          gallery={dialog.kind === 'rename' ? dialog.gallery : null}
          onClose={onClose}
          onCreated={(created) => void navigate(href.providerGalleries(providerId, created.id))}
        />
      );
      break;
    case 'delete-gallery': {
      const { gallery } = dialog;
      shown = (
        <ConfirmDialog
          title={t('media.gallery.deleteTitle')}
          body={t('media.gallery.deleteBody', { name: gallery.name })}
          confirm={t('media.gallery.delete')}
          pending={removeGallery.isPending}
          onCancel={onClose}
          onConfirm={() =>
            removeGallery.mutate(gallery.id, {
              onSuccess: () => {
                toast.success(t('media.gallery.deleted', { name: gallery.name }));
                onClose();
                void navigate(href.providerGallery(providerId));
              },
              onError: (error) => toast.error(failureText(error)),
            })
          }
        />
      );
      break;
    }
    case 'delete-medias':
      shown = (
        <ConfirmDialog
          title={t('media.bulk.deleteTitle')}
          body={t('media.bulk.deleteBody', { count: dialog.medias.length })}
          confirm={t('media.bulk.delete')}
          pending={deletingMedias}
          onCancel={onClose}
          onConfirm={() => onDeleteMedias(dialog.medias)}
        />
      );
      break;
    case 'details':
      shown = (
        <MediaDetailsDialog
          mediaId={dialog.media.id}
          providerId={providerId}
          label={mediaLabel(dialog.media)}
          onClose={onClose}
        />
      );
      break;
    case 'play':
      shown = <VideoDialog media={dialog.media} label={mediaLabel(dialog.media)} onClose={onClose} />;
      break;
    case 'move':
      shown = (
        <MoveDialog
          providerId={providerId}
          medias={dialog.medias}
          from={dialog.from}
          targets={dialog.targets}
          labelOf={mediaLabel}
          onClose={onClose}
          onMoved={onMoved}
        />
      );
      break;
    case 'disconnect-instagram':
      shown = <DisconnectInstagramDialog providerId={providerId} connection={dialog.connection} onClose={onClose} />;
      break;
    case 'main-image':
      shown = (
        <MainImageDialog
          providerId={providerId}
          labelOf={mediaLabel}
          onClose={onClose}
          onSaved={() => {
            onClose();
            toast.success(t('media.main.saved'));
          }}
        />
      );
      break;
  }
  return <Suspense fallback={null}>{shown}</Suspense>;
}
