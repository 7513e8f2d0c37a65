import { describe, expect, it } from 'vitest';
import { customWindowProblems, readListState, toListQuery, writeListState } from './list-params';

describe('the inbox URL state', () => {
  it('defaults to the last six months, newest first, page 1 of 25, and writes nothing for the defaults', () => {
    const state = readListState(new URLSearchParams());
    expect(state).toMatchObject({ page: 1, limit: 25, sort: '-createdAt', months: 6, statuses: [], unread: undefined });
    expect(writeListState(state).toString()).toBe('');
  });

  it('survives a round trip through the URL', () => {
    const url = 'q=Anna&status=new%2Cpending&provider=101&unread=true&months=12&sort=createdAt&limit=50&page=3';
    const state = readListState(new URLSearchParams(url));
    expect(state).toMatchObject({
      coupleName: 'Anna',
      statuses: ['new', 'pending'],
      providerIds: [101],
      unread: true,
      months: 12,
      sort: 'createdAt',
      limit: 50,
      page: 3,
    });
    expect(writeListState(state).toString()).toBe(url);
  });

  it('ignores values it does not know instead of sending them to the API', () => {
    const state = readListState(
      new URLSearchParams('status=new,bogus&sort=name&limit=7&page=-2&provider=x,102&from=2026-13-45'),
    );
    expect(state).toMatchObject({ statuses: ['new'], sort: '-createdAt', limit: 25, page: 1, providerIds: [102] });
    expect(state.months).toBe(6);
  });

  it('turns the window into API dates and limits providers to the user’s own', () => {
    const today = new Date(2026, 10, 22);
    const months = toListQuery(readListState(new URLSearchParams('months=3&provider=999')), '', [101, 102], today);
    expect(months).toMatchObject({ createdAtStart: '2026-08-22', createdAtEnd: '2026-11-22', providerIds: [101, 102] });
    const custom = toListQuery(
      readListState(new URLSearchParams('from=2026-01-01&to=2026-03-31&provider=102')),
      ' Anna ',
      [101, 102],
      today,
    );
    expect(custom).toMatchObject({
      createdAtStart: '2026-01-01',
      createdAtEnd: '2026-03-31',
      providerIds: [102],
      coupleName: 'Anna',
    });
  });

  it('checks a custom window: both days, the end not before the start nor after today, at most 12 months', () => {
    const today = new Date(2026, 10, 22);
    const check = (from: string | null, to: string | null) => customWindowProblems({ from, to }, today);
    expect(check('2026-01-01', '2026-03-31')).toEqual({});
    expect(check(null, '')).toEqual({ from: 'required', to: 'required' });
    expect(check('2026-03-31', '2026-01-01')).toEqual({ to: 'order' });
    expect(check('2026-11-01', '2026-11-23')).toEqual({ to: 'future' });
    expect(check('2026-11-22', '2026-11-22')).toEqual({});
    // 12 months back from the end is the longest preset: the day before is one too many.
    expect(check('2025-11-22', '2026-11-22')).toEqual({});
    expect(check('2025-11-21', '2026-11-22')).toEqual({ from: 'tooLong' });
    // From 29 February 2028 the 12 months reach back to 28 February 2027, as the preset counts them.
    const later = new Date(2028, 2, 1);
    expect(customWindowProblems({ from: '2027-02-28', to: '2028-02-29' }, later)).toEqual({});
    expect(customWindowProblems({ from: '2027-02-27', to: '2028-02-29' }, later)).toEqual({ from: 'tooLong' });
  });

  it('asks for the default window while the custom range of the URL breaks the rules', () => {
    const today = new Date(2026, 10, 22);
    for (const url of ['from=2026-03-31&to=2026-01-01', 'from=2026-01-01', 'from=2024-01-01&to=2026-01-01'])
      expect(toListQuery(readListState(new URLSearchParams(url)), '', [101], today)).toMatchObject({
        createdAtStart: '2026-05-22',
        createdAtEnd: '2026-11-22',
      });
  });
});
