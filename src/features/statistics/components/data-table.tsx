import { Download } from 'lucide-react';
import { isValidElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { today } from '@/lib/calendar-day';
import { CSV_MIME_TYPE, type CsvCell, toCsv } from '@/lib/csv';
import { downloadTextFile } from '@/lib/download';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align at the end, so digits line up. */
  numeric?: boolean;
  /** The cell as text for the CSV export, where `cell` renders more than text (a link, an icon). */
  text?: (row: Row) => CsvCell;
}

/** A cell's text for the CSV file: `text` when given, else what `cell` shows when it is text or a number. */
function cellText<Row>(column: Column<Row>, row: Row): CsvCell {
  if (column.text) return column.text(row);
  const node = column.cell(row);
  return typeof node === 'string' || typeof node === 'number' ? node : isValidElement(node) ? '' : null;
}

/** "Exportieren (CSV)" of one table (issue 41.8): the rows it holds, as shown, with its headers. */
function ExportTableButton<Row>({ caption, columns, rows }: Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rows'>) {
  const { t } = useTranslation();
  const exportTable = () => {
    const csv = toCsv(
      columns.map((column) => column.header),
      rows.map((row) => columns.map((column) => cellText(column, row))),
    );
    // Letters and digits of the caption (any script), joined by hyphens: no commas, quotes or path characters.
    const name = caption.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
    downloadTextFile(csv, `${name}-${today()}.csv`, CSV_MIME_TYPE);
    toast.success(t('statistics.export.done'));
  };
  return (
    <Button
      variant="ghost"
      size="sm"
      className="self-end"
      aria-label={t('statistics.export.label', { table: caption })}
      onClick={exportTable}
    >
      <Download aria-hidden="true" /> {t('statistics.export.button')}
    </Button>
  );
}

interface DataTableProps<Row> {
  caption: string;
  columns: ReadonlyArray<Column<Row>>;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** The first column names the row (a month, a rival): a row header for screen readers. */
  rowHeader?: boolean;
  footer?: ReactNode;
}

/** The figures of a chart as a table: for screen readers, for copying into a spreadsheet, and on small screens. */
export function DataTable<Row>({ caption, columns, rows, rowKey, rowHeader = true, footer }: DataTableProps<Row>) {
  // On a phone the table scrolls sideways: its frame is a named group that takes the focus, so the arrow keys
  // scroll it (axe: scrollable-region-focusable). A group, not a region: the section around it has the same name.
  return (
    <div className="flex flex-col gap-1">
      <ExportTableButton caption={caption} columns={columns} rows={rows} />
      <div role="group" aria-label={caption} tabIndex={0} className="overflow-x-auto">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-border text-muted-foreground">
              {columns.map((column) => (
                <th
                  key={column.id}
                  scope="col"
                  className={`px-2 py-1.5 font-medium ${column.numeric ? 'text-end' : 'text-start'}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)} className="border-b border-border last:border-0">
                {columns.map((column, index) =>
                  index === 0 && rowHeader ? (
                    <th key={column.id} scope="row" className="px-2 py-1.5 text-start font-normal">
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.id} className={`px-2 py-1.5 ${column.numeric ? 'text-end tabular-nums' : ''}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {footer ? <tfoot>{footer}</tfoot> : null}
        </table>
      </div>
    </div>
  );
}
