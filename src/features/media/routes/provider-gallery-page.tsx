import { useQuery } from '@tanstack/react-query';
import { Camera, Pencil, Plus, Star, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { listProviderMediasQueryLimits } from '@/api/generated/limits';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import type { SortableTexts } from '@/components/sortable/sortable-list';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { mayChangeVisibility } from '@/lib/media-states';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { instagramConnectAvailable } from '@/lib/instagram-connect-available';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type BulkAction,
  type Gallery,
  type Media,
  type MediaStatus,
  providerMediasQueryOptions,
  useBulkMediaAction,
  useCategoryMeta,
  useDeleteGallery,
  useGalleryMedias,
  useProviderGalleries,
  useReorderMedias,
} from '../api/media';
import { GalleryTabs } from '../components/gallery-tabs';
import { MediaCard, useMediaLabel } from '../components/media-card';
import { UploadPanel } from '../components/upload-panel';

// Drag and drop (dnd-kit) and the dialogs (Radix dialog with its scroll lock) load when they are needed, not with
// the page's first visit.
const GalleryDialog = lazy(async () => ({ default: (await import('../components/gallery-dialog')).GalleryDialog }));
const MediaDetailsDialog = lazy(async () => ({
  default: (await import('../components/media-details-dialog')).MediaDetailsDialog,
}));
const ConfirmDialog = lazy(async () => ({ default: (await import('@/components/ui/confirm-dialog')).ConfirmDialog }));
// The shared sortable grid with drag and drop (dnd-kit, about 15 KB) loads right after the page; until it is there the
// same grid shows without its handles.
const SortableList = lazy(async () => ({
  default: (await import('@/components/sortable/sortable-list')).SortableList<Media>,
}));
// A video gallery's link form loads when such a gallery shows; a photo gallery shows the upload panel instead.
const VideoLinkForm = lazy(async () => ({ default: (await import('../components/video-link-form')).VideoLinkForm }));
const VideoDialog = lazy(async () => ({ default: (await import('../components/video-dialog')).VideoDialog }));
const MainImageDialog = lazy(async () => ({
  default: (await import('../components/main-image-dialog')).MainImageDialog,
}));

const mediaId = (media: Media) => media.id;

const STATUSES: readonly MediaStatus[] = listProviderMediasQueryLimits.status.enum;

function isStatus(value: string | null): value is MediaStatus {
  return STATUSES.some((status) => status === value);
}

/** The state filter of the shown gallery (`?status=`), none for all media. */
const galleryParams = defineSearchParams({ status: searchParam.optionalOneOf(STATUSES) });

type GalleryDialogState = { kind: 'create' } | { kind: 'rename'; gallery: Gallery } | null;

/**
 * A provider's galleries (spec points 4, 5, 8 and 9; issue 17): the galleries as tabs, create, rename, delete;
 * the media of one gallery with their states, a filter by state, several selected to activate, deactivate or
 * delete, reordering by drag and drop or keyboard; image upload with progress; the main image. Read-only without
 * edit rights and while the runtime flag "media management restriction" is on (point 1).
 */
export default function ProviderGalleryPage() {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const navigate = useNavigate();
  const location = useLocation();
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
  const [galleryDialog, setGalleryDialog] = useState<GalleryDialogState>(null);
  const [deletingGallery, setDeletingGallery] = useState<Gallery | null>(null);
  const [deletingMedias, setDeletingMedias] = useState<Media[] | null>(null);
  const [choosingMain, setChoosingMain] = useState(false);
  const [details, setDetails] = useState<Media | null>(null);
  const [playing, setPlaying] = useState<Media | null>(null);
  const [reorderFailed, setReorderFailed] = useState(false);

  const removeGallery = useDeleteGallery(providerId);
  const bulk = useBulkMediaAction(providerId);
  const reorder = useReorderMedias(providerId, gallery?.id ?? 0);
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
  const notSwitchable = selectedMedias.length - switchable.length;
  const used = (allMedias.data ?? []).filter((media) => media.type === 'image' && media.status !== 'rejected').length;

  const runBulk = (action: BulkAction, list: Media[]) =>
    bulk.mutate(
      { action, medias: list },
      {
        onSuccess: ({ done, failed }) => {
          setSelected(new Set());
          setDeletingMedias(null);
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
    const canReorder = !readOnly && filter === null && visible.length > 1;
    const renderCard = (media: Media, handle: ReactNode) => (
      <MediaCard
        media={media}
        label={mediaLabel(media)}
        handle={handle}
        readOnly={readOnly}
        onDetails={() => setDetails(media)}
        onPlay={() => setPlaying(media)}
        selected={selected.has(media.id)}
        onSelect={(checked) =>
          setSelected((current) => {
            const next = new Set(current);
            if (checked) next.add(media.id);
            else next.delete(media.id);
            return next;
          })
        }
      />
    );
    const plainGrid = (
      <ul aria-label={t('media.grid.label')} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {visible.map((media) => (
          <li key={media.id}>{renderCard(media, null)}</li>
        ))}
      </ul>
    );
    content = (
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">
            {gallery.name}{' '}
            <span className="text-sm font-normal text-muted">({t(`media.galleryType.${gallery.type}`)})</span>
          </h2>
          {readOnly ? null : (
            <div className="flex flex-wrap gap-2">
              <Button size="sm" variant="secondary" onClick={() => setGalleryDialog({ kind: 'rename', gallery })}>
                <Pencil aria-hidden="true" />
                {t('media.gallery.rename')}
              </Button>
              {gallery.isDefault ? null : (
                <Button size="sm" variant="secondary" onClick={() => setDeletingGallery(gallery)}>
                  <Trash2 aria-hidden="true" />
                  {t('media.gallery.delete')}
                </Button>
              )}
            </div>
          )}
        </div>
        {!readOnly && gallery.type === 'video' ? (
          <Suspense
            fallback={
              <div
                role="status"
                aria-label={t('app.loading')}
                className="h-56 rounded-lg border border-line bg-surface sm:h-40"
              />
            }
          >
            <VideoLinkForm providerId={providerId} galleryId={gallery.id} />
          </Suspense>
        ) : null}
        {!readOnly && gallery.type !== 'video' && meta.data ? (
          <UploadPanel
            providerId={providerId}
            galleryId={gallery.id}
            rules={meta.data.imageRules}
            cap={permissions.data?.galleryImageCap ?? null}
            used={used}
          />
        ) : null}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <label className="flex flex-col gap-1 text-sm">
            {t('media.filter.label')}
            <select
              value={filter ?? ''}
              onChange={(event) => setFilter(event.target.value)}
              className="h-10 rounded-md border border-line bg-surface px-3"
            >
              <option value="">{t('media.filter.all')}</option>
              {STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`media.status.${status}`)}
                </option>
              ))}
            </select>
          </label>
          {readOnly ? null : (
            <div role="group" aria-label={t('media.bulk.label')} className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-muted" aria-live="polite">
                {t('media.bulk.selected', { count: selectedMedias.length })}
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={switchable.length === 0 || bulk.isPending}
                onClick={() => runBulk('activate', switchable)}
              >
                {t('media.bulk.activate')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={switchable.length === 0 || bulk.isPending}
                onClick={() => runBulk('deactivate', switchable)}
              >
                {t('media.bulk.deactivate')}
              </Button>
              <Button
                size="sm"
                variant="danger"
                disabled={selectedMedias.length === 0 || bulk.isPending}
                onClick={() => setDeletingMedias(selectedMedias)}
              >
                {t('media.bulk.delete')}
              </Button>
              {notSwitchable > 0 ? (
                <p className="basis-full text-sm text-muted" aria-live="polite">
                  {t('media.bulk.notSwitchable', { count: notSwitchable })}
                </p>
              ) : null}
            </div>
          )}
        </div>
        {reorderFailed ? <Alert>{t('media.reorder.failed')}</Alert> : null}
        {medias.isError ? (
          <Alert>{t('errors.loading')}</Alert>
        ) : !medias.data ? (
          <div role="status" aria-label={t('app.loading')} className="h-48 animate-pulse rounded-lg bg-stone-100" />
        ) : visible.length === 0 ? (
          <p className="rounded-lg border border-dashed border-line p-6 text-muted">
            {filter === null ? t('media.grid.empty') : t('media.grid.emptyFiltered')}
          </p>
        ) : (
          <>
            {canReorder ? (
              <p className="text-sm text-muted">
                {t(gallery?.type === 'video' ? 'media.reorder.hintVideos' : 'media.reorder.hintImages')}
              </p>
            ) : null}
            {!readOnly && filter !== null ? <p className="text-sm text-muted">{t('media.reorder.filtered')}</p> : null}
            {canReorder ? (
              // Until the drag-and-drop code is there, the same grid shows without its handles (as the product list).
              <Suspense fallback={plainGrid}>
                <SortableList
                  items={visible}
                  getId={mediaId}
                  getLabel={mediaLabel}
                  onReorder={onReorder}
                  texts={reorderTexts}
                  disabled={reorder.isPending}
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
        )}
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
          <>
            {instagramConnectAvailable() ? (
              <Button
                variant="secondary"
                onClick={() => {
                  const returnTo = `${location.pathname}${location.search}`;
                  // Instagram returns to /instagram/callback, which comes back to this gallery. The connect and
                  // navigation code loads with the click.
                  void Promise.all([import('@/lib/instagram-connect'), import('@/lib/public-website')]).then(
                    ([{ beginInstagramConnect }, { leavePortal }]) => {
                      const url = beginInstagramConnect(providerId, returnTo);
                      if (url) leavePortal(url);
                    },
                  );
                }}
              >
                <Camera aria-hidden="true" />
                {t('media.instagram.connect')}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => setChoosingMain(true)}>
              <Star aria-hidden="true" />
              {t('media.main.open')}
            </Button>
            <Button onClick={() => setGalleryDialog({ kind: 'create' })}>
              <Plus aria-hidden="true" />
              {t('media.gallery.create')}
            </Button>
          </>
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
      {galleryDialog ? (
        <Suspense fallback={null}>
          <GalleryDialog
            providerId={providerId}
            gallery={galleryDialog.kind === 'rename' ? galleryDialog.gallery : null}
            onClose={() => setGalleryDialog(null)}
            onCreated={(created) => void navigate(href.providerGalleries(providerId, created.id))}
          />
        </Suspense>
      ) : null}
      {deletingGallery ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('media.gallery.deleteTitle')}
            body={t('media.gallery.deleteBody', { name: deletingGallery.name })}
            confirm={t('media.gallery.delete')}
            pending={removeGallery.isPending}
            onCancel={() => setDeletingGallery(null)}
            onConfirm={() =>
              removeGallery.mutate(deletingGallery.id, {
                onSuccess: () => {
                  toast.success(t('media.gallery.deleted', { name: deletingGallery.name }));
                  setDeletingGallery(null);
                  void navigate(href.providerGallery(providerId));
                },
                onError: (error) => toast.error(failureText(error)),
              })
            }
          />
        </Suspense>
      ) : null}
      {deletingMedias ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('media.bulk.deleteTitle')}
            body={t('media.bulk.deleteBody', { count: deletingMedias.length })}
            confirm={t('media.bulk.delete')}
            pending={bulk.isPending}
            onCancel={() => setDeletingMedias(null)}
            onConfirm={() => runBulk('delete', deletingMedias)}
          />
        </Suspense>
      ) : null}
      {details ? (
        <Suspense fallback={null}>
          <MediaDetailsDialog
            mediaId={details.id}
            providerId={providerId}
            label={mediaLabel(details)}
            onClose={() => setDetails(null)}
          />
        </Suspense>
      ) : null}
      {playing ? (
        <Suspense fallback={null}>
          <VideoDialog media={playing} label={mediaLabel(playing)} onClose={() => setPlaying(null)} />
        </Suspense>
      ) : null}
      {choosingMain ? (
        <Suspense fallback={null}>
          <MainImageDialog
            providerId={providerId}
            labelOf={mediaLabel}
            onClose={() => setChoosingMain(false)}
            onSaved={() => {
              setChoosingMain(false);
              toast.success(t('media.main.saved'));
            }}
          />
        </Suspense>
      ) : null}
    </ProviderPage>
  );
}
