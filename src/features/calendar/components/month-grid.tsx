import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { monthIndex } from '@/lib/calendar-day';
import { dayOfMonth } from '@/lib/calendar-weeks';
import { cn } from '@/lib/cn';
import { useFormat } from '@/lib/format';
import { type CalendarEvent, dayStatus, type DayStatus, eventsOn, monthWeeks, movedDay } from '../lib/month';

/** The colours of a day's status; the status is also written in the cell's name and in the legend. */
export const STATUS_STYLE: Record<DayStatus, string> = {
  booked: 'bg-rose-100 text-rose-950 border-rose-300',
  blocked: 'bg-stone-200 text-stone-900 border-stone-400',
  tentative: 'bg-amber-100 text-amber-950 border-amber-300',
  available: 'bg-emerald-100 text-emerald-950 border-emerald-300',
  free: 'bg-card text-foreground border-border',
};

// The column headers ("Mo.", named "Montag") and each day's name ("Montag, 14. Juni 2027") in the UI language.
const WEEKDAY_SHORT: Intl.DateTimeFormatOptions = { weekday: 'short' };
const WEEKDAY_LONG: Intl.DateTimeFormatOptions = { weekday: 'long' };
const DAY_NAME: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' };

interface MonthGridProps {
  /** The first day of the shown month. */
  month: string;
  /** The selected day: the one cell in the tab order (roving tabindex). */
  selected: string;
  events: readonly CalendarEvent[];
  rightToLeft: boolean;
  /** The week's first day in the UI language (0 Sunday … 6 Saturday, `FIRST_WEEKDAY`). */
  firstWeekday: number;
  onSelect: (day: string) => void;
}

/**
 * The month as an ARIA grid (the APG date-grid pattern): one tab stop, arrow keys move by day (mirrored in
 * right-to-left) and week, Home/End to the week's start and end, Page Up/Down by month. Weeks start on the
 * locale's first weekday (Monday in German).
 */
export function MonthGrid({ month, selected, events, rightToLeft, firstWeekday, onSelect }: MonthGridProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const weeks = useMemo(() => monthWeeks(month, firstWeekday), [month, firstWeekday]);
  const cells = useRef(new Map<string, HTMLDivElement>());
  // Focus follows a key press only: a selection from outside (a button, a reload) leaves the focus where it is.
  const moveFocus = useRef(false);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    cells.current.get(selected)?.focus();
  }, [selected, weeks]);

  const shownMonth = monthIndex(month);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, day: string) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(day);
      return;
    }
    const next = movedDay(day, event.key, rightToLeft, firstWeekday);
    if (!next) return;
    event.preventDefault();
    moveFocus.current = true;
    onSelect(next);
  };

  return (
    <div className="flex flex-col gap-2">
      <h2 id={titleId} className="text-lg font-semibold" aria-live="polite">
        {format.month(month.slice(0, 7))}
      </h2>
      <div role="grid" aria-labelledby={titleId} className="flex flex-col gap-1">
        <div role="row" className="grid grid-cols-7 gap-1">
          {weeks[0]?.map((day) => (
            <div
              key={day}
              role="columnheader"
              aria-label={format.dateWith(WEEKDAY_LONG, day)}
              className="py-1 text-center text-xs font-medium text-muted-foreground"
            >
              {format.dateWith(WEEKDAY_SHORT, day)}
            </div>
          ))}
        </div>
        {weeks.map((week) => (
          <div key={week[0]} role="row" className="grid grid-cols-7 gap-1">
            {week.map((day) => {
              const dayEvents = eventsOn(events, day);
              const status = dayStatus(dayEvents);
              const outside = monthIndex(day) !== shownMonth;
              const isSelected = day === selected;
              const label = t('calendar.grid.dayLabel', {
                date: format.dateWith(DAY_NAME, day),
                status: t(`calendar.status.${status}`),
              });
              return (
                <div
                  key={day}
                  role="gridcell"
                  ref={(element) => {
                    if (element) cells.current.set(day, element);
                    else cells.current.delete(day);
                  }}
                  tabIndex={isSelected ? 0 : -1}
                  aria-selected={isSelected}
                  onClick={() => onSelect(day)}
                  onKeyDown={(event) => onKeyDown(event, day)}
                  className={cn(
                    'relative flex min-h-12 cursor-pointer flex-col items-start gap-0.5 rounded-md border p-1 text-start text-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-700 sm:min-h-20 sm:p-2',
                    STATUS_STYLE[status],
                    // A day of the next or last month is marked by its dashed frame and muted number, not by
                    // transparency, which left its number below the contrast of WCAG AA (issue 38.1).
                    outside && 'border-dashed',
                    outside && status === 'free' && 'bg-background',
                    isSelected && 'ring-2 ring-brand-700',
                  )}
                >
                  {/* The cell is named by its content, the full date and status (not an aria-label, which the
                      visible number and title would have to be part of, issue 38.1); the title is read in the
                      day's list below the grid. */}
                  <span className="sr-only">{label}</span>
                  <span aria-hidden="true" className={cn('font-medium', outside && 'text-muted-foreground')}>
                    {dayOfMonth(day)}
                  </span>
                  {status === 'free' ? null : (
                    // The title keeps its own direction: a Latin title in Arabic is cut at its end, not its start.
                    <span aria-hidden="true" dir="auto" className="hidden w-full truncate text-xs sm:block">
                      {dayEvents[0]?.title}
                    </span>
                  )}
                </div>
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}

/** The colours' meaning, under the grid. */
export function StatusLegend() {
  const { t } = useTranslation();
  const statuses: DayStatus[] = ['booked', 'tentative', 'blocked', 'available', 'free'];
  return (
    <ul aria-label={t('calendar.grid.legend')} className="flex flex-wrap gap-x-4 gap-y-1 text-xs">
      {statuses.map((status) => (
        <li key={status} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={cn('inline-block size-3 rounded-sm border', STATUS_STYLE[status])} />
          {t(`calendar.status.${status}`)}
        </li>
      ))}
    </ul>
  );
}
