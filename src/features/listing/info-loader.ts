// The info page's loader in its own module: it names the chunk of the tabs and forms (and that chunk's files, to
// load them in parallel), which the providers list does not need.
import type { RouteLoader } from '@/config/paths';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { activeImagesQueryOptions, publishedReviewsQueryOptions } from './api/completeness';
import {
  dataUpdateHistoryQueryOptions,
  pendingChangeRequestsQueryOptions,
  pendingDataUpdatesQueryOptions,
  providerDataQueryOptions,
  providerFormsQueryOptions,
} from './api/provider-content';
import { providerQueryOptions } from './api/providers';
import { loadStoredPhones } from '@/lib/stored-phone';
import { listingKeysOf } from './lib/profile-tabs';

/** /providers/{id}/info[/tab]: the provider, its forms and answers and what waits for approval. */
export const loadProviderInfo: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const id = Number(params['id']);
  // The tabs and forms are the page's own chunk (provider-info-page.tsx); it loads beside the session and the data.
  if (Number.isInteger(id) && id > 0) void import('./components/provider-info-content');
  if (!(await loaderLinkedProvider(queryClient, id))) return;
  prefetch(providerQueryOptions(id));
  // The contact tab's form shows the stored number in national form: the phone library and the metadata of its zone
  // load as soon as it is known (src/lib/stored-phone.ts). A failure here is left to the form, which asks again and
  // shows it. The other tabs need neither.
  if (listingKeysOf(params['tab'] ?? 'general').includes('phone')) {
    queryClient
      .ensureQueryData(providerQueryOptions(id))
      .then((provider) => loadStoredPhones([provider.phone]))
      .catch(() => undefined);
  }
  prefetch(providerFormsQueryOptions(id));
  prefetch(providerDataQueryOptions(id));
  prefetch(pendingDataUpdatesQueryOptions(id));
  prefetch(pendingChangeRequestsQueryOptions(id));
  prefetch(dataUpdateHistoryQueryOptions(id));
  prefetch(activeImagesQueryOptions(id));
  prefetch(publishedReviewsQueryOptions(id));
};
