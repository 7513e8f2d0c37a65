import { ListTodo } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

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
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadTodos)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof todoRoutes> {}
}
