import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Page } from '@/components/layout/page';
import { Input } from '@/components/ui/input';
import { useCurrentUser } from '@/lib/session/session-query';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useIsLeaving } from '@/lib/navigation-target';
import { useSearchParamState } from '@/lib/search-params';
import { useProviderList } from '../api/providers';
import { ProviderCard, ProviderCardSkeletons } from '../components/provider-card';
import { providerListParams } from '../lib/list-params';

/** Typing pauses this long before the list asks again. */
const SEARCH_DEBOUNCE_MS = 300;

/** /providers (spec points 1-3): the providers the user is linked to, searchable by name. */
export default function ProvidersPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const url = useSearchParamState(providerListParams);
  const { name } = url.values;
  const [search, setSearch] = useState(name);
  const debounced = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const isLeaving = useIsLeaving();
  useEffect(() => {
    if (isLeaving() || debounced.trim() === name.trim()) return;
    url.update({ name: debounced }, { replace: true });
    // Only a settled search term writes the URL; the rest is read fresh from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debounced]);

  const hasProviders = user.providers.length > 0;
  const list = useProviderList(name, hasProviders);

  let content;
  if (!hasProviders) {
    content = (
      <div className="rounded-lg border border-dashed border-border p-8 text-center">
        <p className="font-medium">{t('listing.list.noProvidersTitle')}</p>
        <p className="mt-1 text-sm text-muted-foreground">{t('listing.list.noProvidersBody')}</p>
      </div>
    );
  } else if (list.isPending) {
    content = (
      <div role="status" aria-label={t('app.loading')}>
        <ProviderCardSkeletons count={Math.min(user.providers.length, 4)} />
      </div>
    );
  } else if (list.isError) {
    content = <LoadError onRetry={() => void list.refetch()} retrying={list.isFetching} />;
  } else if (list.data.data.length === 0) {
    content = (
      <p className="rounded-lg border border-dashed border-border p-6 text-center text-sm text-muted-foreground">
        {t('listing.list.noMatch', { name })}
      </p>
    );
  } else {
    content = (
      <ul className="flex flex-col gap-3" aria-label={t('listing.list.label')}>
        {list.data.data.map((provider) => (
          <li key={provider.id}>
            <ProviderCard provider={provider} />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Page title={t('routes.providers')}>
      {hasProviders ? (
        <div className="relative mb-4 max-w-md">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            className="ps-9"
            aria-label={t('listing.list.search')}
            placeholder={t('listing.list.searchPlaceholder')}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      ) : null}
      {content}
    </Page>
  );
}
