// Handlers of tag `templates`: not written yet.
import type { MockHttp } from '../lib/http';

export function templatesHandlers(_http: MockHttp) {
  return [];
}
