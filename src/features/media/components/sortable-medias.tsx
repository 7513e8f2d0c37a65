import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableList, type SortableTexts } from '@/components/sortable/sortable-list';
import type { Media } from '../api/media';

const getId = (media: Media) => media.id;

/** The media of a gallery as a sortable grid (the shared SortableList), every step announced in the UI language. */
export default function SortableMedias({
  medias,
  getLabel,
  onReorder,
  disabled,
  children,
}: {
  medias: Media[];
  getLabel: (media: Media) => string;
  onReorder: (next: Media[]) => void;
  disabled: boolean;
  children: (media: Media, handle: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const texts = useMemo<SortableTexts>(
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
  return (
    <SortableList
      items={medias}
      getId={getId}
      getLabel={getLabel}
      onReorder={onReorder}
      texts={texts}
      disabled={disabled}
      layout="grid"
      className="grid-cols-2 sm:grid-cols-3 lg:grid-cols-4"
      aria-label={t('media.grid.label')}
    >
      {children}
    </SortableList>
  );
}
