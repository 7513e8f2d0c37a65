import { useTranslation } from 'react-i18next';
import { listProviderMediasQueryLimits } from '@/api/generated/limits';
import { Button } from '@/components/ui/button';
import type { BulkAction, Media, MediaStatus } from '../api/media';

export const MEDIA_STATUSES: readonly MediaStatus[] = listProviderMediasQueryLimits.status.enum;

/**
 * Above a gallery's media: the filter by state and, with edit rights, the actions on the selected media (show, hide,
 * move to another gallery when there is one, delete). Only approved media can be shown or hidden: the others of a
 * selection are left out, and the bar says so.
 */
export function MediaToolbar({
  filter,
  onFilter,
  readOnly,
  selected,
  switchable,
  pending,
  onBulk,
  onDelete,
  onMove,
}: {
  filter: MediaStatus | null;
  onFilter: (value: string) => void;
  readOnly: boolean;
  selected: Media[];
  switchable: Media[];
  pending: boolean;
  onBulk: (action: Exclude<BulkAction, 'delete'>, medias: Media[]) => void;
  onDelete: (medias: Media[]) => void;
  /** Opens the move dialog for the selected media; undefined when the provider has no other gallery of this kind. */
  onMove: ((medias: Media[]) => void) | undefined;
}) {
  const { t } = useTranslation();
  const notSwitchable = selected.length - switchable.length;
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <label className="flex flex-col gap-1 text-sm">
        {t('media.filter.label')}
        <select
          value={filter ?? ''}
          onChange={(event) => onFilter(event.target.value)}
          className="h-10 rounded-md border border-border bg-card px-3"
        >
          <option value="">{t('media.filter.all')}</option>
          {MEDIA_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`media.status.${status}`)}
            </option>
          ))}
        </select>
      </label>
      {readOnly ? null : (
        <div role="group" aria-label={t('media.bulk.label')} className="flex flex-wrap items-center gap-2">
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {t('media.bulk.selected', { count: selected.length })}
          </span>
          <Button
            size="sm"
            variant="secondary"
            disabled={switchable.length === 0 || pending}
            onClick={() => onBulk('activate', switchable)}
          >
            {t('media.bulk.activate')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            disabled={switchable.length === 0 || pending}
            onClick={() => onBulk('deactivate', switchable)}
          >
            {t('media.bulk.deactivate')}
          </Button>
          {onMove ? (
            <Button
              size="sm"
              variant="secondary"
              disabled={selected.length === 0 || pending}
              onClick={() => onMove(selected)}
            >
              {t('media.bulk.move')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="danger"
            disabled={selected.length === 0 || pending}
            onClick={() => onDelete(selected)}
          >
            {t('media.bulk.delete')}
          </Button>
          {notSwitchable > 0 ? (
            <p className="basis-full text-sm text-muted-foreground" aria-live="polite">
              {t('media.bulk.notSwitchable', { count: notSwitchable })}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
