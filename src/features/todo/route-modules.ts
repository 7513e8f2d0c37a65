import type { RouteName } from '@/config/paths';

/** Route modules of the To-do feature. */
export const todoRouteModules: Partial<Record<RouteName, () => Promise<{ default: React.ComponentType }>>> = {
  todo: () => import('./routes/todo-page'),
};
