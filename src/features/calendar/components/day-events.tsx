import { Link2, Pencil, Trash2 } from 'lucide-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { href } from '@/config/paths';
import { useFormat } from '@/lib/format';
import { type CalendarEvent, eventsOn } from '../lib/month';
import { preloadDeleteEventDialog } from './delete-event-dialog';

/** The selected day: its events with their status, dates, note and request, and (with edit rights) edit and delete. */
export function DayEvents({
  day,
  events,
  pending,
  canManage,
  onEdit,
  onDelete,
}: {
  day: string;
  /** The shown month's events (the day's are picked out here). */
  events: readonly CalendarEvent[];
  /** The month's events have not loaded yet. */
  pending: boolean;
  canManage: boolean;
  onEdit: (event: CalendarEvent) => void;
  onDelete: (event: CalendarEvent) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const dayEvents = eventsOn(events, day);
  return (
    <section aria-labelledby="calendar-day-title" className="flex flex-col gap-3">
      <h2 id="calendar-day-title" className="text-lg font-semibold">
        {format.date(day)}
      </h2>
      {pending ? (
        <p role="status">{t('app.loading')}</p>
      ) : dayEvents.length === 0 ? (
        <p className="rounded-lg border border-dashed border-border p-4 text-sm text-muted-foreground">
          {t('calendar.day.free')}
        </p>
      ) : (
        <ul className="flex flex-col gap-3" aria-label={t('calendar.day.listLabel')}>
          {dayEvents.map((event) => (
            <DayEvent
              key={event.id}
              event={event}
              canManage={canManage}
              onEdit={() => onEdit(event)}
              onDelete={() => onDelete(event)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * When an event is: its day or days, and the times of a timed event as the provider's clock in Berlin shows them
 * ("15. Mai 2027, 14:00–18:00 Uhr"), never converted to the reader's time zone (docs/dates.md).
 */
function when(event: CalendarEvent, format: ReturnType<typeof useFormat>, t: TFunction): string {
  if (!event.allDay && event.startTime && event.endTime) {
    return format.wallClockRange(
      { date: event.startDate, time: event.startTime },
      { date: event.endDate, time: event.endTime },
    );
  }
  return event.startDate === event.endDate
    ? format.date(event.startDate)
    : t('calendar.day.range', { from: format.date(event.startDate), to: format.date(event.endDate) });
}

function DayEvent({
  event,
  canManage,
  onEdit,
  onDelete,
}: {
  event: CalendarEvent;
  canManage: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-border bg-card p-3">
      <div className="flex flex-wrap items-center gap-2">
        <Badge>{t(`calendar.status.${event.availability}`)}</Badge>
        <span className="font-medium break-words" dir="auto">
          {event.title}
        </span>
      </div>
      <p className="text-sm text-muted-foreground">{when(event, format, t)}</p>
      {event.note ? (
        <p className="text-sm whitespace-pre-line" dir="auto">
          {event.note}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {event.leadId ? (
          <Link to={href.lead(event.leadId)} className="inline-flex items-center gap-1 text-sm underline">
            <Link2 aria-hidden="true" className="size-4" /> {t('calendar.day.openLead')}
          </Link>
        ) : null}
        {canManage ? (
          <>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('calendar.day.editNamed', { title: event.title })}
              onClick={onEdit}
            >
              <Pencil aria-hidden="true" /> {t('calendar.day.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t('calendar.day.deleteNamed', { title: event.title })}
              onClick={onDelete}
              onPointerEnter={preloadDeleteEventDialog}
              onFocus={preloadDeleteEventDialog}
            >
              <Trash2 aria-hidden="true" /> {t('calendar.day.delete')}
            </Button>
          </>
        ) : null}
      </div>
    </li>
  );
}
