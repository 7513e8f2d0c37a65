// Auth: password, one-time-code and social logins, sessions, password and username recovery, one module per
// sub-resource. Two-factor: two-factor.ts.
import type { MockHttp } from '../../lib/http';
import { sessionsHandlers } from './sessions';
import { socialAuthHandlers } from './social';
import { quickLoginHandlers } from './quick-login';
import { recoveryHandlers } from './recovery';

export function authHandlers(http: MockHttp) {
  return [
    ...sessionsHandlers(http),
    ...socialAuthHandlers(http),
    ...quickLoginHandlers(http),
    ...recoveryHandlers(http),
  ];
}
