import { CalendarSync, Plus, Upload } from 'lucide-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useProviderPermissions } from '@/api/queries/provider-permissions';
import { ProviderPage } from '@/components/provider-page/provider-page';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { today } from '@/lib/calendar-day';
import { useCurrentUser } from '@/lib/session/session-query';
import { useCalendarEvents } from '../api/calendar-events';
import { DayEvents } from '../components/day-events';
import { DeleteEventDialog } from '../components/delete-event-dialog';
import { ExportButton } from '../components/export-button';
import { MonthPanel } from '../components/month-panel';
import { useCalendarLocale } from '../lib/calendar-locale';
import { type CalendarEvent, monthOf, monthWindow } from '../lib/month';

// The form (react-hook-form, zod) loads when the user adds or edits an event.
const EventDialog = lazy(async () => ({ default: (await import('../components/event-dialog')).EventDialog }));

// The import (its dialog, ical.js and the preview) loads when the user opens it; pointing at the button starts it.
const loadImportDialog = () => import('../components/import-dialog');
const ImportDialog = lazy(async () => ({ default: (await loadImportDialog()).ImportDialog }));
const preloadImportDialog = () => void loadImportDialog();

// The subscription link (its query and dialog) loads when the user asks for it, not with the page.
const loadSubscribeDialog = () => import('../components/subscribe-dialog');
const SubscribeDialog = lazy(async () => ({ default: (await loadSubscribeDialog()).SubscribeDialog }));
const preloadSubscribeDialog = () => void loadSubscribeDialog();

type Editing = { event: CalendarEvent | null; day: string } | null;

/** /providers/{id}/calendar-events (issue 21 point 4): the provider's availability month by month. */
export default function CalendarPage() {
  const { t } = useTranslation();
  const params = useParams();
  const user = useCurrentUser();
  const id = Number(params['id']);
  const provider = user.providers.find((candidate) => candidate.id === id);
  const providerId = provider ? id : 0;
  const { firstWeekday } = useCalendarLocale();

  const [selected, setSelected] = useState(today);
  const month = monthOf(selected);
  const shownDays = useMemo(() => monthWindow(month, firstWeekday), [month, firstWeekday]);
  const events = useCalendarEvents(providerId, shownDays);
  const permissions = useProviderPermissions(providerId);
  const canManage = permissions.data?.canManage === true;
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<CalendarEvent | null>(null);
  const [importing, setImporting] = useState(false);
  const [subscribing, setSubscribing] = useState(false);
  const title = t('routes.calendar');

  // A provider the user is not linked to: the frame says so.
  if (!provider) return <ProviderPage providerId={id} title={title} />;

  return (
    <ProviderPage
      providerId={id}
      title={title}
      actions={
        <div className="flex flex-wrap gap-2">
          <ExportButton provider={provider} month={month} />
          <Button
            variant="secondary"
            onClick={() => setSubscribing(true)}
            onPointerEnter={preloadSubscribeDialog}
            onFocus={preloadSubscribeDialog}
          >
            <CalendarSync aria-hidden="true" /> {t('calendar.feed.button')}
          </Button>
          {canManage ? (
            <>
              <Button
                variant="secondary"
                onClick={() => setImporting(true)}
                onPointerEnter={preloadImportDialog}
                onFocus={preloadImportDialog}
              >
                <Upload aria-hidden="true" /> {t('calendar.import.button')}
              </Button>
              <Button onClick={() => setEditing({ event: null, day: selected })}>
                <Plus aria-hidden="true" /> {t('calendar.add')}
              </Button>
            </>
          ) : null}
        </div>
      }
    >
      <p className="mb-4 max-w-3xl text-sm text-muted-foreground">{t('calendar.intro')}</p>
      {permissions.data && !canManage ? (
        <Alert tone="info" className="mb-4">
          {t('calendar.readOnly')}
        </Alert>
      ) : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <MonthPanel
          month={month}
          selected={selected}
          onSelect={setSelected}
          events={events.data ?? []}
          failed={events.isError}
          fetching={events.isFetching}
          onRetry={() => void events.refetch()}
        />
        <DayEvents
          day={selected}
          events={events.data ?? []}
          pending={events.isPending}
          canManage={canManage}
          onEdit={(event) => setEditing({ event, day: selected })}
          onDelete={setDeleting}
        />
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
      {importing ? (
        <Suspense fallback={null}>
          <ImportDialog providerId={provider.id} onClose={() => setImporting(false)} />
        </Suspense>
      ) : null}
      {subscribing ? (
        <Suspense fallback={null}>
          <SubscribeDialog providerId={provider.id} canManage={canManage} onClose={() => setSubscribing(false)} />
        </Suspense>
      ) : null}
      {deleting ? (
        <DeleteEventDialog providerId={provider.id} event={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </ProviderPage>
  );
}
