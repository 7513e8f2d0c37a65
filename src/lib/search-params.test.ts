import { act, renderHook } from '@testing-library/react';
import { createElement, type ReactNode } from 'react';
import { MemoryRouter, useLocation, useNavigationType } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { defineSearchParams, searchParam, useSearchParam, useSearchParamState } from './search-params';

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

describe('params handed over by another page or site', () => {
  const callbackParams = defineSearchParams({
    code: searchParam.string(),
    next: searchParam.string('redirectUrl'),
    error: searchParam.present(),
    user: searchParam.optionalId(),
    state: searchParam.optionalOneOf(['active', 'passive']),
  });

  it('reads the text as it stands, null when absent; an id or null; whether a param is there; a known word or null', () => {
    expect(callbackParams.read(new URLSearchParams())).toEqual({
      code: null,
      next: null,
      error: false,
      user: null,
      state: null,
    });
    expect(
      callbackParams.read(
        new URLSearchParams('code=a%2Bb%20c&redirectUrl=%2Fleads%3Fx%3D1&error=&user=12&state=passive'),
      ),
    ).toEqual({ code: 'a+b c', next: '/leads?x=1', error: true, user: 12, state: 'passive' });
    expect(callbackParams.read(new URLSearchParams('state=gone')).state).toBeNull();
    expect(callbackParams.read(new URLSearchParams('code=&user=0')).code).toBe('');
    expect(callbackParams.read(new URLSearchParams('user=x1')).user).toBeNull();
    expect(callbackParams.read(new URLSearchParams('user=-3')).user).toBeNull();
  });

  it('writes an id and a text, and leaves out null, false and an empty text', () => {
    expect(
      callbackParams.write({ code: 'abc', next: '/todo', error: false, user: 7, state: 'active' }).toString(),
    ).toBe('code=abc&redirectUrl=%2Ftodo&user=7&state=active');
    expect(callbackParams.write({ code: '', next: null, error: false, user: null, state: null }).toString()).toBe('');
  });
});

describe('useSearchParamState', () => {
  function renderState(url: string) {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: [url] }, children);
    return renderHook(
      () => ({ state: useSearchParamState(listParams), location: useLocation(), navigation: useNavigationType() }),
      { wrapper },
    );
  }

  it("reads the page's values from the URL and writes a change back, the first page again", () => {
    const { result } = renderState('/list?utm=mail&sort=old&page=3');
    expect(result.current.state.values).toMatchObject({ sort: 'old', page: 3, search: '' });
    act(() => result.current.state.update({ search: 'Anna' }));
    expect(result.current.location.search).toBe('?utm=mail&q=Anna&sort=old');
    expect(result.current.state.values).toMatchObject({ search: 'Anna', sort: 'old', page: 1 });
  });

  it('pushes a history entry unless told to replace', () => {
    const { result } = renderState('/list');
    act(() => result.current.state.update({ page: 2 }));
    expect(result.current.location.search).toBe('?page=2');
    expect(result.current.navigation).toBe('PUSH');
    act(() => result.current.state.update({ page: 3 }, { replace: true }));
    expect(result.current.location.search).toBe('?page=3');
    expect(result.current.navigation).toBe('REPLACE');
  });

  it('resets its own fields and keeps the others; clear removes the whole query', () => {
    const { result } = renderState('/list?utm=mail&q=Anna&page=2');
    act(() => result.current.state.reset());
    expect(result.current.location.search).toBe('?utm=mail');
    act(() => result.current.state.clear({ replace: true }));
    expect(result.current.location.search).toBe('');
    expect(result.current.location.pathname).toBe('/list');
  });
});

describe('useSearchParam', () => {
  it("reads one param's text as it stands, null when absent", () => {
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(MemoryRouter, { initialEntries: ['/auth/login?redirectUrl=%2Fleads%3Fq%3DAnna'] }, children);
    const { result } = renderHook(() => [useSearchParam('redirectUrl'), useSearchParam('next')], { wrapper });
    expect(result.current).toEqual(['/leads?q=Anna', null]);
  });
});
