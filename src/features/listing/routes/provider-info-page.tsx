import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { isApiError } from '@/api/api-error';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import {
  usePendingChangeRequests,
  usePendingDataUpdates,
  useProviderData,
  useProviderForms,
} from '../api/provider-content';
import { useProvider } from '../api/providers';
import { pendingByField, profileTabs } from '../lib/profile-tabs';

// The tabs and their forms (react-hook-form, zod, libphonenumber-js) show only once the data is there; their chunk
// loads beside the data (started by the loader), under the same skeleton (docs/listing.md, "First-visit weight").
const ProviderInfoContent = lazy(() => import('../components/provider-info-content'));

function InfoSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-4">
      <span className="h-10 w-full animate-pulse rounded bg-stone-200" />
      {Array.from({ length: 4 }, (_, index) => (
        <span key={index} className="flex flex-col gap-1.5">
          <span className="h-4 w-32 animate-pulse rounded bg-stone-200" />
          <span className="h-10 w-full animate-pulse rounded bg-stone-100" />
        </span>
      ))}
    </div>
  );
}

/** /providers/{id}/info[/tab] (spec points 2-5): the provider's profile as tabs; changes wait for approval. */
export default function ProviderInfoPage() {
  const { t } = useTranslation();
  const params = useParams();
  const id = Number(params['id']);
  const validId = Number.isInteger(id) && id > 0;
  const provider = useProvider(validId ? id : 0);
  const forms = useProviderForms(validId ? id : 0);
  const answers = useProviderData(validId ? id : 0);
  const pending = usePendingDataUpdates(validId ? id : 0);
  const changeRequests = usePendingChangeRequests(validId ? id : 0);
  // Edit rights come with the user's link to the provider (spec point 6): the server's permissions answer says so;
  // without it (not read yet, or not readable) the page only shows, as a save would be a guess.
  const permissions = useProviderPermissions(validId ? id : 0);
  const readOnly = permissions.data?.canManage !== true;
  const pendingMap = useMemo(() => pendingByField(pending.data ?? []), [pending.data]);
  const tabs = useMemo(() => profileTabs(forms.data ?? []), [forms.data]);
  const tab = params['tab'] ?? 'general';

  // Without the permissions answer the page cannot tell whether the user may edit: a load error with its retry.
  const queries = [provider, forms, answers, pending, permissions];
  const failed = queries.find((query) => query.isError);
  const title = t('routes.providerInfo');

  if (forms.isSuccess && !tabs.includes(tab)) return <Navigate to={href.providerInfo(id)} replace />;

  let content;
  if (provider.isError && isApiError(provider.error) && provider.error.kind === 'not-found') {
    // Linked in the session, but the server no longer knows it (unlinked meanwhile).
    content = <Alert>{t('listing.info.notFound')}</Alert>;
  } else if (failed) {
    content = (
      <Alert className="flex flex-wrap items-center justify-between gap-2">
        <span>{t('errors.loading')}</span>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => queries.filter((query) => query.isError).forEach((query) => void query.refetch())}
        >
          {t('common.retry')}
        </Button>
      </Alert>
    );
  } else if (!provider.data || !forms.data || !answers.data || !pending.data || permissions.isPending) {
    content = <InfoSkeleton />;
  } else {
    content = (
      <Suspense fallback={<InfoSkeleton />}>
        <ProviderInfoContent
          provider={provider.data}
          tab={tab}
          tabs={tabs}
          forms={forms.data}
          answers={answers.data}
          updates={pending.data}
          pending={pendingMap}
          changeRequests={changeRequests.data ?? []}
          readOnly={readOnly}
        />
      </Suspense>
    );
  }

  // The header, the sub-navigation and the on-hold notice come from the session's provider (the frame of every
  // provider page); the tabs below need the full record and the forms.
  return (
    <ProviderPage providerId={validId ? id : 0} title={title}>
      {content}
    </ProviderPage>
  );
}
