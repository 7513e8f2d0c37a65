import type { QueryClient, QueryKey } from '@tanstack/react-query';

// The options come from the features' `queryOptions`/`infiniteQueryOptions`; only the key matters here.
type QueryOptions = Parameters<QueryClient['prefetchQuery']>[0];
type InfiniteQueryOptions = Parameters<QueryClient['prefetchInfiniteQuery']>[0];

/**
 * A route loader's prefetch. Its request stands for the page's own: if it fails before the page has mounted,
 * the page's first observer takes the error as it is (`retryOnMount: false` for that one mount) instead of
 * sending the request a second time — the portal does not retry (spec point 7).
 */
export function routePrefetch(queryClient: QueryClient) {
  return (options: { queryKey: QueryKey }): void => {
    const request =
      'initialPageParam' in options
        ? queryClient.prefetchInfiniteQuery(options as InfiniteQueryOptions)
        : queryClient.prefetchQuery(options as QueryOptions);
    void request.then(() => {
      const query = queryClient.getQueryCache().find({ queryKey: options.queryKey, exact: true });
      if (!query || query.state.status !== 'error' || query.getObserversCount() > 0) return;
      queryClient.setQueryDefaults(options.queryKey, { retryOnMount: false });
      const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'observerAdded' || event.query !== query) return;
        // Later mounts (the page opened again) ask again, as before.
        queryClient.setQueryDefaults(options.queryKey, {});
        unsubscribe();
      });
    });
  };
}
