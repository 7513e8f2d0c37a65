import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { mayChangeVisibility } from '@/lib/media-states';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type BulkAction,
  type Media,
  type MediaStatus,
  providerMediasQueryOptions,
  useBulkMediaAction,
  useCategoryMeta,
  useGalleryMedias,
  useProviderGalleries,
  useReorderMedias,
} from '../api/media';
import { GalleryTabs } from '../components/gallery-tabs';
import { GalleryActions } from '../components/gallery-actions';
import { useMediaLabel } from '../components/media-card';
import { MediaGrid } from '../components/media-grid';
import { MEDIA_STATUSES, MediaToolbar } from '../components/media-toolbar';
import { type GalleryPageDialog, GalleryPageDialogs } from '../components/gallery-page-dialogs';
import { GalleryAdd, GalleryHeader } from '../components/gallery-sections';

function isStatus(value: string | null): value is MediaStatus {
  return MEDIA_STATUSES.some((status) => status === value);
}

/** The state filter of the shown gallery (`?status=`), none for all media. */
const galleryParams = defineSearchParams({ status: searchParam.optionalOneOf(MEDIA_STATUSES) });

/**
 * A provider's galleries (spec points 4, 5, 8 and 9; issue 17): the galleries as tabs, create, rename, delete;
 * the media of one gallery with their states, a filter by state, several selected to activate, deactivate or
 * delete, reordering by drag and drop or keyboard; image upload with progress; the main image. Read-only without
 * edit rights and while the runtime flag "media management restriction" is on (point 1).
 */
export default function ProviderGalleryPage() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const params = useParams();
  const url = useSearchParamState(galleryParams);
  const providerId = Number(params['providerId']);
  const galleryParam = params['galleryId'] === undefined ? undefined : Number(params['galleryId']);
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === providerId);
  const known = provider !== undefined;

  const galleries = useProviderGalleries(providerId, known);
  const permissions = useProviderPermissions(known ? providerId : 0);
  const meta = useCategoryMeta(provider?.category.id);
  const restricted = getRuntimeConfig().features.mediaManagementRestriction;
  const readOnly = restricted || permissions.data?.canManage !== true;

  const gallery =
    galleryParam === undefined
      ? galleries.data?.[0]
      : galleries.data?.find((candidate) => candidate.id === galleryParam);
  const medias = useGalleryMedias(providerId, gallery?.id);
  const allMedias = useQuery({ ...providerMediasQueryOptions(providerId), enabled: known && !readOnly });
  const filter = url.values.status;
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [dialog, setDialog] = useState<GalleryPageDialog>(null);
  const [reorderFailed, setReorderFailed] = useState(false);

  const bulk = useBulkMediaAction(providerId);
  const reorder = useReorderMedias(providerId, gallery?.id ?? 0);
  const mediaLabel = useMediaLabel();
  const { mutate: saveOrder } = reorder;
  const onReorder = useCallback(
    (next: Media[]) => {
      setReorderFailed(false);
      saveOrder(next, { onError: () => setReorderFailed(true) });
    },
    [saveOrder],
  );

  const title = t('routes.providerGallery');
  // A provider the user is not linked to: the frame says so.
  if (!known)
    return <ProviderPage providerId={providerId} title={title} backTo={href.galleries()} backLabel={t('media.back')} />;

  const visible = (medias.data ?? []).filter((media) => filter === null || media.status === filter);
  const selectedMedias = visible.filter((media) => selected.has(media.id));
  // Only approved media can be shown or hidden: the others of a selection are left out, and the page says so.
  const switchable = selectedMedias.filter(mayChangeVisibility);
  const used = (allMedias.data ?? []).filter((media) => media.type === 'image' && media.status !== 'rejected').length;

  const runBulk = (action: BulkAction, list: Media[]) =>
    bulk.mutate(
      { action, medias: list },
      {
        onSuccess: ({ done, failed }) => {
          setSelected(new Set());
          if (action === 'delete') setDialog(null);
          if (done.length > 0) toast.success(t(`media.bulk.done.${action}`, { count: done.length }));
          for (const { media, error } of failed) {
            const reason = isApiError(error) ? (error.fieldErrors['status'] ?? failureText(error)) : failureText(error);
            toast.error(t('media.bulk.failed', { name: mediaLabel(media), reason }));
          }
        },
      },
    );

  const setFilter = (value: string) => {
    setSelected(new Set());
    url.update({ status: isStatus(value) ? value : null }, { replace: true });
  };

  let content;
  if (galleries.isError) {
    content = <Alert>{t('errors.loading')}</Alert>;
  } else if (!galleries.data || permissions.isPending) {
    content = (
      <div role="status" aria-label={t('app.loading')} className="h-64 animate-pulse rounded-lg bg-stone-100" />
    );
  } else if (!gallery) {
    content = (
      <Alert tone="info">{galleries.data.length === 0 ? t('media.gallery.none') : t('media.gallery.notFound')}</Alert>
    );
  } else {
    content = (
      <div className="flex flex-col gap-4">
        <GalleryHeader
          gallery={gallery}
          readOnly={readOnly}
          onRename={() => setDialog({ kind: 'rename', gallery })}
          onDelete={() => setDialog({ kind: 'delete-gallery', gallery })}
        />
        {readOnly ? null : (
          <GalleryAdd
            providerId={providerId}
            gallery={gallery}
            rules={meta.data?.imageRules}
            cap={permissions.data?.galleryImageCap ?? null}
            used={used}
          />
        )}
        <MediaToolbar
          filter={filter}
          onFilter={setFilter}
          readOnly={readOnly}
          selected={selectedMedias}
          switchable={switchable}
          pending={bulk.isPending}
          onBulk={runBulk}
          onDelete={(list) => setDialog({ kind: 'delete-medias', medias: list })}
        />
        {reorderFailed ? <Alert>{t('media.reorder.failed')}</Alert> : null}
        <MediaGrid
          medias={medias.data ? visible : undefined}
          isError={medias.isError}
          galleryType={gallery.type}
          filtered={filter !== null}
          readOnly={readOnly}
          selected={selected}
          onSelect={(media, checked) =>
            setSelected((current) => {
              const next = new Set(current);
              if (checked) next.add(media.id);
              else next.delete(media.id);
              return next;
            })
          }
          onDetails={(media) => setDialog({ kind: 'details', media })}
          onPlay={(media) => setDialog({ kind: 'play', media })}
          onReorder={onReorder}
          reorderPending={reorder.isPending}
        />
      </div>
    );
  }

  return (
    <ProviderPage
      providerId={providerId}
      title={title}
      // The gallery is also reached from /galleries (the sidebar's entry), which the back arrow leads to.
      backTo={href.galleries()}
      backLabel={t('media.back')}
      loading={bulk.isPending || reorder.isPending}
      actions={
        readOnly ? null : (
          <GalleryActions
            providerId={providerId}
            onChooseMain={() => setDialog({ kind: 'main-image' })}
            onCreate={() => setDialog({ kind: 'create' })}
          />
        )
      }
    >
      {permissions.data && readOnly ? (
        <Alert tone="info" className="mb-4">
          {restricted ? t('media.readOnly.restricted') : t('media.readOnly.rights')}
        </Alert>
      ) : null}
      {galleries.data && galleries.data.length > 0 ? (
        <GalleryTabs providerId={providerId} galleries={galleries.data} currentId={gallery?.id} />
      ) : null}
      {content}
      <GalleryPageDialogs
        providerId={providerId}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleteMedias={(list) => runBulk('delete', list)}
        deletingMedias={bulk.isPending}
      />
    </ProviderPage>
  );
}
