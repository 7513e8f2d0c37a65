import { useQueryClient } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@/api/api-error';
import { CalendarEventCreateLimits } from '@/api/generated/limits';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { marketToday } from '@/lib/calendar-day';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { calendarKeys, createCalendarEvent, type CalendarEventCreate } from '../api/calendar-events';
import {
  type IcsImport,
  IcsImportError,
  type ImportedEntry,
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ENTRIES,
  parseIcsImport,
  type SkipReason,
} from '../lib/ics-import';
import type { Availability } from '../lib/month';
import { Progress } from '@/components/ui/progress';

/** How many entries are sent at once: a few, so a long file goes quicker without a burst of requests. */
const PARALLEL_REQUESTS = 3;
/** The availability imported entries get unless the user chooses another: blocked time from another calendar. */
const DEFAULT_AVAILABILITY: Availability = 'blocked';
/** The document's availabilities in its order (the event form's, without loading the form's rules). */
const AVAILABILITIES: readonly Availability[] = CalendarEventCreateLimits.properties.availability.enum;
const SKIP_REASONS: readonly SkipReason[] = ['past', 'recurring', 'cancelled', 'ownExport', 'invalid'];

type FileProblem = 'wrongType' | 'tooLarge' | 'unreadable' | 'noEvents' | 'tooMany';

interface Failure {
  entry: ImportedEntry;
  reason: string;
}

type Step =
  | { name: 'choose'; problem: { key: FileProblem; count: number } | null }
  | { name: 'preview'; file: IcsImport; chosen: ReadonlySet<string>; availability: Availability }
  | { name: 'importing'; total: number; done: number }
  | { name: 'done'; imported: number; failures: Failure[] };

/** jsdom and older browsers: File#text() is not everywhere, FileReader is. */
function readText(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(new Error('The file cannot be read.'));
    reader.readAsText(file);
  });
}

const isIcsFile = (file: File) => file.type === 'text/calendar' || /\.ics$/i.test(file.name);

function bodyOf(entry: ImportedEntry, availability: Availability): CalendarEventCreate {
  return {
    title: entry.title,
    startDate: entry.startDate,
    endDate: entry.endDate,
    allDay: entry.allDay,
    ...(entry.allDay ? {} : { startTime: entry.startTime, endTime: entry.endTime }),
    availability,
    ...(entry.note ? { note: entry.note } : {}),
  };
}

/** An entry's days and times as the day panel writes them. */
function whenOf(entry: ImportedEntry, format: ReturnType<typeof useFormat>, t: TFunction): string {
  if (!entry.allDay && entry.startTime && entry.endTime) {
    return format.wallClockRange(
      { date: entry.startDate, time: entry.startTime },
      { date: entry.endDate, time: entry.endTime },
    );
  }
  return entry.startDate === entry.endDate
    ? format.date(entry.startDate)
    : t('calendar.day.range', { from: format.date(entry.startDate), to: format.date(entry.endDate) });
}

/**
 * "Importieren (.ics)" (issue 42.5): a file of another calendar is read in the browser, its events are shown with a
 * tick each and one availability for all (blocked unless chosen otherwise), and the ticked ones are added through
 * createCalendarEvent, a few at a time, with progress and a summary naming the ones that failed and why.
 */
export function ImportDialog({ providerId, onClose }: { providerId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormat();
  const failureText = useFailureText();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ name: 'choose', problem: null });
  const failedId = useId();
  const maxSize = format.fileSize(IMPORT_MAX_BYTES);

  const chooseFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = (key: FileProblem, count = 0) => setStep({ name: 'choose', problem: { key, count } });
    if (!isIcsFile(file)) return problem('wrongType');
    if (file.size > IMPORT_MAX_BYTES) return problem('tooLarge');
    try {
      const parsed = parseIcsImport(await readText(file), {
        providerId,
        today: marketToday(),
        untitled: t('calendar.import.untitled'),
      });
      setStep({
        name: 'preview',
        file: parsed,
        chosen: new Set(parsed.entries.map((entry) => entry.key)),
        availability: DEFAULT_AVAILABILITY,
      });
    } catch (error) {
      if (error instanceof IcsImportError) return problem(error.reason, error.count);
      return problem('unreadable');
    }
  };

  const reasonOf = (error: unknown) => {
    const fieldMessage = isApiError(error) ? Object.values(error.fieldErrors)[0] : undefined;
    return fieldMessage ?? failureText(error);
  };

  const runImport = async (entries: readonly ImportedEntry[], availability: Availability) => {
    let done = 0;
    let imported = 0;
    const failures: Failure[] = [];
    setStep({ name: 'importing', total: entries.length, done });
    let next = 0;
    const worker = async () => {
      while (next < entries.length) {
        const entry = entries[next++];
        if (!entry) break;
        try {
          await createCalendarEvent(providerId, bodyOf(entry, availability));
          imported += 1;
        } catch (error) {
          failures.push({ entry, reason: reasonOf(error) });
        }
        done += 1;
        setStep({ name: 'importing', total: entries.length, done });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_REQUESTS, entries.length) }, worker));
    // In the order of the file, not of the answers.
    failures.sort((a, b) => entries.indexOf(a.entry) - entries.indexOf(b.entry));
    await queryClient.invalidateQueries({ queryKey: calendarKeys.provider(providerId) });
    setStep({ name: 'done', imported, failures });
  };

  const importing = step.name === 'importing';
  const title = t('calendar.import.title');
  return (
    <Dialog open onOpenChange={(open) => (open || importing ? undefined : onClose())}>
      <DialogContent
        hideClose={importing}
        className="max-w-2xl"
        onEscapeKeyDown={(event) => (importing ? event.preventDefault() : undefined)}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t('calendar.import.description')}</DialogDescription>

        {step.name === 'choose' ? (
          <>
            <FormField
              label={t('calendar.import.file', { size: maxSize })}
              error={
                step.problem
                  ? t(`calendar.import.problem.${step.problem.key}`, {
                      size: maxSize,
                      count: step.problem.count,
                      max: IMPORT_MAX_ENTRIES,
                    })
                  : undefined
              }
            >
              {(control) => (
                <Input
                  {...control}
                  type="file"
                  accept=".ics,text/calendar"
                  onChange={(event) => void chooseFile(event.target.files?.[0])}
                />
              )}
            </FormField>
            <DialogFooter>
              <Button type="button" variant="secondary" onClick={onClose}>
                {t('common.cancel')}
              </Button>
            </DialogFooter>
          </>
        ) : null}

        {step.name === 'preview' ? (
          <Preview
            step={step}
            whenOf={(entry) => whenOf(entry, format, t)}
            onChange={(change) => setStep({ ...step, ...change })}
            onBack={() => setStep({ name: 'choose', problem: null })}
            onImport={() =>
              void runImport(
                step.file.entries.filter((entry) => step.chosen.has(entry.key)),
                step.availability,
              )
            }
          />
        ) : null}

        {step.name === 'importing' ? (
          <div className="flex flex-col gap-2">
            <Progress max={step.total} value={step.done} aria-label={t('calendar.import.progressLabel')} />
            <p role="status">{t('calendar.import.progress', { done: step.done, total: step.total })}</p>
          </div>
        ) : null}

        {step.name === 'done' ? (
          <>
            <Alert tone={step.failures.length > 0 ? 'info' : 'success'} role="status">
              {t('calendar.import.summary', { imported: step.imported, failed: step.failures.length })}
            </Alert>
            {step.failures.length > 0 ? (
              <section aria-labelledby={failedId} className="flex flex-col gap-2">
                <h3 id={failedId} className="font-medium">
                  {t('calendar.import.failedTitle')}
                </h3>
                <ul className="flex list-disc flex-col gap-1 ps-5 text-sm">
                  {step.failures.map(({ entry, reason }) => (
                    <li key={entry.key}>
                      <span dir="auto">{entry.title}</span> ({whenOf(entry, format, t)}):{' '}
                      <span dir="auto">{reason}</span>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <DialogFooter>
              <Button type="button" onClick={onClose}>
                {t('common.close')}
              </Button>
            </DialogFooter>
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function Preview({
  step,
  whenOf,
  onChange,
  onBack,
  onImport,
}: {
  step: Extract<Step, { name: 'preview' }>;
  whenOf: (entry: ImportedEntry) => string;
  onChange: (change: { chosen?: ReadonlySet<string>; availability?: Availability }) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const { entries } = step.file;
  const skipped = SKIP_REASONS.filter((reason) => step.file.skipped[reason] > 0);
  const toggle = (key: string, checked: boolean) => {
    const chosen = new Set(step.chosen);
    if (checked) chosen.add(key);
    else chosen.delete(key);
    onChange({ chosen });
  };
  return (
    <>
      <p role="status" className="font-medium">
        {entries.length > 0 ? t('calendar.import.found', { count: entries.length }) : t('calendar.import.noneToImport')}
      </p>
      {skipped.length > 0 ? (
        <div className="text-sm text-muted-foreground">
          <p>{t('calendar.import.skippedTitle')}</p>
          <ul className="list-disc ps-5">
            {skipped.map((reason) => (
              <li key={reason}>{t(`calendar.import.skipped.${reason}`, { count: step.file.skipped[reason] })}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {entries.length > 0 ? (
        <>
          <FormField label={t('calendar.import.availability')}>
            {(control) => (
              <Select
                {...control}
                value={step.availability}
                onChange={(event) => {
                  const availability = AVAILABILITIES.find((candidate) => candidate === event.target.value);
                  if (availability) onChange({ availability });
                }}
              >
                {AVAILABILITIES.map((availability) => (
                  <option key={availability} value={availability}>
                    {t(`calendar.status.${availability}`)}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <ul
            aria-label={t('calendar.import.listLabel')}
            className="flex max-h-72 flex-col gap-2 overflow-y-auto rounded-md border border-border p-2"
          >
            {entries.map((entry) => {
              const id = `${listId}-${entry.key}`;
              return (
                <li key={entry.key} className="flex items-start gap-2">
                  <Checkbox
                    id={id}
                    className="mt-0.5"
                    checked={step.chosen.has(entry.key)}
                    onCheckedChange={(checked) => toggle(entry.key, checked)}
                  />
                  <label htmlFor={id} className="flex min-w-0 flex-col text-sm">
                    <span className="font-medium break-words" dir="auto">
                      {entry.title}
                    </span>
                    <span className="text-muted-foreground">{whenOf(entry)}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </>
      ) : null}
      <DialogFooter>
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('calendar.import.otherFile')}
        </Button>
        <Button type="button" disabled={step.chosen.size === 0} onClick={onImport}>
          {t('calendar.import.submit', { count: step.chosen.size })}
        </Button>
      </DialogFooter>
    </>
  );
}
