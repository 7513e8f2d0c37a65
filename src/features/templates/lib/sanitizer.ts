// The sanitizer of the previews (DOMPurify, 11 KB gzipped) loads beside the page, not with it (issue 23): its download
// starts when a templates page's module runs, in parallel with the page's data, and the pages show their loading line
// until both are there, so the previews paint in their place at once (docs/templates.md, "First-visit weight").
import { useEffect, useState } from 'react';
import type * as SanitizeHtml from '@/lib/sanitize-html';

type Sanitizer = typeof SanitizeHtml;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** Starts the download (once; again after a failure); the module is kept for every later render. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('@/lib/sanitize-html').then(
    (module) => (loaded = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The sanitizer once loaded, null before; a component re-renders when it arrives. A failed download (the network
 * gone) is thrown into the render, so the route's error page offers the reload, as for any page part that fails to
 * load, instead of a loading line that never ends.
 */
export function useSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState(loaded);
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    loadSanitizer().then(
      (module) => {
        if (current) setSanitizer(module);
      },
      (error: unknown) => {
        if (current) setFailure(error ?? new Error('The sanitizer did not load.'));
      },
    );
    return () => {
      current = false;
    };
  }, [sanitizer]);
  if (failure) throw failure;
  return sanitizer;
}
