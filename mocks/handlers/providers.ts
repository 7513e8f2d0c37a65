// Handlers of tag `providers`: not written yet.
import type { MockHttp } from '../lib/http';

export function providersHandlers(_http: MockHttp) {
  return [];
}
