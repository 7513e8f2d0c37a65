// The realtime mock: a Firebase Realtime Database for the portal's notifications, served over MSW's WebSocket
// interception (docs/realtime.md).
import type { WebSocketHandler } from 'msw';
import { bridgeLeadActivity } from './lead-entries';
import { createRealtimeHandlers, MOCK_REALTIME_HOST } from './protocol';

export { listenedPaths, MOCK_REALTIME_HOST, MOCK_REALTIME_NAMESPACE } from './protocol';
export { resetRealtimeStore } from './store';

/** The WebSocket handlers of the realtime mock, fed with the mock database's new requests and messages. */
export function createRealtimeMock(host: string = MOCK_REALTIME_HOST): WebSocketHandler[] {
  bridgeLeadActivity();
  return createRealtimeHandlers(host);
}
