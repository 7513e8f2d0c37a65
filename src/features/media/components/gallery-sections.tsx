import { Pencil, Trash2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Gallery, ImageRules } from '../api/media';
import { UploadPanel } from './upload-panel';

// A video gallery's link form loads when such a gallery shows; a photo gallery shows the upload panel instead.
const VideoLinkForm = lazy(async () => ({ default: (await import('./video-link-form')).VideoLinkForm }));

/** The shown gallery's name and type, with rename and (not the default gallery) delete for an editor. */
export function GalleryHeader({
  gallery,
  readOnly,
  onRename,
  onDelete,
}: {
  gallery: Gallery;
  readOnly: boolean;
  onRename: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* Focus comes here after media were moved out of the gallery (their cards are gone). */}
      <h2 className="text-lg font-semibold" tabIndex={-1} data-gallery-heading="">
        {gallery.name}{' '}
        <span className="text-sm font-normal text-muted-foreground">({t(`media.galleryType.${gallery.type}`)})</span>
      </h2>
      {readOnly ? null : (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={onRename}>
            <Pencil aria-hidden="true" />
            {t('media.gallery.rename')}
          </Button>
          {gallery.isDefault ? null : (
            <Button size="sm" variant="secondary" onClick={onDelete}>
              <Trash2 aria-hidden="true" />
              {t('media.gallery.delete')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}

/** How media come into the gallery: a video gallery's link form, a photo gallery's upload panel (once its rules are read). */
export function GalleryAdd({
  providerId,
  gallery,
  rules,
  cap,
  used,
}: {
  providerId: number;
  gallery: Gallery;
  rules: ImageRules | undefined;
  cap: number | null;
  used: number;
}) {
  const { t } = useTranslation();
  if (gallery.type === 'video')
    return (
      <Suspense
        fallback={
          <div
            role="status"
            aria-label={t('app.loading')}
            className="h-56 rounded-lg border border-border bg-card sm:h-40"
          />
        }
      >
        <VideoLinkForm providerId={providerId} galleryId={gallery.id} />
      </Suspense>
    );
  return rules ? (
    <UploadPanel providerId={providerId} galleryId={gallery.id} rules={rules} cap={cap} used={used} />
  ) : null;
}
