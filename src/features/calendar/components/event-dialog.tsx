import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { FormProblem } from '@/components/ui/form-problem';
import { Input, Textarea } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { toast } from '@/components/ui/toaster';
import { formErrorMap } from '@/lib/forms/form-errors';
import { messageKey } from '@/lib/forms/messages';
import { useServerForm } from '@/lib/forms/use-server-form';
import { useSaveCalendarEvent } from '../api/calendar-events';
import {
  AVAILABILITIES,
  createBody,
  emptyEvent,
  EVENT_SERVER_FIELDS,
  eventFormSchema,
  type EventFormValues,
  NOTE_MAX_LENGTH,
  TITLE_MAX_LENGTH,
  updateBody,
  valuesOf,
} from '../lib/event-form';
import type { CalendarEvent } from '../lib/month';

export interface EventDialogProps {
  providerId: number;
  /** The event to change, or null to add one starting on `day`. */
  event: CalendarEvent | null;
  day: string;
  onClose: () => void;
}

/**
 * Add or change an event: a date range (end not before start), all-day or with a start and an end time (the
 * provider's wall clock in Berlin), its availability, title and note.
 */
export function EventDialog({ providerId, event, day, onClose }: EventDialogProps) {
  const { t } = useTranslation();
  const schema = useMemo(() => eventFormSchema(), []);
  const form = useForm<EventFormValues>({
    resolver: zodResolver(schema, { error: formErrorMap() }),
    defaultValues: event ? valuesOf(event) : emptyEvent(day),
  });
  const save = useSaveCalendarEvent(providerId);
  const { problem, submit, isPending } = useServerForm({ form, mutation: save, fields: EVENT_SERVER_FIELDS });
  const { errors } = form.formState;
  const allDay = useWatch({ control: form.control, name: 'allDay' });
  const allDayId = useId();
  const timeZoneId = useId();
  // The calendar's own rule messages are keys of its texts; FormField translates the shared `validation.*` ones.
  const message = (text: string | undefined) => (text?.startsWith('calendar.') ? t(messageKey(text)) : text);

  const onSubmit = form.handleSubmit((values) => {
    if (event) {
      const body = updateBody(event, values);
      if (Object.keys(body).length === 0) {
        onClose();
        return;
      }
      return submit({ eventId: event.id, body }, { onSuccess: done });
    }
    return submit({ eventId: null, body: createBody(values) }, { onSuccess: done });
  });
  const done = (saved: CalendarEvent) => {
    toast.success(t('calendar.saved', { title: saved.title }));
    onClose();
  };

  const title = event ? t('calendar.form.editTitle') : t('calendar.form.addTitle');
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('calendar.form.description')}</DialogDescription>
        <form noValidate aria-label={title} className="flex flex-col gap-4" onSubmit={(e) => void onSubmit(e)}>
          <FormField label={t('calendar.form.title')} error={errors.title?.message}>
            {(control) => <Input {...control} {...form.register('title')} maxLength={TITLE_MAX_LENGTH} dir="auto" />}
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label={t('calendar.form.startDate')} error={message(errors.startDate?.message)}>
              {(control) => <Input {...control} {...form.register('startDate')} type="date" />}
            </FormField>
            <FormField label={t('calendar.form.endDate')} error={message(errors.endDate?.message)}>
              {(control) => <Input {...control} {...form.register('endDate')} type="date" />}
            </FormField>
          </div>
          <div className="flex items-center gap-2">
            <Controller
              control={form.control}
              name="allDay"
              render={({ field }) => (
                <Checkbox
                  id={allDayId}
                  ref={field.ref}
                  name={field.name}
                  checked={field.value}
                  onBlur={field.onBlur}
                  onCheckedChange={(checked) => field.onChange(checked)}
                />
              )}
            />
            <label htmlFor={allDayId} className="text-sm">
              {t('calendar.form.allDay')}
            </label>
          </div>
          {allDay ? null : (
            <fieldset className="flex flex-col gap-2" aria-describedby={timeZoneId}>
              <legend className="sr-only">{t('calendar.form.times')}</legend>
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField label={t('calendar.form.startTime')} error={message(errors.startTime?.message)}>
                  {(control) => <Input {...control} {...form.register('startTime')} type="time" />}
                </FormField>
                <FormField label={t('calendar.form.endTime')} error={message(errors.endTime?.message)}>
                  {(control) => <Input {...control} {...form.register('endTime')} type="time" />}
                </FormField>
              </div>
              <p id={timeZoneId} className="text-xs text-muted-foreground">
                {t('calendar.form.timeZone')}
              </p>
            </fieldset>
          )}
          <FormField label={t('calendar.form.availability')} error={errors.availability?.message}>
            {(control) => (
              <Select {...control} {...form.register('availability')}>
                {AVAILABILITIES.map((availability) => (
                  <option key={availability} value={availability}>
                    {t(`calendar.status.${availability}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormField label={t('calendar.form.note')} error={errors.note?.message}>
            {(control) => (
              <Textarea {...control} {...form.register('note')} rows={3} maxLength={NOTE_MAX_LENGTH} dir="auto" />
            )}
          </FormField>
          <FormProblem problem={problem} />
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={isPending}>
              {t('calendar.form.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
