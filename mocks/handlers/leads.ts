// Handlers of tag `leads`: not written yet.
import type { MockHttp } from '../lib/http';

export function leadsHandlers(_http: MockHttp) {
  return [];
}
