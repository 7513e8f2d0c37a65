// Handlers of tag `payments`: not written yet.
import type { MockHttp } from '../lib/http';

export function paymentsHandlers(_http: MockHttp) {
  return [];
}
