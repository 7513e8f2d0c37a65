import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorByStatus } from '@/components/errors/error-by-status';
import { ProviderPage, useProviderIdParam } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { type ProviderDetail, useProvider } from '../api/providers';

export { hasHalls } from '@/components/provider-page/provider-page';
/** "Beim Laden ist ein Fehler aufgetreten" with a retry (spec point 8): the shared one. */
export { LoadError } from '@/components/errors/load-error';

/**
 * A listing page of one provider (halls, badges, references) in the frame every provider page shares; `children`
 * gets the provider's full record (GET /providers/{id}, which the page's loader has started), with a retry when it
 * cannot be loaded.
 */
export function ProviderFrame({
  title,
  children,
}: {
  title: string;
  children: (provider: ProviderDetail) => ReactNode;
}) {
  const id = useProviderIdParam();
  return (
    <ProviderPage providerId={id} title={title}>
      <WithProviderDetail providerId={id}>{children}</WithProviderDetail>
    </ProviderPage>
  );
}

function WithProviderDetail({
  providerId,
  children,
}: {
  providerId: number;
  children: (provider: ProviderDetail) => ReactNode;
}) {
  const { t } = useTranslation();
  const provider = useProvider(providerId);
  if (provider.data) return children(provider.data);
  if (provider.isError)
    return (
      <ErrorByStatus
        error={provider.error}
        onRetry={() => void provider.refetch()}
        // Linked in the session, but the server no longer knows it (unlinked meanwhile).
        statusHandlers={{ 404: () => <Alert>{t('listing.info.notFound')}</Alert> }}
      />
    );
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
      <span className="h-10 w-full animate-pulse rounded bg-stone-200" />
      <span className="h-24 w-full animate-pulse rounded bg-stone-100" />
    </div>
  );
}
