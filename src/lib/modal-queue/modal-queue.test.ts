import { describe, expect, it } from 'vitest';
import { clearSession, modalHistoryKey } from '@/lib/session-store';
import { readModalHistory, recordModalClosed } from './modal-history';
import { buildModalQueue, isModalDue, isModalExcludedPath, type ModalDefinition } from './modal-queue';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 22, 10, 0, 0);

const once: ModalDefinition = { id: 'video', priority: 1, frequency: 'once' };
const daily: ModalDefinition = { id: 'price-update', priority: 2, frequency: { everyHours: 24 } };
const sixHourly: ModalDefinition = { id: 'missing-info', priority: 4, frequency: { everyHours: 6 } };

describe('isModalDue', () => {
  it('is due when the modal was never closed', () => {
    expect(isModalDue(once, {}, NOW)).toBe(true);
    expect(isModalDue(daily, {}, NOW)).toBe(true);
  });

  it('never shows a "once" modal again after it was dismissed, however long ago', () => {
    expect(isModalDue(once, { video: { once: true, closedAt: NOW - 400 * 24 * HOUR } }, NOW)).toBe(false);
  });

  it('shows a 24-hour modal again only when 24 hours have passed since it was closed', () => {
    expect(isModalDue(daily, { 'price-update': { closedAt: NOW - 23 * HOUR } }, NOW)).toBe(false);
    expect(isModalDue(daily, { 'price-update': { closedAt: NOW - 24 * HOUR + 1 } }, NOW)).toBe(false);
    expect(isModalDue(daily, { 'price-update': { closedAt: NOW - 24 * HOUR } }, NOW)).toBe(true);
  });

  it('shows a 6-hour modal again only when 6 hours have passed since it was closed', () => {
    expect(isModalDue(sixHourly, { 'missing-info': { closedAt: NOW - 5 * HOUR } }, NOW)).toBe(false);
    expect(isModalDue(sixHourly, { 'missing-info': { closedAt: NOW - 6 * HOUR } }, NOW)).toBe(true);
  });
});

describe('buildModalQueue', () => {
  it('orders the due modals by priority and leaves out the ones not due', () => {
    const prompt: ModalDefinition = { id: 'prompt', priority: 5, frequency: 'once' };
    const insert: ModalDefinition = { id: 'catalog-insert', priority: 3, frequency: { everyHours: 6 } };
    const history = { 'catalog-insert': { closedAt: NOW - HOUR } };
    expect(buildModalQueue([prompt, sixHourly, insert, daily, once], history, NOW)).toEqual([
      'video',
      'price-update',
      'missing-info',
      'prompt',
    ]);
  });
});

describe('modal history', () => {
  const ANNA = 11;
  const BEN = 12;

  it('stores a once flag for "once" modals and the closing time for all', () => {
    recordModalClosed('video', { userId: ANNA, once: true, now: NOW });
    recordModalClosed('price-update', { userId: ANNA, once: false, now: NOW + 5 });
    expect(JSON.parse(window.localStorage.getItem(modalHistoryKey(ANNA)) ?? '')).toEqual({
      video: { once: true, closedAt: NOW },
      'price-update': { closedAt: NOW + 5 },
    });
  });

  it('keeps one history per user: what one user of the browser dismissed still shows to the next', () => {
    recordModalClosed('video', { userId: ANNA, once: true, now: NOW });
    expect(readModalHistory(BEN)).toEqual({});
    recordModalClosed('price-update', { userId: BEN, once: false, now: NOW + 5 });
    expect(readModalHistory(ANNA)).toEqual({ video: { once: true, closedAt: NOW } });
    expect(readModalHistory(BEN)).toEqual({ 'price-update': { closedAt: NOW + 5 } });
  });

  it("survives a logout, every user's", () => {
    recordModalClosed('video', { userId: ANNA, once: true, now: NOW });
    recordModalClosed('video', { userId: BEN, once: true, now: NOW + 1 });
    clearSession();
    expect(readModalHistory(ANNA)).toEqual({ video: { once: true, closedAt: NOW } });
    expect(readModalHistory(BEN)).toEqual({ video: { once: true, closedAt: NOW + 1 } });
  });

  it('treats an unreadable history as empty and drops malformed entries', () => {
    window.localStorage.setItem(modalHistoryKey(ANNA), '{not json');
    expect(readModalHistory(ANNA)).toEqual({});
    window.localStorage.setItem(modalHistoryKey(ANNA), '[1,2]');
    expect(readModalHistory(ANNA)).toEqual({});
    window.localStorage.setItem(
      modalHistoryKey(ANNA),
      JSON.stringify({ ok: { closedAt: NOW }, bad: { closedAt: 'yesterday' }, worse: null }),
    );
    expect(readModalHistory(ANNA)).toEqual({ ok: { closedAt: NOW } });
  });
});

describe('isModalExcludedPath', () => {
  it.each([
    '/checkout',
    '/password-renew',
    '/providers/103/payments',
    '/providers/0/payments',
    '/providers/103/info',
    '/providers/103/info/budget',
    '/auth/login',
    '/password-reset/abc',
  ])('suppresses modals on %s', (path) => {
    expect(isModalExcludedPath(path)).toBe(true);
  });

  it.each(['/', '/dashboard', '/leads', '/leads/12', '/providers', '/providers/103/galleries/5', '/todo'])(
    'allows modals on %s',
    (path) => {
      expect(isModalExcludedPath(path)).toBe(false);
    },
  );
});
