import { Heart } from 'lucide-react';
import { defineRoutes, lazyLoader, type RoutesOf } from '@/config/paths';

/** The couples inbox and one lead. */
export const leadsRoutes = defineRoutes({
  leads: {
    path: '/leads',
    href: (search?: URLSearchParams) => (search && search.size > 0 ? `/leads?${search}` : '/leads'),
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.leads',
    nav: { order: 20, labelKey: 'shell.nav.leads', icon: Heart, badge: 'pendingLeads' },
    page: () => import('./routes/leads-page'),
    // The loaders' code (and the queries it imports) loads in parallel with the page's chunk.
    loader: lazyLoader(() => import('./loaders').then((module) => module.loadInbox)),
  },
  lead: {
    path: '/leads/:id',
    href: (id: number, tab?: 'messages') => (tab ? `/leads/${id}?activeTab=${tab}` : `/leads/${id}`),
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.lead',
    page: () => import('./routes/lead-page'),
    loader: lazyLoader(() => import('./lead-loader').then((module) => module.loadLead)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof leadsRoutes> {}
}
