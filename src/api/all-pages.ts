// The one way to read a whole list: the document's list operations answer a page at a time (`data`, `paging`), and
// a screen that needs every record (a reorder, a picker, a thread) asks page by page in the largest size the
// operation allows. An empty page ends the reading too, so a total that shrinks while pages are read (records
// deleted meanwhile) cannot make it ask forever.

/** One page of a list operation, as `unwrap` returns it. */
export interface ListPage<T> {
  data: T[];
  paging: { pageCount: number };
}

/** Every record of a list: `readPage(1)`, `readPage(2)`, … until the last page the server names. */
export async function allPages<T>(readPage: (page: number) => Promise<ListPage<T>>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 1; ; page += 1) {
    const { data, paging } = await readPage(page);
    rows.push(...data);
    if (page >= paging.pageCount || data.length === 0) return rows;
  }
}
