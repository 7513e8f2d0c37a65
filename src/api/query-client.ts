import { QueryClient } from '@tanstack/react-query';

/** Queries do not retry and do not refetch on window focus (spec point 7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
