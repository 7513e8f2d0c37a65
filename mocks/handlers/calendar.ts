// Handlers of tag `calendar`: not written yet.
import type { MockHttp } from '../lib/http';

export function calendarHandlers(_http: MockHttp) {
  return [];
}
