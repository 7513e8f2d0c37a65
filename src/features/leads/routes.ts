import { Heart } from 'lucide-react';
import { defineRoutes, type RoutesOf } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { leadListQueryOptions, leadQueryOptions } from './api/leads';
import { inboxStatsQueries } from './api/stats';
import { parseLeadId } from './lib/lead-id';
import { inboxStatsWindow, readListState, toListQuery } from './lib/list-params';

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
    // The list of the URL's filters and the stats above it, for an account with providers.
    loader: async ({ queryClient, prefetch, url }) => {
      const user = await loaderUser(queryClient);
      if (!user || user.providers.length === 0) return;
      const state = readListState(url.searchParams);
      const query = toListQuery(
        state,
        state.coupleName,
        user.providers.map((provider) => provider.id),
      );
      prefetch(leadListQueryOptions(query));
      for (const options of inboxStatsQueries(inboxStatsWindow(query))) prefetch(options);
    },
  },
  lead: {
    path: '/leads/:id',
    href: (id: number, tab?: 'messages') => (tab ? `/leads/${id}?activeTab=${tab}` : `/leads/${id}`),
    access: 'logged-in',
    layout: 'main',
    titleKey: 'routes.lead',
    page: () => import('./routes/lead-page'),
    loader: async ({ queryClient, prefetch, params }) => {
      const leadId = parseLeadId(params.id);
      if (leadId === null || !(await loaderUser(queryClient))) return;
      prefetch(leadQueryOptions(leadId));
    },
  },
});

declare module '@/config/paths' {
  interface RouteRegistry extends RoutesOf<typeof leadsRoutes> {}
}
