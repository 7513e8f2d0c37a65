// Handlers of tag `prompts`: not written yet.
import type { MockHttp } from '../lib/http';

export function promptsHandlers(_http: MockHttp) {
  return [];
}
