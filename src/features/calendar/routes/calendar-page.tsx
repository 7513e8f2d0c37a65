import { Plus } from 'lucide-react';
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
          {canManage ? (
            <Button onClick={() => setEditing({ event: null, day: selected })}>
              <Plus aria-hidden="true" /> {t('calendar.add')}
            </Button>
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
      {deleting ? (
        <DeleteEventDialog providerId={provider.id} event={deleting} onClose={() => setDeleting(null)} />
      ) : null}
    </ProviderPage>
  );
}
