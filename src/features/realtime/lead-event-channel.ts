// The Firebase side of the realtime notifications. The SDK is loaded only here, through dynamic imports, so it
// stays out of the first bundle; the component calls this once the browser is idle after login.
import type { Database } from 'firebase/database';
import type { RealtimeConfig } from '@/lib/runtime-config';
import { type LeadEvent, parseLeadEvent } from './lead-event';

const APP_NAME = 'portal-realtime';
/** The SDK remembers a failed WebSocket here and then prefers long polling, which the realtime mock does not speak. */
const WEBSOCKET_FAILURE_KEY = 'firebase:previous_websocket_failure';

/** The path of a customer user's notifications (spec point 3: realtime data per user uuid, a leads collection). */
export function leadEventsPath(uuid: string): string {
  return `customer_users/${uuid}/leads`;
}

let database: Promise<Database> | null = null;

async function openDatabase(config: RealtimeConfig): Promise<Database> {
  const [{ getApps, initializeApp }, { connectDatabaseEmulator, forceWebSockets, getDatabase }] = await Promise.all([
    import('firebase/app'),
    import('firebase/database'),
  ]);
  const app =
    getApps().find((candidate) => candidate.name === APP_NAME) ??
    initializeApp({ apiKey: config.apiKey, projectId: config.projectId, databaseURL: config.databaseUrl }, APP_NAME);
  const db = getDatabase(app);
  if (config.emulatorHost) {
    const separator = config.emulatorHost.lastIndexOf(':');
    const host = config.emulatorHost.slice(0, separator);
    const port = Number(config.emulatorHost.slice(separator + 1));
    forceWebSockets();
    connectDatabaseEmulator(db, host, port);
  }
  return db;
}

/**
 * Listens to the newest entry of the user's notifications and calls `onEvent` for every entry that arrives after
 * listening started; the entry already there is the past. Resolves to the function that stops listening and
 * takes the connection offline (logout, unmount).
 */
export async function listenToLeadEvents(
  config: RealtimeConfig,
  uuid: string,
  onEvent: (event: LeadEvent) => void,
): Promise<() => void> {
  try {
    window.localStorage.removeItem(WEBSOCKET_FAILURE_KEY);
  } catch {
    // Storage can be blocked; the SDK then falls back on its own.
  }
  database ??= openDatabase(config).catch((error: unknown) => {
    database = null;
    throw error;
  });
  const db = await database;
  const { goOffline, goOnline, limitToLast, onChildAdded, onValue, orderByKey, query, ref } =
    await import('firebase/database');
  goOnline(db);
  const newest = query(ref(db, leadEventsPath(uuid)), orderByKey(), limitToLast(1));
  // The SDK raises the initial child events before the first value event of the same data: until that value
  // event has come, every child is one that was there before.
  let listening = false;
  const stopValue = onValue(
    newest,
    () => {
      listening = true;
    },
    // A refused listen (security rules) ends the notifications quietly; the rest of the portal works on.
    () => undefined,
  );
  const stopChildren = onChildAdded(newest, (snapshot) => {
    if (!listening) return;
    const event = parseLeadEvent(snapshot.val());
    if (event) onEvent(event);
  });
  return () => {
    stopChildren();
    stopValue();
    goOffline(db);
  };
}
