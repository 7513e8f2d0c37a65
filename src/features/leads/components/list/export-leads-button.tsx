import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allPages } from '@/api/all-pages';
import { listLeadsQueryLimits } from '@/api/generated/limits';
import { useLeadStatusLabel } from '@/components/domain/lead-status-badge';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { today } from '@/lib/calendar-day';
import { useFailureText } from '@/lib/forms/use-problem-text';
import { listLeads } from '../../api/leads';
import type { LeadListQuery } from '../../api/keys';

/** The largest page the document allows: the fewest requests. */
const EXPORT_PAGE_SIZE = listLeadsQueryLimits.limit.maximum;
/** At most this many leads go into one file (issue 41.8); the toast says when the inbox holds more. */
export const EXPORT_MAX_ROWS = 5000;
const MAX_PAGES = Math.ceil(EXPORT_MAX_ROWS / EXPORT_PAGE_SIZE);

/** "Exportieren (CSV)": every lead of the inbox's current filters and sort, all pages, as a CSV file. */
export function ExportLeadsButton({ query }: { query: LeadListQuery }) {
  const { t } = useTranslation();
  const statusLabel = useLeadStatusLabel();
  const failureText = useFailureText();
  const [exporting, setExporting] = useState(false);
  const exportLeads = async () => {
    setExporting(true);
    try {
      let total = 0;
      const leads = await allPages(async (page) => {
        const result = await listLeads({ ...query, page, limit: EXPORT_PAGE_SIZE });
        total = result.paging.total;
        // The cap: the page that reaches it is the last one read.
        return page >= MAX_PAGES ? { data: result.data, paging: { pageCount: page } } : result;
      });
      const rows = leads.slice(0, EXPORT_MAX_ROWS);
      // The CSV writer and the download load with the first export, not with the inbox.
      const [{ leadsCsv }, { CSV_MIME_TYPE }, { downloadTextFile }] = await Promise.all([
        import('../../lib/lead-csv'),
        import('@/lib/csv'),
        import('@/lib/download'),
      ]);
      downloadTextFile(leadsCsv(rows, t, statusLabel), t('leads.export.fileName', { date: today() }), CSV_MIME_TYPE);
      if (total > rows.length) toast.info(t('leads.export.cut', { count: rows.length, total }));
      else toast.success(t('leads.export.done', { count: rows.length }));
    } catch (error) {
      toast.error(failureText(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" loading={exporting} onClick={() => void exportLeads()}>
      <Download aria-hidden="true" /> {t('leads.export.button')}
    </Button>
  );
}
