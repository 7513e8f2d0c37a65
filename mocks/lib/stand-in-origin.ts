// Where the mock's stand-ins for other sites' pages are (Google's consent page, the bank's 3-D Secure page,
// Instagram's authorization page: mocks/browser/*.html). They return to the portal with relative addresses, so
// they are served on the portal's own origin: by the dev server and the demo build beside the page that runs the
// mock, and by the production preview (scripts/serve-production.ts), which tells the HTTP mock its origin.

let previewPortalOrigin: string | null = null;

/** The production preview's origin, whose server serves the stand-in pages (null: none, the HTTP mock alone). */
export function setStandInPortalOrigin(origin: string | null): void {
  previewPortalOrigin = origin;
}

/**
 * The origin of the stand-in pages: the page's own where the mock runs beside the portal (the browser's service
 * worker, jsdom in route tests), the preview's when the HTTP mock serves one, null for the HTTP mock alone, which
 * answers like a real server with the real sites' addresses.
 */
export function standInOrigin(): string | null {
  if (typeof location !== 'undefined') return location.origin;
  return previewPortalOrigin;
}
