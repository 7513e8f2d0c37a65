// Push notifications (issue 22, point 4; spec points 7 and 8): the subscription is tagged with the user id, and a
// push script that does not load rejects opt-in and opt-out with the German message.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveIntegrationsConfig } from './config';
import { disablePush, enablePush, PUSH_STORAGE_KEY, readPushSubscription } from './push';

// The real SDK module fails to load, as a blocked or broken chunk would.
vi.mock('firebase/messaging', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

const LOAD_FAILED =
  'Der Dienst für Push-Benachrichtigungen konnte nicht geladen werden. Bitte versuchen Sie es später noch einmal.';

const standIn = resolveIntegrationsConfig({ VITE_MOCK_API: 'true' });
const production = resolveIntegrationsConfig(
  {},
  { push: { apiKey: 'key', projectId: 'portal', appId: '1:2:web:3', messagingSenderId: '2', vapidKey: 'vapid' } },
);

afterEach(() => {
  delete window.__pushStandIn;
});

describe('push notifications', () => {
  it('opts in tagged with the user id, and out again (mock stand-in)', async () => {
    const record = await enablePush(standIn, 7);
    expect(record).toMatchObject({ userId: 7, token: 'stand-in-token-7-1' });
    expect(window.__pushStandIn?.subscriptions).toEqual([expect.objectContaining({ userId: 7 })]);
    expect(readPushSubscription(7)?.token).toBe('stand-in-token-7-1');
    // Another user of this browser does not own the subscription.
    expect(readPushSubscription(8)).toBeNull();
    await disablePush(standIn, 7);
    expect(readPushSubscription(7)).toBeNull();
    expect(window.__pushStandIn?.subscriptions).toEqual([]);
  });

  it('rejects opt-in and opt-out with the German message when the push script does not load', async () => {
    await expect(enablePush(production, 7)).rejects.toThrow(LOAD_FAILED);
    window.localStorage.setItem(PUSH_STORAGE_KEY, JSON.stringify({ userId: 7, token: 't', createdAt: '2026-11-24' }));
    await expect(disablePush(production, 7)).rejects.toThrow(LOAD_FAILED);
    // A failed opt-out leaves the subscription as it was.
    expect(readPushSubscription(7)?.token).toBe('t');
  });

  it('rejects the same way in mock mode when a journey makes the stand-in fail', async () => {
    window.__pushStandIn = { subscriptions: [], failLoad: true };
    await expect(enablePush(standIn, 7)).rejects.toMatchObject({ name: 'PushError', message: LOAD_FAILED });
    await expect(disablePush(standIn, 7)).rejects.toMatchObject({ name: 'PushError', message: LOAD_FAILED });
  });
});
