// Handlers of tag `statistics`: not written yet.
import type { MockHttp } from '../lib/http';

export function statisticsHandlers(_http: MockHttp) {
  return [];
}
