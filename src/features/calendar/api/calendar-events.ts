// The calendar's calls (GET/POST/PUT/DELETE /providers/{id}/calendar-events) as queries and mutations.
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { allPages } from '@/api/all-pages';
import type { components } from '@/api/generated/schema';
import { listCalendarEventsQueryLimits } from '@/api/generated/limits';
import type { CalendarEvent } from '../lib/month';

export type CalendarEventCreate = components['schemas']['CalendarEventCreate'];
export type CalendarEventUpdate = components['schemas']['CalendarEventUpdate'];

/** The largest page the API gives: a month view holds far fewer events, the export pages through them. */
const PAGE_SIZE = listCalendarEventsQueryLimits.limit.maximum;

export const calendarKeys = {
  all: ['calendar'] as const,
  provider: (providerId: number) => ['calendar', providerId] as const,
  window: (providerId: number, startDate: string, endDate: string) =>
    ['calendar', providerId, startDate, endDate] as const,
};

export interface CalendarWindow {
  startDate: string;
  endDate: string;
}

/** Every event overlapping the window (both days inclusive), all pages. */
export async function listCalendarEvents(
  providerId: number,
  { startDate, endDate }: CalendarWindow,
  signal?: AbortSignal,
): Promise<CalendarEvent[]> {
  return allPages(async (page) =>
    unwrap(
      await api.GET('/providers/{id}/calendar-events', {
        params: { path: { id: providerId }, query: { startDate, endDate, limit: PAGE_SIZE, page } },
        signal,
      }),
    ),
  );
}

export function calendarEventsQueryOptions(providerId: number, { startDate, endDate }: CalendarWindow) {
  return queryOptions({
    queryKey: calendarKeys.window(providerId, startDate, endDate),
    queryFn: ({ signal }) => listCalendarEvents(providerId, { startDate, endDate }, signal),
  });
}

/** The events of the month view; the previous month stays on screen while the next one loads. */
export function useCalendarEvents(providerId: number, window: CalendarWindow) {
  return useQuery({
    ...calendarEventsQueryOptions(providerId, window),
    enabled: providerId > 0,
    placeholderData: keepPreviousData,
  });
}

export async function createCalendarEvent(providerId: number, body: CalendarEventCreate) {
  return unwrap(await api.POST('/providers/{id}/calendar-events', { params: { path: { id: providerId } }, body })).data;
}

export async function updateCalendarEvent(providerId: number, eventId: number, body: CalendarEventUpdate) {
  return unwrap(
    await api.PUT('/providers/{id}/calendar-events/{eventId}', {
      params: { path: { id: providerId, eventId } },
      body,
    }),
  ).data;
}

export async function deleteCalendarEvent(providerId: number, eventId: number): Promise<void> {
  unwrap(
    await api.DELETE('/providers/{id}/calendar-events/{eventId}', { params: { path: { id: providerId, eventId } } }),
  );
}

export type SaveEventInput =
  { eventId: null; body: CalendarEventCreate } | { eventId: number; body: CalendarEventUpdate };

/** Adds an event (eventId null) or sends the changed fields of one; every shown month is read again. */
export function useSaveCalendarEvent(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveEventInput) =>
      input.eventId === null
        ? createCalendarEvent(providerId, input.body)
        : updateCalendarEvent(providerId, input.eventId, input.body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.provider(providerId) }),
  });
}

export function useDeleteCalendarEvent(providerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (eventId: number) => deleteCalendarEvent(providerId, eventId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: calendarKeys.provider(providerId) }),
  });
}
