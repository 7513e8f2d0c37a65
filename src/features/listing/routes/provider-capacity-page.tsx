import { Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { categoryMetaQueryOptions } from '@/api/queries/category-meta';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useFormat } from '@/lib/format';
import { type Hall, useHalls, useIncompleteHalls } from '../api/halls';
import { HallImage, hallImageButtonId } from '../components/hall-image';
import { hasHalls, LoadError, ProviderFrame } from '../components/provider-frame';

// The form and the delete confirmation load when first wanted; pointing at or focusing a button starts them, so
// the click usually finds them ready.
const loadDialogs = () => import('../components/hall-dialogs');
const HallDialog = lazy(async () => ({ default: (await loadDialogs()).HallDialog }));
const DeleteHallDialog = lazy(async () => ({ default: (await loadDialogs()).DeleteHallDialog }));
const preload = { onPointerEnter: () => void loadDialogs(), onFocus: () => void loadDialogs() };
// The photo or floor plan's dialogs (issue 42.6) likewise; the category's image rules are read with them.
const loadImageDialogs = () => import('../components/hall-image-dialogs');
const HallImageDialog = lazy(async () => ({ default: (await loadImageDialogs()).HallImageDialog }));
const RemoveHallImageDialog = lazy(async () => ({ default: (await loadImageDialogs()).RemoveHallImageDialog }));
function preloadImageDialogs(queryClient: QueryClient, categoryId: number) {
  void loadImageDialogs();
  void queryClient.prefetchQuery(categoryMetaQueryOptions(categoryId));
}

/** /providers/{id}/capacity (spec point 3 "Customer space"): the halls of a venue with their guest capacities. */
export default function ProviderCapacityPage() {
  const { t } = useTranslation();
  return (
    <ProviderFrame title={t('routes.providerCapacity')}>
      {(provider) =>
        hasHalls(provider) ? (
          <Halls providerId={provider.id} categoryId={provider.categoryId} />
        ) : (
          <Alert tone="info">{t('listing.capacity.onlyVenues')}</Alert>
        )
      }
    </ProviderFrame>
  );
}

type Editing = { kind: 'create' } | { kind: 'edit'; hall: Hall } | null;
type ImageAction = { kind: 'upload' | 'remove'; hall: Hall } | null;

function Halls({ providerId, categoryId }: { providerId: number; categoryId: number }) {
  const { t } = useTranslation();
  const halls = useHalls(providerId);
  const incomplete = useIncompleteHalls(providerId);
  // Edit rights come with the user's link (spec point 6); without them the page only shows.
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Hall | null>(null);
  const [imageAction, setImageAction] = useState<ImageAction>(null);
  const queryClient = useQueryClient();
  const imagePreload = {
    onPointerEnter: () => preloadImageDialogs(queryClient, categoryId),
    onFocus: () => preloadImageDialogs(queryClient, categoryId),
  };
  // After an upload or a removal the focus goes to the hall's image button (the "Entfernen" it came from is gone),
  // once the dialog has closed; the list has been read again by then (api/halls.ts).
  const focusImageOf = useRef<number | null>(null);
  useEffect(() => {
    if (focusImageOf.current === null || imageAction) return;
    document.getElementById(hallImageButtonId(focusImageOf.current))?.focus();
    focusImageOf.current = null;
  }, [imageAction]);
  const imageDone = (hallId: number) => {
    focusImageOf.current = hallId;
    setImageAction(null);
  };
  const incompleteIds = useMemo(() => new Set(incomplete.data ?? []), [incomplete.data]);

  let content;
  if (halls.isError) content = <LoadError onRetry={() => void halls.refetch()} />;
  else if (!halls.data) {
    content = (
      <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
        {Array.from({ length: 3 }, (_, index) => (
          <span key={index} className="h-20 w-full animate-pulse rounded-lg bg-stone-100" />
        ))}
      </div>
    );
  } else if (halls.data.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm">
        {t('listing.capacity.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label={t('listing.capacity.listLabel')}>
        {halls.data.map((hall) => (
          <HallRow
            key={hall.id}
            hall={hall}
            incomplete={incompleteIds.has(hall.id)}
            canManage={canManage}
            onEdit={() => setEditing({ kind: 'edit', hall })}
            onDelete={() => setDeleting(hall)}
            image={
              <HallImage
                hall={hall}
                canManage={canManage}
                preload={imagePreload}
                onUpload={() => setImageAction({ kind: 'upload', hall })}
                onRemove={() => setImageAction({ kind: 'remove', hall })}
              />
            }
          />
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="halls-title">
      <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-72">
          <h2 id="halls-title" className="text-lg font-semibold">
            {t('listing.capacity.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('listing.capacity.intro')}</p>
        </div>
        {canManage ? (
          <Button {...preload} onClick={() => setEditing({ kind: 'create' })}>
            <Plus aria-hidden="true" />
            {t('listing.capacity.add')}
          </Button>
        ) : null}
      </div>
      {permissions.data && !canManage ? (
        <Alert tone="info" className="mb-4">
          {t('listing.info.readOnly')}
        </Alert>
      ) : null}
      {content}
      <Suspense fallback={null}>
        {editing ? (
          <HallDialog
            key={editing.kind === 'edit' ? editing.hall.id : 'new'}
            providerId={providerId}
            hall={editing.kind === 'edit' ? editing.hall : null}
            onClose={() => setEditing(null)}
          />
        ) : null}
        {deleting ? (
          <DeleteHallDialog providerId={providerId} hall={deleting} onClose={() => setDeleting(null)} />
        ) : null}
        {imageAction?.kind === 'upload' ? (
          <HallImageDialog
            key={imageAction.hall.id}
            providerId={providerId}
            categoryId={categoryId}
            hall={imageAction.hall}
            onClose={() => setImageAction(null)}
            onDone={() => imageDone(imageAction.hall.id)}
          />
        ) : null}
        {imageAction?.kind === 'remove' ? (
          <RemoveHallImageDialog
            providerId={providerId}
            hall={imageAction.hall}
            onClose={() => setImageAction(null)}
            onDone={() => imageDone(imageAction.hall.id)}
          />
        ) : null}
      </Suspense>
    </section>
  );
}

function HallRow({
  hall,
  incomplete,
  canManage,
  onEdit,
  onDelete,
  image,
}: {
  hall: Hall;
  incomplete: boolean;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The hall's photo or floor plan with its buttons. */
  image: ReactNode;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const guests = (value: number | null) =>
    value === null ? t('listing.capacity.none') : t('listing.capacity.guests', { n: format.number(value) });
  return (
    <li aria-labelledby={`hall-${hall.id}`} className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h3 id={`hall-${hall.id}`} className="flex flex-wrap items-center gap-2 font-semibold" dir="auto">
            {hall.name}
            <Badge tone="neutral">{t(`listing.capacity.areaTypes.${hall.areaType}`)}</Badge>
            {incomplete ? <Badge tone="warning">{t('listing.capacity.incomplete')}</Badge> : null}
          </h3>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-sm">
            <dt className="text-muted-foreground">{t('listing.capacity.fields.range')}</dt>
            <dd>
              {t('listing.capacity.range', {
                min: format.number(hall.minCapacity),
                max: format.number(hall.maxCapacity),
              })}
            </dd>
            <dt className="text-muted-foreground">{t('listing.capacity.fields.mealCapacity')}</dt>
            <dd>{guests(hall.mealCapacity)}</dd>
            <dt className="text-muted-foreground">{t('listing.capacity.fields.cocktailCapacity')}</dt>
            <dd>{guests(hall.cocktailCapacity)}</dd>
          </dl>
          {incomplete ? <p className="mt-2 text-sm text-amber-900">{t('listing.capacity.incompleteHint')}</p> : null}
        </div>
        {canManage ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="secondary"
              {...preload}
              onClick={onEdit}
              aria-label={t('listing.capacity.editLabel', { name: hall.name })}
            >
              <Pencil aria-hidden="true" />
              {t('listing.capacity.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              {...preload}
              onClick={onDelete}
              aria-label={t('listing.capacity.deleteLabel', { name: hall.name })}
            >
              <Trash2 aria-hidden="true" />
              {t('listing.capacity.delete')}
            </Button>
          </div>
        ) : null}
      </div>
      {image}
    </li>
  );
}
