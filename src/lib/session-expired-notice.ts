// A 401 while logged in ends the session (src/api/client.ts); the login page then says once that it expired. The
// client announces it here rather than in router state: its navigation races the login guard, which sends the now
// anonymous visitor to the same login page without state. Apart from src/lib/login-notice.ts, which the auth pages
// alone need, because the client loads with every page.

let announced = false;

export function announceSessionExpired(): void {
  announced = true;
}

/** Whether a session expired since the login page last said so (read at its first render). */
export function sessionExpiredAnnounced(): boolean {
  return announced;
}

/** The login page has said it (and the test setup starts each test without it). */
export function clearSessionExpiredAnnouncement(): void {
  announced = false;
}
