// Handlers of tag `discounts`: not written yet.
import type { MockHttp } from '../lib/http';

export function discountsHandlers(_http: MockHttp) {
  return [];
}
