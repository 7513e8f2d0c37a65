import { type Column, DataTable } from './data-table';
import { Pager } from './pager';

/**
 * One page of a couple list as a table, or the line that says there is none, with the pager below (the page stays
 * out of the URL: the list starts again at page 1 with another period or provider).
 */
export function PagedRows<Row>({
  caption,
  none,
  rows,
  rowKey,
  columns,
  paging,
  onPage,
}: {
  caption: string;
  /** What an empty list says. */
  none: string;
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  columns: ReadonlyArray<Column<Row>>;
  paging: { page: number; pageCount: number };
  onPage: (page: number) => void;
}) {
  return (
    <>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{none}</p>
      ) : (
        <DataTable caption={caption} rows={rows} rowKey={rowKey} columns={columns} />
      )}
      <Pager page={paging.page} pageCount={paging.pageCount} onPage={onPage} />
    </>
  );
}
