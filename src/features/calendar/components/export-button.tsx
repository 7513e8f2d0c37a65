import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { addDays, addMonths, currentInstant } from '@/lib/calendar-day';
import { downloadTextFile } from '@/lib/download';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { useFormat } from '@/lib/format';
import { listCalendarEvents } from '../api/calendar-events';
import { fileSlug } from '../lib/download';

/** How far the export reaches: the shown month and the 11 after it (the API answers windows of up to 13 months). */
const EXPORT_MONTHS = 12;

/** Downloads the provider's events from the shown month on as an iCalendar file. */
export function ExportButton({ provider, month }: { provider: { id: number; name: string }; month: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const failureText = useFailureText();
  const [exporting, setExporting] = useState(false);
  const exportEvents = async () => {
    setExporting(true);
    try {
      const range = { startDate: month, endDate: addDays(addMonths(month, EXPORT_MONTHS), -1) };
      // The iCalendar writer (with the time zone of timed events) loads on the first export, not with the page.
      const [all, { toICalendar }] = await Promise.all([listCalendarEvents(provider.id, range), import('../lib/ics')]);
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
    <Button variant="secondary" loading={exporting} onClick={() => void exportEvents()}>
      <Download aria-hidden="true" /> {t('calendar.export.button')}
    </Button>
  );
}
