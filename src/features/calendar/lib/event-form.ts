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
/** A wall-clock time as the document takes it ("14:00"; what an `<input type="time">` holds without seconds). */
export const TIME_PATTERN = new RegExp(limits.startTime.pattern);
/** The document's availabilities in the order the form offers them. */
export const AVAILABILITIES: readonly Availability[] = limits.availability.enum;

/** Messages of the calendar's own rules (the form translates them; the shared `validation.*` keys FormField does). */
export const calendarMessage = {
  endBeforeStart: 'calendar.form.endBeforeStart',
  endTimeNotAfterStart: 'calendar.form.endTimeNotAfterStart',
} as const satisfies Record<string, TextKey>;

export interface EventFormValues {
  title: string;
  startDate: string;
  endDate: string;
  /** A whole-day event (no times) or one from `startTime` on `startDate` to `endTime` on `endDate`. */
  allDay: boolean;
  /** "HH:MM" on the provider's wall clock in Berlin (docs/dates.md); empty while the event is all-day. */
  startTime: string;
  endTime: string;
  availability: Availability;
  note: string;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules of the document (CalendarEventCreate): the end not before the start; an all-day event has no times, any
 * other both, and on one day the end time after the start time ("HH:MM" compare as text in the order of the day).
 */
export function eventFormSchema() {
  const { required, tooLong, date, invalid } = validationMessage;
  const day = z.string().min(1, required()).regex(ISO_DATE, date());
  return z
    .object({
      title: z.string().trim().min(1, required()).max(TITLE_MAX_LENGTH, tooLong(TITLE_MAX_LENGTH)),
      startDate: day,
      endDate: day,
      allDay: z.boolean(),
      startTime: z.string(),
      endTime: z.string(),
      availability: z.enum(limits.availability.enum),
      note: z.string().trim().max(NOTE_MAX_LENGTH, tooLong(NOTE_MAX_LENGTH)),
    })
    .refine((values) => !ISO_DATE.test(values.startDate) || values.endDate >= values.startDate, {
      path: ['endDate'],
      message: calendarMessage.endBeforeStart,
    })
    .superRefine((values, context) => {
      if (values.allDay) return;
      for (const field of ['startTime', 'endTime'] as const) {
        const time = values[field];
        if (time === '') context.addIssue({ code: 'custom', path: [field], message: required() });
        else if (!TIME_PATTERN.test(time)) context.addIssue({ code: 'custom', path: [field], message: invalid() });
      }
      if (
        values.startDate === values.endDate &&
        TIME_PATTERN.test(values.startTime) &&
        TIME_PATTERN.test(values.endTime) &&
        values.endTime <= values.startTime
      ) {
        context.addIssue({ code: 'custom', path: ['endTime'], message: calendarMessage.endTimeNotAfterStart });
      }
    });
}

export function emptyEvent(day: string): EventFormValues {
  return {
    title: '',
    startDate: day,
    endDate: day,
    allDay: true,
    startTime: '',
    endTime: '',
    availability: 'booked',
    note: '',
  };
}

/** The times a save leaves on the event: none for an all-day event, else the two fields (empty: none). */
function timesOf(values: EventFormValues): { startTime: string | null; endTime: string | null } {
  if (values.allDay) return { startTime: null, endTime: null };
  return { startTime: values.startTime || null, endTime: values.endTime || null };
}

export function valuesOf(event: CalendarEvent): EventFormValues {
  return {
    title: event.title,
    startDate: event.startDate,
    endDate: event.endDate,
    allDay: event.allDay,
    startTime: event.startTime ?? '',
    endTime: event.endTime ?? '',
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
    allDay: values.allDay,
    // An all-day event sends no times (the document's default); a timed one both.
    ...(values.allDay ? {} : timesOf(values)),
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
  if (values.allDay !== event.allDay) body.allDay = values.allDay;
  // Switching to all-day sends both times as null (the document checks the resulting event).
  const { startTime, endTime } = timesOf(values);
  if (startTime !== event.startTime) body.startTime = startTime;
  if (endTime !== event.endTime) body.endTime = endTime;
  if (values.availability !== event.availability) body.availability = values.availability;
  if (note !== (event.note ?? '')) body.note = note === '' ? null : note;
  return body;
}

export const EVENT_SERVER_FIELDS: ServerFieldMap<EventFormValues> = {
  title: 'title',
  startDate: 'startDate',
  endDate: 'endDate',
  allDay: 'allDay',
  startTime: 'startTime',
  endTime: 'endTime',
  availability: 'availability',
  note: 'note',
};
