import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { todosQueryOptions } from './api/get-todos';

/** Open and completed to-dos: the page's two lists. */
export const loadTodos: RouteLoader = async ({ queryClient, prefetch }) => {
  if (!(await loaderUser(queryClient))) return;
  prefetch(todosQueryOptions(false));
  prefetch(todosQueryOptions(true));
};
