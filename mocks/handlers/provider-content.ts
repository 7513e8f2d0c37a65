// Handlers of tag `provider-content`: not written yet.
import type { MockHttp } from '../lib/http';

export function providerContentHandlers(_http: MockHttp) {
  return [];
}
