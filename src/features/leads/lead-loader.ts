import type { RouteLoader } from '@/config/paths';
import { loaderUser } from '@/lib/session/session-query';
import { leadQueryOptions } from './api/leads';
import { loadPhoneFormat, showsPhone } from './components/detail/phone-format';
import { leadPageParams, preloadLeadTab } from './components/detail/tab-panels';
import { parseLeadId } from './lib/lead-id';

// Apart from the inbox's loader (./loaders.ts), so a lead's first visit does not load the inbox's URL state.

/** The lead, the first thing the page shows, and the code of the tab the URL opens. */
export const loadLead: RouteLoader = async ({ queryClient, prefetch, params, url }) => {
  const leadId = parseLeadId(params.id);
  if (leadId === null || !(await loaderUser(queryClient))) return;
  prefetch(leadQueryOptions(leadId));
  preloadLeadTab(leadPageParams.read(url.searchParams).activeTab);
  // The phone formatting starts loading as soon as the lead shows a number, usually before the page's code is there.
  // A failure here is left to the page, which asks again and shows it.
  queryClient
    .ensureQueryData(leadQueryOptions(leadId))
    .then((lead) => (showsPhone(lead) ? loadPhoneFormat([lead.leadDetails.phone]) : undefined))
    .catch(() => undefined);
};
