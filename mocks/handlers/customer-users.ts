// Handlers of tag `customer-users`: not written yet.
import type { MockHttp } from '../lib/http';

export function customerUsersHandlers(_http: MockHttp) {
  return [];
}
