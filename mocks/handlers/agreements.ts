// Handlers of tag `agreements`: not written yet.
import type { MockHttp } from '../lib/http';

export function agreementsHandlers(_http: MockHttp) {
  return [];
}
