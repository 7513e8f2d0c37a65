// A hall's photo or floor plan on its card (issue 42.6): the thumbnail for everyone (a link to the full image), and
// for users who may manage the venue the upload, "Ersetzen" and "Entfernen". The dialogs load when wanted.
import { ImagePlus } from 'lucide-react';
import type { FocusEventHandler, PointerEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import type { Hall } from '../api/halls';

/** The id of a hall's upload or replace button, where the focus goes back after the image changed. */
export const hallImageButtonId = (hallId: number) => `hall-${hallId}-image-button`;

/** "Grundriss: Großer Festsaal": the image's alternative text and the name its buttons carry. */
export function useHallImageName() {
  const { t } = useTranslation();
  return (hall: Hall): string =>
    hall.image
      ? t('listing.capacity.image.alt', {
          kind: t(`listing.capacity.image.kinds.${hall.image.kind}`),
          name: hall.name,
        })
      : '';
}

export function HallImage({
  hall,
  canManage,
  preload,
  onUpload,
  onRemove,
}: {
  hall: Hall;
  canManage: boolean;
  preload: { onPointerEnter: PointerEventHandler; onFocus: FocusEventHandler };
  onUpload: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const imageName = useHallImageName()(hall);
  const { image } = hall;
  if (!image && !canManage) return null;
  const kind = image ? t(`listing.capacity.image.kinds.${image.kind}`) : '';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {image ? (
        <a
          href={image.path}
          target="_blank"
          rel="noreferrer"
          className="block w-40 shrink-0 overflow-hidden rounded-md border border-border bg-stone-100"
        >
          <img src={image.path} alt={imageName} loading="lazy" className="aspect-[4/3] w-full object-cover" />
          <span className="sr-only">{t('listing.capacity.image.openFull')}</span>
        </a>
      ) : null}
      <div className="flex min-w-0 flex-col items-start gap-2">
        <p className="text-sm text-muted-foreground">{image ? kind : t('listing.capacity.image.none')}</p>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            {/* One button in both states, so the focus stays on it when an upload turns it into "Ersetzen". */}
            <Button
              id={hallImageButtonId(hall.id)}
              size="sm"
              variant="secondary"
              {...preload}
              onClick={onUpload}
              aria-label={
                image
                  ? t('listing.capacity.image.replaceLabel', { kind, name: hall.name })
                  : t('listing.capacity.image.uploadLabel', { name: hall.name })
              }
            >
              <ImagePlus aria-hidden="true" />
              {image ? t('listing.capacity.image.replace') : t('listing.capacity.image.upload')}
            </Button>
            {image ? (
              <Button
                size="sm"
                variant="ghost"
                {...preload}
                onClick={onRemove}
                aria-label={t('listing.capacity.image.removeLabel', { kind, name: hall.name })}
              >
                {t('listing.capacity.image.remove')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
