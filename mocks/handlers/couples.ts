// Handlers of tag `couples`: not written yet.
import type { MockHttp } from '../lib/http';

export function couplesHandlers(_http: MockHttp) {
  return [];
}
