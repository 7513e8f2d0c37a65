// The realtime mock against the real Firebase SDK: the SDK connects to the emulator address, MSW's WebSocket
// interception answers with the Realtime Database wire protocol, and the mock database's new requests and
// messages arrive as entries under customer_users/{uuid}/leads.
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import type { Database, DataSnapshot } from 'firebase/database';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db, resetDatabase } from '../db';
import { USER } from '../db/core';
import { createIncomingLead, createIncomingMessage, LEAD } from '../db/leads';
import { createMockServer } from '../node';
import { MOCK_REALTIME_HOST, MOCK_REALTIME_NAMESPACE, resetRealtimeStore } from '../realtime';
import { loadBrowserDatabaseSdk } from '../realtime/browser-sdk';
import { valueAt } from '../realtime/store';

const server = createMockServer();
let sdk: Awaited<ReturnType<typeof loadBrowserDatabaseSdk>>;
let app: FirebaseApp;
let database: Database;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Only now: the SDK takes the WebSocket class when its module is evaluated, and MSW's must be in place.
  sdk = await loadBrowserDatabaseSdk();
  app = initializeApp(
    { databaseURL: `http://${MOCK_REALTIME_HOST}?ns=${MOCK_REALTIME_NAMESPACE}`, projectId: 'portal-mock' },
    'realtime-mock-test',
  );
  database = sdk.getDatabase(app);
  const [host = '', port = ''] = MOCK_REALTIME_HOST.split(':');
  sdk.connectDatabaseEmulator(database, host, Number(port));
});
afterAll(async () => {
  sdk.goOffline(database);
  await deleteApp(app);
  server.close();
});
beforeEach(async () => {
  await resetDatabase('default');
  resetRealtimeStore();
});

const uuidOf = (userId: number) => {
  const user = db.customerUsers.findFirst((q) => q.where({ id: userId }));
  if (!user) throw new Error(`user ${userId} missing`);
  return user.uuid;
};
const newestOf = (uuid: string) =>
  sdk.query(sdk.ref(database, `customer_users/${uuid}/leads`), sdk.orderByKey(), sdk.limitToLast(1));
const entriesOf = (uuid: string) => Object.values((valueAt(['customer_users', uuid, 'leads']) ?? {}) as object);

describe('realtime mock', () => {
  it('answers a listen with the newest entry, then pushes each new one to the listener', async () => {
    const demo = uuidOf(USER.demo);
    const { lead } = await createIncomingLead({ coupleName: 'Marie Wolf & Jan Scholz', weddingDate: '2027-06-12' });

    const seen: Array<{ key: string | null; value: unknown }> = [];
    const stop = sdk.onChildAdded(newestOf(demo), (snapshot: DataSnapshot) =>
      seen.push({ key: snapshot.key, value: snapshot.val() }),
    );
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.value).toEqual({
      type: 'lead',
      leadId: lead.id,
      providerId: 101,
      coupleName: 'Marie Wolf & Jan Scholz',
      extensionNumber: lead.extensionNumber,
      weddingDate: '2027-06-12',
      createdAt: lead.createdAt,
    });

    await createIncomingMessage(LEAD.wellKnown, 'Haben Sie am 12. Juni noch <frei>? Wir würden gern vorbeikommen.');
    await vi.waitFor(() => expect(seen).toHaveLength(2));
    expect(seen[1]?.value).toMatchObject({
      type: 'message',
      leadId: LEAD.wellKnown,
      coupleName: 'Anna Schmidt & Lukas Becker',
      messagePreview: 'Haben Sie am 12. Juni noch <frei>? Wir würden gern vorbeikommen.',
    });
    // Push ids sort in order of arrival, which orderByKey() + limitToLast(1) rely on.
    expect((seen[1]?.key ?? '') > (seen[0]?.key ?? '')).toBe(true);

    // A one-time read gets the same newest entry.
    const once = await sdk.get(newestOf(demo));
    expect(Object.values(once.val() as object)).toEqual([seen[1]?.value]);
    stop();
  });

  it('sends an empty collection as null and a first entry as it arrives', async () => {
    const basic = uuidOf(USER.basic);
    const values: unknown[] = [];
    const stop = sdk.onValue(newestOf(basic), (snapshot) => values.push(snapshot.val()));
    await vi.waitFor(() => expect(values).toEqual([null]));
    const { lead } = await createIncomingLead({ providerId: 201, coupleName: null });
    await vi.waitFor(() => expect(values).toHaveLength(2));
    const entry = Object.values(values[1] as object)[0] as Record<string, unknown>;
    // The database keeps no nulls: the couple without a name arrives without the field.
    expect(entry).toMatchObject({ type: 'lead', leadId: lead.id, extensionNumber: lead.extensionNumber });
    expect(entry).not.toHaveProperty('coupleName');
    stop();
  });

  it("addresses every active user linked to the lead's provider and nobody else", async () => {
    await createIncomingLead({ providerId: 103 });
    expect(entriesOf(uuidOf(USER.demo))).toHaveLength(1);
    // Felix Brandt left the job at the bridal-gown shop; Sabine Lorenz works for another customer.
    expect(entriesOf(uuidOf(USER.felix))).toHaveLength(0);
    expect(entriesOf(uuidOf(USER.basic))).toHaveLength(0);

    await createIncomingLead({ providerId: 101 });
    expect(entriesOf(uuidOf(USER.demo))).toHaveLength(2);
    expect(entriesOf(uuidOf(USER.jonas))).toHaveLength(1);
  });

  it('refuses writes, as the security rules of the real database do', async () => {
    // The SDK reports the refused write as a warning of its own.
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(
      sdk.set(sdk.ref(database, `customer_users/${uuidOf(USER.demo)}/leads/forged`), { type: 'lead' }),
    ).rejects.toThrow(/permission_denied/i);
    expect(entriesOf(uuidOf(USER.demo))).toHaveLength(0);
  });
});
