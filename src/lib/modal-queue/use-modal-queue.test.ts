import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { modalHistoryKey } from '@/lib/session-store';
import { readModalHistory } from './modal-history';
import { type QueuedModal, useModalQueue, type UseModalQueueOptions } from './use-modal-queue';

const HOUR = 3_600_000;
const START = new Date('2026-11-22T10:00:00Z');

// The five modals of spec point 9, in a shuffled order to show that priority decides.
const modals: QueuedModal[] = [
  { id: 'prompt', priority: 5, frequency: 'once', qualifies: true },
  { id: 'missing-info', priority: 4, frequency: { everyHours: 6 }, qualifies: true },
  { id: 'video', priority: 1, frequency: 'once', qualifies: false },
  { id: 'price-update', priority: 2, frequency: { everyHours: 24 }, qualifies: true },
  { id: 'catalog-insert', priority: 3, frequency: { everyHours: 6 }, qualifies: true },
];

/** The dashboard, where the queue's host lets modals open. */
const SHOW_ON = ['/'];

/** The user whose history the queue reads and writes. */
const USER_ID = 11;

function setup(overrides: Partial<UseModalQueueOptions> = {}) {
  const initialProps: UseModalQueueOptions = {
    modals,
    ready: true,
    userId: USER_ID,
    pathname: '/',
    showOnPaths: SHOW_ON,
    isSwitchedUser: false,
    ...overrides,
  };
  return renderHook((props: UseModalQueueOptions) => useModalQueue(props), { initialProps });
}

function storeHistory(history: Record<string, unknown>) {
  window.localStorage.setItem(modalHistoryKey(USER_ID), JSON.stringify(history));
}

describe('useModalQueue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the first modal 100 ms after the data is ready, not before', () => {
    const { result, rerender } = setup({ ready: false });
    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.currentId).toBeNull();

    rerender({ modals, ready: true, userId: USER_ID, pathname: '/', showOnPaths: SHOW_ON, isSwitchedUser: false });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.currentId).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.currentId).toBe('price-update');
  });

  it('shows one modal at a time by priority, the next after the current closes, skipping those that do not qualify', () => {
    const { result } = setup();
    act(() => vi.advanceTimersByTime(100));
    const shown: Array<string | null> = [result.current.currentId];
    for (let i = 0; i < 4; i++) {
      act(() => result.current.close());
      shown.push(result.current.currentId);
    }
    expect(shown).toEqual(['price-update', 'catalog-insert', 'missing-info', 'prompt', null]);
  });

  it('stores the once flag or the closing time when a modal closes', () => {
    const { result } = setup({ modals: modals.filter((m) => m.id === 'prompt' || m.id === 'missing-info') });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.currentId).toBe('missing-info');
    act(() => vi.advanceTimersByTime(30_000));
    act(() => result.current.close());
    act(() => result.current.close());
    expect(readModalHistory(USER_ID)).toEqual({
      'missing-info': { closedAt: START.getTime() + 30_100 },
      prompt: { once: true, closedAt: START.getTime() + 30_100 },
    });
  });

  it('does not show a "once" modal that was dismissed before', () => {
    storeHistory({ prompt: { once: true, closedAt: START.getTime() - 100 * 24 * HOUR } });
    const { result } = setup({ modals: modals.filter((m) => m.id === 'prompt') });
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current.currentId).toBeNull();
  });

  it('keeps the 24-hour and 6-hour modals away within their interval and shows them after it', () => {
    storeHistory({
      'price-update': { closedAt: START.getTime() - 23 * HOUR },
      'catalog-insert': { closedAt: START.getTime() - 7 * HOUR },
      'missing-info': { closedAt: START.getTime() - 5 * HOUR },
      prompt: { once: true, closedAt: START.getTime() - HOUR },
    });
    const first = setup();
    const { result } = first;
    act(() => vi.advanceTimersByTime(100));
    // price update: closed 23 h ago (24 h interval); missing info: 5 h ago (6 h interval).
    expect(result.current.currentId).toBe('catalog-insert');
    act(() => result.current.close());
    expect(result.current.currentId).toBeNull();

    first.unmount();

    // A new session a day later: the 24-hour and the 6-hour modals are due again.
    vi.setSystemTime(START.getTime() + 24 * HOUR);
    const later = setup();
    act(() => vi.advanceTimersByTime(100));
    expect(later.result.current.currentId).toBe('price-update');
    const next: Array<string | null> = [];
    for (let i = 0; i < 3; i++) {
      act(() => later.result.current.close());
      next.push(later.result.current.currentId);
    }
    expect(next).toEqual(['catalog-insert', 'missing-info', null]);
  });

  it('shows nothing in a switch-user session and records nothing', () => {
    const { result } = setup({ isSwitchedUser: true });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.currentId).toBeNull();
    act(() => result.current.close());
    expect(window.localStorage.getItem(modalHistoryKey(USER_ID))).toBeNull();
  });

  it('waits on an excluded path and starts 100 ms after the user comes to the dashboard', () => {
    const { result, rerender } = setup({ pathname: '/checkout' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.currentId).toBeNull();

    rerender({ modals, ready: true, userId: USER_ID, pathname: '/', showOnPaths: SHOW_ON, isSwitchedUser: false });
    act(() => vi.advanceTimersByTime(99));
    expect(result.current.currentId).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.currentId).toBe('price-update');
  });

  it('opens nothing over a page the user works in, and starts once the user comes to the dashboard', () => {
    const { result, rerender } = setup({ pathname: '/leads/42' });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.currentId).toBeNull();
    rerender({ modals, ready: true, userId: USER_ID, pathname: '/leads', showOnPaths: SHOW_ON, isSwitchedUser: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.currentId).toBeNull();

    rerender({ modals, ready: true, userId: USER_ID, pathname: '/', showOnPaths: SHOW_ON, isSwitchedUser: false });
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.currentId).toBe('price-update');
    // Moving on to work hides the queued modal without closing it.
    rerender({
      modals,
      ready: true,
      userId: USER_ID,
      pathname: '/leads/42',
      showOnPaths: SHOW_ON,
      isSwitchedUser: false,
    });
    expect(result.current.currentId).toBeNull();
    expect(readModalHistory(USER_ID)).toEqual({});
  });

  it('hides the open modal on an excluded path without closing it, and shows it again when the user leaves', () => {
    const { result, rerender } = setup();
    act(() => vi.advanceTimersByTime(100));
    expect(result.current.currentId).toBe('price-update');

    rerender({
      modals,
      ready: true,
      userId: USER_ID,
      pathname: '/providers/101/info/budget',
      showOnPaths: SHOW_ON,
      isSwitchedUser: false,
    });
    expect(result.current.currentId).toBeNull();
    rerender({
      modals,
      ready: true,
      userId: USER_ID,
      pathname: '/providers/101/payments',
      showOnPaths: SHOW_ON,
      isSwitchedUser: false,
    });
    expect(result.current.currentId).toBeNull();
    expect(readModalHistory(USER_ID)).toEqual({});

    rerender({ modals, ready: true, userId: USER_ID, pathname: '/', showOnPaths: SHOW_ON, isSwitchedUser: false });
    expect(result.current.currentId).toBe('price-update');
  });

  it('skips a queued modal that stopped qualifying before its turn', () => {
    const { result, rerender } = setup();
    act(() => vi.advanceTimersByTime(100));
    const updated = modals.map((m) => (m.id === 'catalog-insert' ? { ...m, qualifies: false } : m));
    rerender({
      modals: updated,
      ready: true,
      userId: USER_ID,
      pathname: '/',
      showOnPaths: SHOW_ON,
      isSwitchedUser: false,
    });
    act(() => result.current.close());
    expect(result.current.currentId).toBe('missing-info');
  });
});
