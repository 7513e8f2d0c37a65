import { describe, expect, it } from 'vitest';
import { allPages } from './all-pages';

/** A list of `total` numbered records served `size` a page, with the pages asked for recorded. */
function pagedList(total: number, size: number) {
  const asked: number[] = [];
  const rows = Array.from({ length: total }, (_, index) => index + 1);
  const readPage = (page: number) => {
    asked.push(page);
    return Promise.resolve({
      data: rows.slice((page - 1) * size, page * size),
      paging: { pageCount: Math.ceil(rows.length / size) },
    });
  };
  return { asked, rows, readPage };
}

describe('allPages', () => {
  it('reads page after page until the last the server names, in order', async () => {
    const list = pagedList(7, 3);
    expect(await allPages(list.readPage)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(list.asked).toEqual([1, 2, 3]);
  });

  it('asks once for an empty list (no pages)', async () => {
    const list = pagedList(0, 3);
    expect(await allPages(list.readPage)).toEqual([]);
    expect(list.asked).toEqual([1]);
  });

  it('stops at an empty page when records are deleted while it reads', async () => {
    const list = pagedList(6, 3);
    const shrinking = async (page: number) => {
      const answer = await list.readPage(page);
      // After the first page, the server loses the rest but still counts the old total.
      if (page === 1) list.rows.splice(3);
      return { ...answer, paging: { pageCount: 5 } };
    };
    expect(await allPages(shrinking)).toEqual([1, 2, 3]);
    expect(list.asked).toEqual([1, 2]);
  });
});
