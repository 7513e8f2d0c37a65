import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { RadioGroup, RadioGroupItem } from '@/components/ui/radio-group';
import { toast } from '@/components/ui/toaster';
import { isolate } from '@/lib/bidi';
import { useFailureText } from '@/lib/forms/use-problem-text';
import type { Gallery, Media } from '../api/media';
import { useMoveMedias } from '../api/media-saves';

/** Where focus goes after a move: the shown gallery's heading (the moved media's card is gone). */
export const GALLERY_HEADING_ATTRIBUTE = 'data-gallery-heading';

/**
 * "Verschieben nach …": one media or the selected ones go to another gallery of the provider, chosen among those that
 * take them (`targets`), by name, with each gallery's kind and count. They go last there; a toast names the gallery,
 * and each media the server refused is named with its reason (the others are moved).
 */
export function MoveDialog({
  providerId,
  medias,
  from,
  targets,
  labelOf,
  onClose,
  onMoved,
}: {
  providerId: number;
  medias: Media[];
  /** The gallery the media are in now. */
  from: Gallery;
  targets: Gallery[];
  /** The grid's name of a media ("Bild 3"), handed in so the dialog's chunk does not take the grid's card along. */
  labelOf: (media: Media) => string;
  onClose: () => void;
  /** Called once the server has answered for every media (the page clears its selection). */
  onMoved: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const id = useId();
  const move = useMoveMedias(providerId);
  const [chosen, setChosen] = useState(targets.length === 1 ? String(targets[0]?.id) : '');
  const moved = useRef(false);
  // When nothing could be moved, the dialog stays with the choice made and says why (acceptance walk of issue 42).
  const [problems, setProblems] = useState<string[]>([]);
  const target = targets.find((gallery) => String(gallery.id) === chosen);
  const [single] = medias;
  const count = medias.length;
  const title =
    count === 1 && single ? t('media.move.title', { name: labelOf(single) }) : t('media.move.titleMany', { count });

  const submit = () => {
    if (!target) return;
    move.mutate(
      { medias, galleryId: target.id },
      {
        onSuccess: ({ done, failed }) => {
          const name = isolate(target.name);
          const refusals = failed.map(({ media, error }) => {
            const reason = isApiError(error)
              ? (error.fieldErrors['galleryId'] ?? failureText(error))
              : failureText(error);
            return t('media.bulk.failed', { name: labelOf(media), reason });
          });
          if (done.length === 0) {
            setProblems(refusals);
            return;
          }
          if (done.length === 1 && count === 1 && single)
            toast.success(t('media.move.doneOne', { name: labelOf(single), gallery: name }));
          else toast.success(t('media.move.done', { count: done.length, gallery: name }));
          for (const refusal of refusals) toast.error(refusal);
          moved.current = true;
          onMoved();
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onOpenChange={(open) => (open || move.isPending ? undefined : onClose())}>
      <DialogContent
        onCloseAutoFocus={(event) => {
          if (!moved.current) return;
          const heading = document.querySelector<HTMLElement>(`[${GALLERY_HEADING_ATTRIBUTE}]`);
          if (!heading) return;
          event.preventDefault();
          heading.focus();
        }}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('media.move.body', { count, gallery: isolate(from.name) })}</DialogDescription>
        <RadioGroup
          value={chosen}
          onValueChange={setChosen}
          aria-label={t('media.move.legend')}
          className="max-h-80 overflow-y-auto p-0.5"
        >
          {targets.map((gallery) => (
            <div
              key={gallery.id}
              className="flex items-center gap-3 rounded-md border border-border p-3 has-[[data-state=checked]]:border-brand-700"
            >
              <RadioGroupItem
                id={`${id}-${gallery.id}`}
                value={String(gallery.id)}
                aria-describedby={`${id}-${gallery.id}-about`}
              />
              <div className="flex min-w-0 flex-col">
                <label htmlFor={`${id}-${gallery.id}`} dir="auto" className="cursor-pointer font-medium break-words">
                  {gallery.name}
                </label>
                <span id={`${id}-${gallery.id}-about`} className="text-sm text-muted-foreground">
                  {t('media.move.about', {
                    type: t(`media.galleryType.${gallery.type}`),
                    count: t('media.gallery.count', { count: gallery.mediaCount }),
                  })}
                </span>
              </div>
            </div>
          ))}
        </RadioGroup>
        <FieldError error={problems.length > 0 ? problems.join(' ') : undefined} />
        <DialogFooter>
          <Button variant="secondary" onClick={onClose} disabled={move.isPending}>
            {t('common.cancel')}
          </Button>
          <Button loading={move.isPending} disabled={!target} onClick={submit}>
            {t('media.move.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
