import type { RefObject } from 'react';
import { useShortcut } from '@/lib/shortcuts';

/** The rows' links (and the locked rows' buttons) in list order. */
function rowControls(list: HTMLUListElement): HTMLElement[] {
  return Array.from(list.querySelectorAll<HTMLElement>(':scope > li > a, :scope > li > button'));
}

function move(list: HTMLUListElement | null, step: 1 | -1) {
  if (!list) return;
  const rows = rowControls(list);
  if (rows.length === 0) return;
  const current = rows.findIndex((row) => row === document.activeElement);
  // Nothing chosen yet: both keys start at the first couple. At either end the focus stays.
  const next = current === -1 ? 0 : Math.min(rows.length - 1, Math.max(0, current + step));
  const row = rows[next];
  if (!row) return;
  row.focus();
  row.scrollIntoView({ block: 'nearest' });
}

/**
 * j/k in the inbox (issue 41.4): the focus moves to the next or previous couple's row, which shows the focus ring
 * and is scrolled into view; Enter is then the row link's own key and opens the couple (a locked row's button
 * opens the upgrade dialog, as a click does).
 */
export function useListShortcuts(list: RefObject<HTMLUListElement | null>) {
  useShortcut('nextLead', () => move(list.current, 1));
  useShortcut('previousLead', () => move(list.current, -1));
}
