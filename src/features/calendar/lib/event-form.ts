// The event form's values, rules (spec point 5 style messages, German by default) and what a save sends: the whole
// event when adding, only the changed fields when editing (the document's CalendarEventUpdate).
import * as z from 'zod';
import { CalendarEventCreateLimits } from '@/api/generated/limits';
import type { TextKey } from '@/i18n/text-keys';
import type { ServerFieldMap } from '@/lib/forms/form-errors';
import { validationMessage } from '@/lib/forms/messages';
import type { CalendarEventCreate, CalendarEventUpdate } from '../api/calendar-events';
import type { Availability, CalendarEvent } from './month';

const limits = CalendarEventCreateLimits.properties;
export const TITLE_MAX_LENGTH = limits.title.maxLength;
export const NOTE_MAX_LENGTH = limits.note.maxLength;
/** The document's availabilities in the order the form offers them. */
export const AVAILABILITIES: readonly Availability[] = limits.availability.enum;

/** Messages of the calendar's own rules (the form translates them; the shared `validation.*` keys FormField does). */
export const calendarMessage = {
  endBeforeStart: 'calendar.form.endBeforeStart',
} as const satisfies Record<string, TextKey>;

export interface EventFormValues {
  title: string;
  startDate: string;
  endDate: string;
  availability: Availability;
  note: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function eventFormSchema() {
  const { required, tooLong, date } = validationMessage;
  const day = z.string().min(1, required()).regex(ISO_DATE, date());
  return z
    .object({
      title: z.string().trim().min(1, required()).max(TITLE_MAX_LENGTH, tooLong(TITLE_MAX_LENGTH)),
      startDate: day,
      endDate: day,
      availability: z.enum(limits.availability.enum),
      note: z.string().trim().max(NOTE_MAX_LENGTH, tooLong(NOTE_MAX_LENGTH)),
    })
    .refine((values) => !ISO_DATE.test(values.startDate) || values.endDate >= values.startDate, {
      path: ['endDate'],
      message: calendarMessage.endBeforeStart,
    });
}

export function emptyEvent(day: string): EventFormValues {
  return { title: '', startDate: day, endDate: day, availability: 'booked', note: '' };
}

export function valuesOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    availability: event.availability,
    note: event.note ?? '',
  };
}

export function createBody(values: EventFormValues): CalendarEventCreate {
  const note = values.note.trim();
  return {
    title: values.title.trim(),
    startDate: values.startDate,
    endDate: values.endDate,
    // The document's events have dates only, no times: every event is a whole-day range (docs/calendar.md).
    allDay: true,
    availability: values.availability,
    ...(note === '' ? {} : { note }),
  };
}

/** The changed fields only; empty when nothing changed. */
export function updateBody(event: CalendarEvent, values: EventFormValues): CalendarEventUpdate {
  const body: CalendarEventUpdate = {};
  const title = values.title.trim();
  const note = values.note.trim();
  if (title !== event.title) body.title = title;
  if (values.startDate !== event.startDate) body.startDate = values.startDate;
  if (values.endDate !== event.endDate) body.endDate = values.endDate;
  if (values.availability !== event.availability) body.availability = values.availability;
  if (note !== (event.note ?? '')) body.note = note === '' ? null : note;
  return body;
}

export const EVENT_SERVER_FIELDS: ServerFieldMap<EventFormValues> = {
  title: 'title',
  startDate: 'startDate',
  endDate: 'endDate',
  availability: 'availability',
  note: 'note',
};
