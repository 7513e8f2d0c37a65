import type { ReactNode } from 'react';

export interface Column<Row> {
  id: string;
  header: string;
  cell: (row: Row) => ReactNode;
  /** Figures align at the end, so digits line up. */
  numeric?: boolean;
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
  );
}
