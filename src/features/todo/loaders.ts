import { promptPagesQueryOptions } from '@/api/queries/prompts';
import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { COMPLETED_TODOS, OPEN_TODOS } from './api/todo-lists';

/** Open and completed to-dos: the page's two lists. */
export const loadTodos: RouteLoader = async ({ queryClient, prefetch }) => {
  if (!(await loaderUser(queryClient))) return;
  prefetch(promptPagesQueryOptions(OPEN_TODOS));
  prefetch(promptPagesQueryOptions(COMPLETED_TODOS));
};
