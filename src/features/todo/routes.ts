import { ListTodo } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { todosQueryOptions } from './api/get-todos';

/** The To-do list. */
export const todoRoutes = defineRoutes({
  todo: {
    path: '/todo',
    href: () => '/todo',
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.todo',
    nav: { order: 30, labelKey: 'shell.nav.todo', icon: ListTodo, badge: 'openTodos' },
    page: () => import('./routes/todo-page'),
    // Open and completed to-dos: the page's two lists.
    loader: async ({ queryClient, prefetch }) => {
      if (!(await loaderUser(queryClient))) return;
      prefetch(todosQueryOptions(false));
      prefetch(todosQueryOptions(true));
    },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof todoRoutes> {}
}
