import { promptQueryRoots } from '@/lib/shared-query-keys';

/**
 * The one query-key factory of the To-do page. The lists hang under the shared prompt root, so a prompt
 * completed anywhere (the page itself, the dashboard's prompt modal) refreshes them.
 */
export const todoKeys = {
  list: (filters: { completed: boolean }) => [...promptQueryRoots.lists, 'todo-page', filters] as const,
};
