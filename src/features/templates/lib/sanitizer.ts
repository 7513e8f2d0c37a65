// The sanitizer of the previews (DOMPurify, 11 KB gzipped) loads beside the page, not with it (issue 23): its download
// starts when a templates page's module runs, in parallel with the page's data, and the pages show their loading line
// until both are there, so the previews paint in their place at once (docs/templates.md, "First-visit weight").
import { useEffect, useState } from 'react';
import type * as SanitizeHtml from '@/lib/sanitize-html';

type Sanitizer = typeof SanitizeHtml;

let loaded: Sanitizer | null = null;
let loading: Promise<Sanitizer> | null = null;

/** Starts the download (once); the module is kept for every later render. */
export function loadSanitizer(): Promise<Sanitizer> {
  loading ??= import('@/lib/sanitize-html').then((module) => (loaded = module));
  return loading;
}

/** The sanitizer once loaded, null before; a component re-renders when it arrives. */
export function useSanitizer(): Sanitizer | null {
  const [sanitizer, setSanitizer] = useState(loaded);
  useEffect(() => {
    if (sanitizer) return;
    let current = true;
    void loadSanitizer().then((module) => {
      if (current) setSanitizer(module);
    });
    return () => {
      current = false;
    };
  }, [sanitizer]);
  return sanitizer;
}
