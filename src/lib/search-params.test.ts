import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineSearchParams, searchParam } from './search-params';

const listParams = defineSearchParams(
  {
    search: searchParam.text(10, 'q'),
    tags: searchParam.list(z.enum(['a', 'b', 'c'])),
    ids: searchParam.list(searchParam.positiveIntItem, 'id'),
    open: searchParam.flag(),
    since: searchParam.date(),
    sort: searchParam.oneOf(['new', 'old'], 'new'),
    size: searchParam.positiveInt<10 | 20>(10, { oneOf: [10, 20] }),
    page: searchParam.positiveInt<number>(1),
  },
  { page: 'page' },
);

describe('search params of a list page', () => {
  it('reads defaults from an empty URL and writes nothing for them', () => {
    const values = listParams.read(new URLSearchParams());
    expect(values).toEqual({
      search: '',
      tags: [],
      ids: [],
      open: undefined,
      since: null,
      sort: 'new',
      size: 10,
      page: 1,
    });
    expect(listParams.write(values).toString()).toBe('');
  });

  it('reads typed values and writes them back under their URL names', () => {
    const url = 'q=Anna&tags=a%2Cc&id=7%2C9&open=false&since=2026-02-28&sort=old&size=20&page=3';
    const values = listParams.read(new URLSearchParams(url));
    expect(values).toEqual({
      search: 'Anna',
      tags: ['a', 'c'],
      ids: [7, 9],
      open: false,
      since: '2026-02-28',
      sort: 'old',
      size: 20,
      page: 3,
    });
    expect(listParams.write(values).toString()).toBe(url);
  });

  it('falls back to the default for malformed values and drops bad list items', () => {
    const values = listParams.read(
      new URLSearchParams('q=abcdefghijklmno&tags=a,x,a&id=0,x,5&open=yes&since=2026-02-30&sort=up&size=15&page=-1'),
    );
    expect(values).toEqual({
      search: 'abcdefghij',
      tags: ['a'],
      ids: [5],
      open: undefined,
      since: null,
      sort: 'new',
      size: 10,
      page: 1,
    });
  });

  it('goes back to the first page when a filter changes, not when the page does', () => {
    const current = new URLSearchParams('sort=old&page=4');
    expect(listParams.update(current, { tags: ['b'] }).toString()).toBe('tags=b&sort=old');
    expect(listParams.update(current, { page: 5 }).toString()).toBe('sort=old&page=5');
  });

  it('keeps params it does not own, also on reset', () => {
    const current = new URLSearchParams('utm_source=mail&q=Anna&page=2');
    expect(listParams.update(current, { open: true }).toString()).toBe('utm_source=mail&q=Anna&open=true');
    expect(listParams.reset(current).toString()).toBe('utm_source=mail');
  });
});
