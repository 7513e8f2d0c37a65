// A row of tabs or of links that look like them, scrolling sideways on a phone: the tabs (`tabs.tsx`), the link tabs
// (`nav-tabs.tsx`) and the gallery row share it. Its own module, so the link rows carry no Radix Tabs.
import { type RefObject, useEffect } from 'react';

/** How far a neighbour of the current entry peeks in at the edge, so a phone user sees that the row goes on. */
const NEIGHBOUR_PEEK_PX = 40;

/**
 * Scrolls the row sideways (only sideways: the page itself must not jump) just far enough that its current entry
 * (the active tab, the link to the page shown) is wholly visible, with a bit of its neighbour. `scrollBy` is
 * relative and the browser clamps it at the ends, so this works alike left to right and right to left.
 */
function revealCurrent(row: HTMLElement, currentSelector: string) {
  const current = row.querySelector<HTMLElement>(currentSelector);
  // Nothing to scroll when all entries fit (a wide screen, or a row that wraps there).
  if (!current || row.scrollWidth <= row.clientWidth) return;
  const rowBox = row.getBoundingClientRect();
  const entryBox = current.getBoundingClientRect();
  if (entryBox.left < rowBox.left + NEIGHBOUR_PEEK_PX) {
    row.scrollBy({ left: entryBox.left - rowBox.left - NEIGHBOUR_PEEK_PX });
  } else if (entryBox.right > rowBox.right - NEIGHBOUR_PEEK_PX) {
    row.scrollBy({ left: entryBox.right - rowBox.right + NEIGHBOUR_PEEK_PX });
  }
}

/** Width of the fade at an edge beyond which more entries lie. */
const EDGE_FADE = '2.5rem';

/**
 * Fades the row's edge where more entries lie beyond it (issue 38.7: on a phone "Abgelehnt (3)" lay wholly
 * off-screen with nothing to say so), on either side and in either direction. Set through the CSSOM, which the
 * CSP allows.
 */
function fadeOverflowingEdges(row: HTMLElement) {
  const hidden = row.scrollWidth - row.clientWidth;
  // Right to left, scrollLeft runs from 0 to minus the hidden width.
  const scrolled = Math.abs(row.scrollLeft);
  const before = hidden > 1 && scrolled > 1;
  const after = hidden > 1 && scrolled < hidden - 1;
  const towards = getComputedStyle(row).direction === 'rtl' ? 'left' : 'right';
  const from = before ? `transparent, black ${EDGE_FADE}` : 'black';
  const to = after ? `black calc(100% - ${EDGE_FADE}), transparent` : 'black';
  row.style.maskImage = before || after ? `linear-gradient(to ${towards}, ${from}, ${to})` : '';
}

/**
 * A row of tabs, or of links that look like them (`nav-tabs.tsx`), that scrolls sideways when it is wider than its
 * place (a phone): keeps the current entry (what `currentSelector` finds) in view on the first render, whenever
 * `current` changes and whenever the row or its entries change size, and fades the edges beyond which entries lie
 * while the row scrolls or changes size.
 */
export function useScrollRow(ref: RefObject<HTMLElement | null>, currentSelector: string, current: unknown) {
  useEffect(() => {
    if (ref.current) revealCurrent(ref.current, currentSelector);
  }, [ref, currentSelector, current]);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => fadeOverflowingEdges(row);
    update();
    row.addEventListener('scroll', update, { passive: true });
    // The entries grow after the first render too: the review tabs get their counts ("Abgelehnt" becomes
    // "Abgelehnt (3)") once they are loaded, which pushed the active tab off a phone's screen and left the fade on
    // the wrong edge (issue 38.7). So the entries are watched as well as the row.
    const resized =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            revealCurrent(row, currentSelector);
            update();
          });
    resized?.observe(row);
    for (const entry of row.children) resized?.observe(entry);
    return () => {
      row.removeEventListener('scroll', update);
      resized?.disconnect();
    };
  }, [ref, currentSelector]);
}
