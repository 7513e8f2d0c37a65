import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useCatalogList } from '@/api/queries/catalogs';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/lib/session/session-query';
import { useReturnFocusOnClose } from '@/lib/use-inline-form-focus';
import { CatalogCard } from '../components/catalog-card';

// The forms (react-hook-form, zod, the rules) load when the user opens one: the list alone keeps the route's
// first visit light (issue 23's budget).
const CatalogCreateForm = lazy(async () => ({
  default: (await import('../components/catalog-form')).CatalogCreateForm,
}));

function ListSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-4">
      {Array.from({ length: 2 }, (_, index) => (
        <span key={index} className="h-48 w-full animate-pulse rounded-lg bg-stone-100" />
      ))}
    </div>
  );
}

/** /providers/{id}/catalogs (issue 14): the provider's price and menu catalogues with their prices. */
export default function CataloguesPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useCurrentUser();
  const id = Number(params['id']);
  const provider = user.providers.find((candidate) => candidate.id === id);
  const catalogs = useCatalogList(user.customerId, provider ? id : 0);
  // Edit rights come with the user's link to the provider; without them the page only shows.
  const permissions = useProviderPermissions(provider ? id : 0);
  const readOnly = permissions.data?.canManage !== true;
  const [creating, setCreating] = useState(false);
  const createButton = useRef<HTMLButtonElement>(null);
  useReturnFocusOnClose(creating, createButton);
  const title = t('routes.providerCatalogs');

  // A provider the user is not linked to: the frame says so.
  if (!provider) return <ProviderPage providerId={id} title={title} />;

  let content;
  if (catalogs.isError) {
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button size="sm" variant="secondary" onClick={() => void catalogs.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!catalogs.data) {
    content = <ListSkeleton />;
  } else if (catalogs.data.length === 0 && !creating) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-muted-foreground">
        {t('catalogues.page.empty')}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-4">
        {catalogs.data.map((catalog) => (
          <li key={catalog.id}>
            <CatalogCard catalog={catalog} provider={provider} readOnly={readOnly} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <ProviderPage
      providerId={id}
      title={title}
      actions={
        readOnly || creating ? null : (
          <Button ref={createButton} onClick={() => setCreating(true)}>
            {t('catalogues.page.create')}
          </Button>
        )
      }
    >
      <p className="mb-4 max-w-3xl text-sm text-muted-foreground">{t('catalogues.page.intro')}</p>
      {permissions.data && readOnly ? (
        <Alert tone="info" className="mb-4">
          {t('catalogues.page.readOnly')}
        </Alert>
      ) : null}
      {creating ? (
        <Suspense fallback={<Spinner className="mb-4 size-6" />}>
          <CatalogCreateForm provider={provider} onDone={() => setCreating(false)} />
        </Suspense>
      ) : null}
      {content}
    </ProviderPage>
  );
}
