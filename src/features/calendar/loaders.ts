import { providerPermissionsQueryOptions } from '@/api/queries/provider-permissions';
import type { RouteLoader } from '@/config/paths';
import { i18n } from '@/i18n';
import { today } from '@/lib/calendar-day';
import { loaderLinkedProvider } from '@/lib/session/session-query';
import { calendarEventsQueryOptions } from './api/calendar-events';
import { calendarLocaleOf } from './lib/calendar-locale';
import { monthOf, monthWindow } from './lib/month';

/**
 * /providers/{id}/calendar-events: the events of the month the page opens on (today's, in whole weeks of the UI
 * language) and the edit rights, for a provider the user is linked to (any other page only says "not found").
 */
export const loadCalendar: RouteLoader = async ({ queryClient, prefetch, params }) => {
  const id = Number(params['id']);
  if (!(await loaderLinkedProvider(queryClient, id))) return;
  const { firstWeekday } = calendarLocaleOf(i18n.language);
  prefetch(calendarEventsQueryOptions(id, monthWindow(monthOf(today()), firstWeekday)));
  prefetch(providerPermissionsQueryOptions(id));
};
