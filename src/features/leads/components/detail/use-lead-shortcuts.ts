import { useEffect, useRef } from 'react';
import { useSearchParamState } from '@/lib/search-params';
import { useShortcut } from '@/lib/shortcuts';
import { leadPageParams } from './tab-panels';

/** Where `r` and `n` put the focus: the composer of the messages tab and the new-note form of the notes tab. */
export type ShortcutTarget = 'reply' | 'note';

const TIMEOUT_MS = 10_000;

/**
 * Focuses the target's text field once it is there: the tab, its panel and the e-mail editor load lazily. Gives up
 * when the user has put the focus elsewhere meanwhile, or after ten seconds. Returns a cancel function.
 */
function focusWhenShown(target: ShortcutTarget): () => void {
  const selector = ['textarea', '[contenteditable="true"]']
    .map((field) => `[data-shortcut-target="${target}"] ${field}`)
    .join(', ');
  const before = document.activeElement;
  const tryFocus = () => {
    const field = document.querySelector<HTMLElement>(selector);
    if (!field) return false;
    if (document.activeElement === before || document.activeElement === document.body) field.focus();
    return true;
  };
  if (tryFocus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (tryFocus()) cancel();
  });
  const timer = window.setTimeout(() => observer.disconnect(), TIMEOUT_MS);
  const cancel = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return cancel;
}

/** `r` answers (messages tab, focus in the composer) and `n` writes a note (notes tab, focus in "Neue Notiz"). */
export function useLeadShortcuts() {
  const url = useSearchParamState(leadPageParams);
  const pending = useRef<() => void>(() => undefined);
  useEffect(() => () => pending.current(), []);
  const open = (tab: 'messages' | 'notes', target: ShortcutTarget) => {
    pending.current();
    // Like a click on the tab: no step for the browser's back arrow.
    if (url.values.activeTab !== tab) url.update({ activeTab: tab }, { replace: true });
    pending.current = focusWhenShown(target);
  };
  useShortcut('reply', () => open('messages', 'reply'));
  useShortcut('note', () => open('notes', 'note'));
}
