import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { mayBeMainImage } from '@/lib/media-states';
import {
  type Gallery,
  type Media,
  providerMediasQueryOptions,
  useProviderGalleries,
  useSetMainImage,
} from '../api/media';

/**
 * The active images by gallery, in the galleries' order and each gallery's own order: an image is named by its place
 * in its gallery, as the grid names it ("Bild 3"), so the gallery says which "Bild 3" it is (issue 38.8). Images in
 * no gallery (theirs was deleted) or in one not listed come last, together.
 */
function byGallery(images: Media[], galleries: Gallery[]) {
  const known = new Set(galleries.map((gallery) => gallery.id));
  const groups = galleries.map((gallery) => ({
    key: String(gallery.id),
    name: gallery.name,
    images: images.filter((image) => image.galleryId === gallery.id),
  }));
  const rest = images.filter((image) => image.galleryId === null || !known.has(image.galleryId));
  return [...groups, { key: 'none', name: null, images: rest }]
    .filter((group) => group.images.length > 0)
    .map((group) => ({ ...group, images: [...group.images].sort((a, b) => a.orderNo - b.orderNo) }));
}

/**
 * Choose the provider's main image among its active images only (spec point 4: the main image must be active);
 * the public website shows the change within an hour (point 9).
 */
export function MainImageDialog({
  providerId,
  labelOf,
  onClose,
  onSaved,
}: {
  providerId: number;
  /** The grid's name of an image ("Bild 3"), handed in so the dialog's chunk does not take the grid's card along. */
  labelOf: (media: Media) => string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const groupName = useId();
  const medias = useQuery(providerMediasQueryOptions(providerId));
  const galleries = useProviderGalleries(providerId);
  const setMain = useSetMainImage(providerId);
  const candidates = (medias.data ?? []).filter(mayBeMainImage);
  const current = candidates.find((media) => media.isMain)?.id ?? null;
  const [chosen, setChosen] = useState<number | null>(null);
  const selected = chosen ?? current;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-w-3xl">
        <DialogTitle>{t('media.main.title')}</DialogTitle>
        <DialogDescription>{t('media.main.body')}</DialogDescription>
        {medias.isPending || galleries.isPending ? (
          <Spinner />
        ) : candidates.length === 0 ? (
          <Alert tone="info">{t('media.main.none')}</Alert>
        ) : (
          <fieldset className="flex max-h-96 flex-col gap-3 overflow-y-auto">
            <legend className="sr-only">{t('media.main.legend')}</legend>
            {byGallery(candidates, galleries.data ?? []).map((group) => (
              <fieldset key={group.key}>
                <legend className="mb-1 text-sm font-medium" dir="auto">
                  {group.name ?? t('media.main.noGallery')}
                </legend>
                <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
                  {group.images.map((media) => (
                    <label
                      key={media.id}
                      className="flex cursor-pointer flex-col gap-1 rounded-md border border-border p-2 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-200"
                    >
                      <img src={media.thumbnailPath} alt="" className="aspect-[4/3] w-full rounded object-cover" />
                      <span className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name={groupName}
                          value={media.id}
                          checked={selected === media.id}
                          onChange={() => setChosen(media.id)}
                        />
                        {labelOf(media)}
                        {media.isMain ? ` (${t('media.item.main')})` : ''}
                      </span>
                    </label>
                  ))}
                </div>
              </fieldset>
            ))}
          </fieldset>
        )}
        {setMain.isError ? <Alert>{failureText(setMain.error)}</Alert> : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            loading={setMain.isPending}
            disabled={selected === null || selected === current}
            onClick={() => {
              if (selected !== null) setMain.mutate(selected, { onSuccess: onSaved });
            }}
          >
            {t('media.main.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
