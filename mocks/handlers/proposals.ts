// Handlers of tag `proposals`: not written yet.
import type { MockHttp } from '../lib/http';

export function proposalsHandlers(_http: MockHttp) {
  return [];
}
