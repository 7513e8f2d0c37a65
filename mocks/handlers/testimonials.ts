// Handlers of tag `testimonials`: not written yet.
import type { MockHttp } from '../lib/http';

export function testimonialsHandlers(_http: MockHttp) {
  return [];
}
