// The mock backend's service worker in mock mode (`npm run dev`, the demo build): MSW's worker, with one listener
// before it. MSW's worker asks the page's main thread about every request it sees, the app's own modules, chunks
// and fonts included, and while the page restores the mock's database or renders, each such question waits: a
// chunk took 1.6 to 3.3 s in a journey's trace. The mock answers only the API and the media paths, so every other
// request of the portal's own origin is left to the network before MSW's listener runs.
//
// Registered as `/mockWorker.js?mocked=<path prefixes as JSON>` by mocks/browser/index.ts; requests to other
// origins (an API on another host) still reach MSW.
const mockedPrefixes = JSON.parse(new URL(self.location.href).searchParams.get('mocked') ?? '[]');

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (url.origin !== self.location.origin) return;
  if (mockedPrefixes.some((prefix) => url.pathname.startsWith(prefix))) return;
  // Not answered with respondWith: the browser fetches it as if there were no service worker.
  event.stopImmediatePropagation();
});

/* global importScripts -- a service worker's */
importScripts('/mockServiceWorker.js');
