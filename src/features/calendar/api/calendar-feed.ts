// The calendar's subscription link (GET /providers/{id}/calendar-feed, POST …/calendar-feed/renew, issue 42.5).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';

export type CalendarFeed = components['schemas']['CalendarFeed'];

const feedKey = (providerId: number) => ['calendar-feed', providerId] as const;

export async function getCalendarFeed(providerId: number, signal?: AbortSignal): Promise<CalendarFeed> {
  return unwrap(await api.GET('/providers/{id}/calendar-feed', { params: { path: { id: providerId } }, signal })).data;
}

export async function renewCalendarFeed(providerId: number): Promise<CalendarFeed> {
  return unwrap(await api.POST('/providers/{id}/calendar-feed/renew', { params: { path: { id: providerId } } })).data;
}

export function calendarFeedQueryOptions(providerId: number) {
  return queryOptions({
    queryKey: feedKey(providerId),
    queryFn: ({ signal }) => getCalendarFeed(providerId, signal),
  });
}

/** The link, read when the subscription dialog opens (not with the page). */
export function useCalendarFeed(providerId: number) {
  return useQuery(calendarFeedQueryOptions(providerId));
}

/** A new link; the old one stops working at once. */
export function useRenewCalendarFeed(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarFeed(providerId),
    onSuccess: (feed) => queryClient.setQueryData(feedKey(providerId), feed),
  });
}

/** The same link for calendar apps: webcal:// makes the system's calendar app offer to subscribe. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}
