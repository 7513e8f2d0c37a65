// The service worker of the push notifications (issue 22, docs/integrations.md). Registered by
// src/lib/integrations/push.ts under its own scope (`/firebase-cloud-messaging-push-scope`), only after the user
// opted in; Firebase Cloud Messaging delivers web pushes to it. It needs no SDK: it shows the notification the
// push carries and opens its link, if that is an address of the portal, on a click.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = {};
  }
  const notification = payload.notification || {};
  const data = payload.data || {};
  const title = typeof notification.title === 'string' ? notification.title : 'Anbieterportal';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notification.body === 'string' ? notification.body : '',
      data: { link: typeof data.link === 'string' ? data.link : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.link || '/', self.location.origin);
  // Only the portal's own pages: a push cannot send the user elsewhere.
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(self.clients.openWindow(url));
});
