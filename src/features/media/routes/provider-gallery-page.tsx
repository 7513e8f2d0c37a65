import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { href } from '@/config/paths';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { defineSearchParams, searchParam, useSearchParamState } from '@/lib/search-params';
import { useCurrentUser } from '@/lib/session/session-query';
import {
  type MediaStatus,
  providerMediasQueryOptions,
  useCategoryMeta,
  useGalleryMedias,
  useProviderGalleries,
  useProviderInstagram,
} from '../api/media';
import { GalleryTabs } from '../components/gallery-tabs';
import { GalleryActions } from '../components/gallery-actions';
import { GalleryView } from '../components/gallery-view';
import { InstagramBar } from '../components/instagram-bar';
import { MEDIA_STATUSES } from '../components/media-toolbar';
import { type GalleryPageDialog, GalleryPageDialogs } from '../components/gallery-page-dialogs';
import { useGalleryMediaActions } from '../components/use-gallery-media-actions';

function isStatus(value: string | null): value is MediaStatus {
  return MEDIA_STATUSES.some((status) => status === value);
}

/** The state filter of the shown gallery (`?status=`), none for all media. */
const galleryParams = defineSearchParams({ status: searchParam.optionalOneOf(MEDIA_STATUSES) });

/**
 * A provider's galleries (spec points 4, 5, 8 and 9; issue 17): the galleries as tabs, create, rename, delete;
 * the media of one gallery with their states and captions, a filter by state, several selected to activate,
 * deactivate, move to another gallery or delete, reordering by drag and drop or keyboard; image upload with
 * progress; the main image; the connected Instagram account (issue 42.4). Read-only without edit rights and while
 * the runtime flag "media management restriction" is on (point 1).
 */
export default function ProviderGalleryPage() {
  const { t } = useTranslation();
  const params = useParams();
  const url = useSearchParamState(galleryParams);
  const providerId = Number(params['providerId']);
  const galleryParam = params['galleryId'] === undefined ? undefined : Number(params['galleryId']);
  const user = useCurrentUser();
  const provider = user.providers.find((candidate) => candidate.id === providerId);
  const known = provider !== undefined;

  const galleries = useProviderGalleries(providerId, known);
  const permissions = useProviderPermissions(known ? providerId : 0);
  const instagram = useProviderInstagram(providerId, known);
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
  const [dialog, setDialog] = useState<GalleryPageDialog>(null);
  const actions = useGalleryMediaActions(providerId, gallery?.id, () => setDialog(null));

  const title = t('routes.providerGallery');
  // A provider the user is not linked to: the frame says so.
  if (!known)
    return <ProviderPage providerId={providerId} title={title} backTo={href.galleries()} backLabel={t('media.back')} />;

  const used = (allMedias.data ?? []).filter((media) => media.type === 'image' && media.status !== 'rejected').length;

  const setFilter = (value: string) => {
    actions.clearSelection();
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
      <GalleryView
        providerId={providerId}
        gallery={gallery}
        galleries={galleries.data}
        readOnly={readOnly}
        rules={meta.data?.imageRules}
        cap={permissions.data?.galleryImageCap ?? null}
        used={used}
        medias={medias.data}
        mediasFailed={medias.isError}
        filter={filter}
        onFilter={setFilter}
        actions={actions}
        onDialog={setDialog}
      />
    );
  }

  return (
    <ProviderPage
      providerId={providerId}
      title={title}
      // The gallery is also reached from /galleries (the sidebar's entry), which the back arrow leads to.
      backTo={href.galleries()}
      backLabel={t('media.back')}
      loading={actions.bulkPending || actions.reorderPending}
      actions={
        readOnly ? null : (
          <GalleryActions
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
      {permissions.isPending ? null : (
        <InstagramBar
          providerId={providerId}
          connection={instagram.data}
          failed={instagram.isError}
          canManage={!readOnly}
          onDisconnect={(connection) => setDialog({ kind: 'disconnect-instagram', connection })}
        />
      )}
      {galleries.data && galleries.data.length > 0 ? (
        <GalleryTabs providerId={providerId} galleries={galleries.data} currentId={gallery?.id} />
      ) : null}
      {content}
      <GalleryPageDialogs
        providerId={providerId}
        dialog={dialog}
        onClose={() => setDialog(null)}
        onDeleteMedias={(list) => actions.runBulk('delete', list)}
        deletingMedias={actions.bulkPending}
        onMoved={actions.clearSelection}
      />
    </ProviderPage>
  );
}
