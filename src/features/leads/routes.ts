import { Heart } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';

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
    loader: (context) => import('./loaders').then(({ loadInbox }) => loadInbox(context)),
  },
  lead: {
    path: '/leads/:id',
    href: (id: number, tab?: 'messages') => (tab ? `/leads/${id}?activeTab=${tab}` : `/leads/${id}`),
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.lead',
    page: () => import('./routes/lead-page'),
    loader: (context) => import('./lead-loader').then(({ loadLead }) => loadLead(context)),
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof leadsRoutes> {}
}
