import { useCallback, useEffect, useState } from 'react';

/**
 * Whether a part of the page below the first screen should load now (issue 23): once its element comes within
 * `margin` of the visible area, or once the user presses Tab anywhere (a keyboard user may be on the way to it, and
 * a placeholder has nothing to focus). It stays true from then on. Where the browser cannot observe the element
 * (no IntersectionObserver: old browsers, jsdom), it is true at once.
 *
 *   const [ref, near] = useNearViewport<HTMLDivElement>();
 *   return <div ref={ref}>{near ? <HeavyPart /> : <Placeholder />}</div>;
 */
export function useNearViewport<T extends Element>(
  margin = '200px',
): [ref: (element: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const [element, setElement] = useState<T | null>(null);

  useEffect(() => {
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab') setNear(true);
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKeyDown, true);
    };
  }, [near, element, margin]);

  const ref = useCallback((next: T | null) => setElement(next), []);
  return [ref, near];
}
