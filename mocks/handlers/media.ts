// Handlers of tag `media`: not written yet.
import type { MockHttp } from '../lib/http';

export function mediaHandlers(_http: MockHttp) {
  return [];
}
