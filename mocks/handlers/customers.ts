// Handlers of tag `customers`: not written yet.
import type { MockHttp } from '../lib/http';

export function customersHandlers(_http: MockHttp) {
  return [];
}
