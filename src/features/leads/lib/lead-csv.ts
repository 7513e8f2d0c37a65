import type { TFunction } from 'i18next';
import { parseInstant } from '@/lib/calendar-day';
import { type CsvCell, toCsv } from '@/lib/csv';
import type { Lead } from '../api/leads';

// The inbox as a CSV file (issue 41.8): a column per field a vendor works with, in the UI language. Contact data
// only where the API shows them (`contactVisible`: after the vendor's first message); a locked lead's withheld
// data stay withheld. Dates in the numeric DD.MM.YYYY of the spec, times in the user's time zone (the browser's).

const two = (value: number) => String(value).padStart(2, '0');

/** "14.06.2027" for the API date "2027-06-14"; empty for none. */
export function csvDate(day: string | null): string {
  if (!day) return '';
  const [year, month, date] = day.slice(0, 10).split('-');
  return `${date}.${month}.${year}`;
}

/** "07.12.2026 18:05" for an API date-time, in the user's time zone; empty for none. */
export function csvDateTime(value: string | null): string {
  if (!value) return '';
  const at = parseInstant(value);
  return `${two(at.getDate())}.${two(at.getMonth() + 1)}.${at.getFullYear()} ${two(at.getHours())}:${two(at.getMinutes())}`;
}

/** The inbox's leads as the text of a CSV file; `statusLabel` is the UI's status label (the badge's). */
export function leadsCsv(leads: readonly Lead[], t: TFunction, statusLabel: (lead: Lead) => string): string {
  const header = [
    t('leads.export.columns.couple'),
    t('leads.export.columns.provider'),
    t('leads.export.columns.status'),
    t('leads.export.columns.weddingDate'),
    t('leads.export.columns.email'),
    t('leads.export.columns.phone'),
    t('leads.export.columns.receivedAt'),
    t('leads.export.columns.firstResponseAt'),
    t('leads.export.columns.unread'),
    t('leads.export.columns.reminderAt'),
  ];
  const rows = leads.map((lead): CsvCell[] => {
    const visible = lead.leadDetails.contactVisible && !lead.isLocked;
    return [
      lead.isLocked
        ? t('leads.list.lockedTitle')
        : lead.couple.name ||
          lead.leadDetails.name ||
          t('leads.list.extensionNumber', { number: lead.extensionNumber }),
      lead.provider.name,
      statusLabel(lead),
      csvDate(lead.couple.weddingDate ?? lead.couple.organizationDate),
      visible ? lead.leadDetails.email : '',
      visible ? lead.leadDetails.phone : '',
      csvDateTime(lead.createdAt),
      csvDateTime(lead.firstResponseAt),
      lead.unreadMessageCount,
      csvDateTime(lead.reminderAt),
    ];
  });
  return toCsv(header, rows);
}
