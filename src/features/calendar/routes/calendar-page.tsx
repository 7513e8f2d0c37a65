import dayjs from 'dayjs';
import { CalendarDays, ChevronLeft, ChevronRight, Download, Link2, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { href } from '@/config/paths';
import { currentInstant, today } from '@/lib/calendar-day';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { isLocale, isRightToLeft, toLanguageTag } from '@/lib/locale';
import { useCurrentUser } from '@/lib/session/session-query';
import { listCalendarEvents, useCalendarEvents, useDeleteCalendarEvent } from '../api/calendar-events';
import { MonthGrid, StatusLegend } from '../components/month-grid';
import { downloadTextFile, fileSlug } from '../lib/download';
import { toICalendar } from '../lib/ics';
import { type CalendarEvent, eventsOn, FIRST_WEEKDAY, isoDay, monthOf, monthWindow } from '../lib/month';

// The form (react-hook-form, zod) loads when the user adds or edits an event.
const EventDialog = lazy(async () => ({ default: (await import('../components/event-dialog')).EventDialog }));
// The delete question (Radix dialog) loads with its button; pointing at it starts the download (issue 23).
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));
const preloadConfirmDialog = () => void loadConfirmDialog();

/** How far the export reaches: the shown month and the 11 after it (the API answers windows of up to 13 months). */
const EXPORT_MONTHS = 12;

type Editing = { event: CalendarEvent | null; day: string } | null;

/** /providers/{id}/calendar-events (issue 21 point 4): the provider's availability month by month. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const params = useParams();
  const user = useCurrentUser();
  const format = useFormat();
  const failureText = useFailureText();
  const id = Number(params['id']);
  const provider = user.providers.find((candidate) => candidate.id === id);
  const providerId = provider ? id : 0;
  const locale = isLocale(i18n.language) ? i18n.language : 'de_DE';
  const languageTag = toLanguageTag(locale);
  const rightToLeft = isRightToLeft(locale);
  const firstWeekday = FIRST_WEEKDAY[locale];

  const [selected, setSelected] = useState(today);
  const month = monthOf(selected);
  const shownDays = useMemo(() => monthWindow(month, firstWeekday), [month, firstWeekday]);
  const events = useCalendarEvents(providerId, shownDays);
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const remove = useDeleteCalendarEvent(providerId);
  const [exporting, setExporting] = useState(false);
  const title = t('routes.calendar');

  // A provider the user is not linked to: the frame says so.
  if (!provider) return <ProviderPage providerId={id} title={title} />;

  const dayEvents = eventsOn(events.data ?? [], selected);
  const exportEvents = async () => {
    setExporting(true);
    try {
      const start = dayjs(month);
      const range = { startDate: month, endDate: isoDay(start.add(EXPORT_MONTHS, 'month').subtract(1, 'day')) };
      const all = await listCalendarEvents(provider.id, range);
      const ics = toICalendar(all, {
        calendarName: t('calendar.export.calendarName', { provider: provider.name }),
        availabilityLabel: (availability) => t(`calendar.status.${availability}`),
        now: currentInstant(),
      });
      downloadTextFile(ics, `${fileSlug(provider.name)}-${month.slice(0, 7)}.ics`, 'text/calendar;charset=utf-8');
      toast.success(t('calendar.export.done', { from: format.date(range.startDate), to: format.date(range.endDate) }));
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <ProviderPage
      providerId={id}
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" loading={exporting} onClick={() => void exportEvents()}>
            <Download aria-hidden="true" /> {t('calendar.export.button')}
          </Button>
          {canManage ? (
            <Button onClick={() => setEditing({ event: null, day: selected })}>
              <Plus aria-hidden="true" /> {t('calendar.add')}
            </Button>
          ) : null}
        </div>
      }
    >
      <p className="mb-4 max-w-3xl text-sm text-muted">{t('calendar.intro')}</p>
      {permissions.data && !canManage ? (
        <Alert tone="info" className="mb-4">
          {t('calendar.readOnly')}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <section aria-label={t('calendar.grid.label')} className="flex flex-col gap-3">
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('calendar.grid.previous')}
              onClick={() => setSelected(isoDay(dayjs(month).subtract(1, 'month')))}
            >
              <ChevronLeft aria-hidden="true" className="rtl:rotate-180" />
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-label={t('calendar.grid.next')}
              onClick={() => setSelected(isoDay(dayjs(month).add(1, 'month')))}
            >
              <ChevronRight aria-hidden="true" className="rtl:rotate-180" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setSelected(today())}>
              <CalendarDays aria-hidden="true" /> {t('calendar.grid.today')}
            </Button>
            <p className="text-xs text-muted">{t('calendar.grid.keys')}</p>
          </div>
          {events.isError ? (
            <Alert className="flex flex-wrap items-center justify-between gap-2">
              <span>{t('errors.loading')}</span>
              <Button size="sm" variant="secondary" onClick={() => void events.refetch()}>
                {t('common.retry')}
              </Button>
            </Alert>
          ) : null}
          <div aria-busy={events.isFetching || undefined}>
            <MonthGrid
              month={month}
              selected={selected}
              events={events.data ?? []}
              languageTag={languageTag}
              rightToLeft={rightToLeft}
              firstWeekday={firstWeekday}
              onSelect={setSelected}
            />
          </div>
          <StatusLegend />
        </section>
        <section aria-labelledby="calendar-day-title" className="flex flex-col gap-3">
          <h2 id="calendar-day-title" className="text-lg font-semibold">
            {format.date(selected)}
          </h2>
          {events.isPending ? (
            <p role="status">{t('app.loading')}</p>
          ) : dayEvents.length === 0 ? (
            <p className="rounded-lg border border-dashed border-line p-4 text-sm text-muted">
              {t('calendar.day.free')}
            </p>
          ) : (
            <ul className="flex flex-col gap-3" aria-label={t('calendar.day.listLabel')}>
              {dayEvents.map((event) => (
                <li key={event.id} className="flex flex-col gap-2 rounded-lg border border-line bg-surface p-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <Badge>{t(`calendar.status.${event.availability}`)}</Badge>
                    <span className="font-medium break-words" dir="auto">
                      {event.title}
                    </span>
                  </div>
                  <p className="text-sm text-muted">
                    {event.startDate === event.endDate
                      ? format.date(event.startDate)
                      : t('calendar.day.range', { from: format.date(event.startDate), to: format.date(event.endDate) })}
                  </p>
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
                          onClick={() => setEditing({ event, day: selected })}
                        >
                          <Pencil aria-hidden="true" /> {t('calendar.day.edit')}
                        </Button>
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('calendar.day.deleteNamed', { title: event.title })}
                          onClick={() => setDeleting(event)}
                          onPointerEnter={preloadConfirmDialog}
                          onFocus={preloadConfirmDialog}
                        >
                          <Trash2 aria-hidden="true" /> {t('calendar.day.delete')}
                        </Button>
                      </>
                    ) : null}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      {editing ? (
        <Suspense fallback={null}>
          <EventDialog
            providerId={provider.id}
            event={editing.event}
            day={editing.day}
            onClose={() => setEditing(null)}
          />
        </Suspense>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            title={t('calendar.delete.title')}
            body={t('calendar.delete.body', { title: deleting.title })}
            confirm={t('calendar.delete.confirm')}
            pending={remove.isPending}
            onCancel={() => setDeleting(null)}
            onConfirm={() => {
              remove.mutate(deleting.id, {
                onSuccess: () => {
                  toast.success(t('calendar.delete.done', { title: deleting.title }));
                  setDeleting(null);
                },
                onError: (error) => toast.error(failureText(error)),
              });
            }}
          />
        </Suspense>
      ) : null}
    </ProviderPage>
  );
}
