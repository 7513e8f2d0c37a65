import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/components/ui/toaster';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useDeleteCalendarEvent } from '../api/calendar-events';
import type { CalendarEvent } from '../lib/month';

// The delete question (Radix dialog) loads with its button; pointing at it starts the download (issue 23).
const loadConfirmDialog = () => import('@/components/ui/confirm-dialog');
const ConfirmDialog = lazy(async () => ({ default: (await loadConfirmDialog()).ConfirmDialog }));
export const preloadDeleteEventDialog = () => void loadConfirmDialog();

/** Asks before an event is deleted, then deletes it and says so. */
export function DeleteEventDialog({
  providerId,
  event,
  onClose,
}: {
  providerId: number;
  event: CalendarEvent;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const remove = useDeleteCalendarEvent(providerId);
  return (
    <Suspense fallback={null}>
      <ConfirmDialog
        title={t('calendar.delete.title')}
        body={t('calendar.delete.body', { title: event.title })}
        confirm={t('calendar.delete.confirm')}
        pending={remove.isPending}
        onCancel={onClose}
        onConfirm={() => {
          remove.mutate(event.id, {
            onSuccess: () => {
              toast.success(t('calendar.delete.done', { title: event.title }));
              onClose();
            },
            onError: (error) => toast.error(failureText(error)),
          });
        }}
      />
    </Suspense>
  );
}
