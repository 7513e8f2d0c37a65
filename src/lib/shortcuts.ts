import { type KeyboardEvent as ReactKeyboardEvent, useEffect, useRef } from 'react';

/**
 * The portal's keyboard shortcuts (issue 41.4): one registry that the handlers and the "Tastenkürzel" dialog both
 * read, and one hook. A key is a character (`j`, `?`), `Enter`, or `mod` (⌘ on Apple platforms, Ctrl elsewhere).
 *
 * - Single keys never fire while the user types (focus in an input, textarea, select or editable text) or with a
 *   modifier held; chords with `mod` are no typing and fire from fields too (Ctrl+K from the note field).
 * - Nothing fires while a dialog (or popover) is open: its own keys win.
 * - Letters also match by their physical key (`KeyJ`), so they work on an Arabic or Turkish-F layout too.
 */
export const SHORTCUT_GROUPS = ['everywhere', 'inbox', 'lead', 'composer'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

interface ShortcutDefinition {
  readonly keys: readonly string[];
  readonly group: ShortcutGroup;
  /** Other characters the same physical key gives (the Arabic question mark). */
  readonly alternatives?: readonly string[];
}

export const SHORTCUTS = {
  search: { keys: ['mod', 'k'], group: 'everywhere' },
  help: { keys: ['?'], group: 'everywhere', alternatives: ['؟'] },
  nextLead: { keys: ['j'], group: 'inbox' },
  previousLead: { keys: ['k'], group: 'inbox' },
  // Enter is the focused row link's own key; listed so the dialog names it.
  openLead: { keys: ['Enter'], group: 'inbox' },
  reply: { keys: ['r'], group: 'lead' },
  note: { keys: ['n'], group: 'lead' },
  send: { keys: ['mod', 'Enter'], group: 'composer' },
} as const satisfies Record<string, ShortcutDefinition>;

export type ShortcutId = keyof typeof SHORTCUTS;
export const SHORTCUT_IDS: readonly ShortcutId[] = Object.keys(SHORTCUTS).filter(
  (id): id is ShortcutId => id in SHORTCUTS,
);

/** ⌘ instead of Ctrl on macOS, iOS and iPadOS. */
export function isApplePlatform(): boolean {
  if (typeof navigator === 'undefined') return false;
  const platform =
    (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform ??
    navigator.platform ??
    '';
  return /mac|iphone|ipad|ipod/i.test(platform);
}

const EDITABLE = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';

function isTyping(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(EDITABLE) !== null;
}

function isDialogOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') !== null;
}

type KeyEvent = Pick<KeyboardEvent, 'key' | 'code' | 'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey'>;

function keyMatches(event: KeyEvent, key: string, alternatives: readonly string[]): boolean {
  if (key === 'Enter') return event.key === 'Enter';
  if (event.key.toLowerCase() === key || alternatives.includes(event.key)) return true;
  // A letter on a non-Latin layout: the physical key counts.
  return /^[a-z]$/.test(key) && !/^[\x20-\x7e]$/.test(event.key) && event.code === `Key${key.toUpperCase()}`;
}

/** Whether a key event is the shortcut; the modifiers must be exactly the ones it names. */
export function matchesShortcut(id: ShortcutId, event: KeyEvent, apple = isApplePlatform()): boolean {
  const definition: ShortcutDefinition = SHORTCUTS[id];
  const wantsMod = definition.keys.includes('mod');
  const key = definition.keys[definition.keys.length - 1];
  if (!key || event.altKey) return false;
  const mod = apple ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey;
  const noMod = !event.metaKey && !event.ctrlKey;
  if (wantsMod ? !mod : !noMod) return false;
  // Shift only where the character needs it ("?"); a letter with Shift is another key.
  if (event.shiftKey && /^[a-z]$|^Enter$/.test(key)) return false;
  return keyMatches(event, key, definition.alternatives ?? []);
}

/**
 * Calls `handler` when the shortcut is pressed anywhere in the page, under the rules above. Keys a control has
 * handled itself (`defaultPrevented`) are left alone.
 */
export function useShortcut(id: ShortcutId, handler: (event: KeyboardEvent) => void, enabled = true): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!enabled) return;
    const chord = (SHORTCUTS[id].keys as readonly string[]).includes('mod');
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      if (!matchesShortcut(id, event)) return;
      if ((!chord && isTyping(event.target)) || isDialogOpen()) return;
      event.preventDefault();
      latest.current(event);
    };
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, [id, enabled]);
}

/**
 * `onKeyDownCapture` of a composer's form: Ctrl/⌘+Enter sends it, from any field in it (the rich-text editor
 * too: capturing runs before the editor would add a paragraph).
 */
export function submitOnShortcut(event: ReactKeyboardEvent<HTMLFormElement>): void {
  if (event.nativeEvent.isComposing || !matchesShortcut('send', event)) return;
  event.preventDefault();
  event.stopPropagation();
  event.currentTarget.requestSubmit();
}
