import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/errors/load-error';
import { Button } from '@/components/ui/button';
import { addMonths, today } from '@/lib/calendar-day';
import { useCalendarLocale } from '../lib/calendar-locale';
import type { CalendarEvent } from '../lib/month';
import { MonthGrid, StatusLegend } from './month-grid';

/** The shown month: previous, next and today, the grid of days with their status, and the legend. */
export function MonthPanel({
  month,
  selected,
  onSelect,
  events,
  failed,
  fetching,
  onRetry,
}: {
  /** The first day of the shown month. */
  month: string;
  selected: string;
  onSelect: (day: string) => void;
  events: readonly CalendarEvent[];
  /** The month's events did not load. */
  failed: boolean;
  fetching: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const { rightToLeft, firstWeekday } = useCalendarLocale();
  return (
    <section aria-label={t('calendar.grid.label')} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('calendar.grid.previous')}
          onClick={() => onSelect(addMonths(month, -1))}
        >
          <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
        </Button>
        <Button
          variant="secondary"
          size="sm"
          aria-label={t('calendar.grid.next')}
          onClick={() => onSelect(addMonths(month, 1))}
        >
          <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
        </Button>
        <Button variant="ghost" size="sm" onClick={() => onSelect(today())}>
          <CalendarDays aria-hidden="true" /> {t('calendar.grid.today')}
        </Button>
        <p className="text-xs text-muted-foreground">{t('calendar.grid.keys')}</p>
      </div>
      {failed ? <LoadError onRetry={onRetry} /> : null}
      <div aria-busy={fetching || undefined}>
        <MonthGrid
          month={month}
          selected={selected}
          events={events}
          rightToLeft={rightToLeft}
          firstWeekday={firstWeekday}
          onSelect={onSelect}
        />
      </div>
      <StatusLegend />
    </section>
  );
}
