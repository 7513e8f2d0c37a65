// Handlers of tag `catalogs`: not written yet.
import type { MockHttp } from '../lib/http';

export function catalogsHandlers(_http: MockHttp) {
  return [];
}
