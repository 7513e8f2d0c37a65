// Tabs after the WAI-ARIA tabs pattern (automatic activation), with the API of the Radix primitive they replace
// (`Tabs`, `TabsList`, `TabsTrigger`, `TabsContent`). Radix Tabs brought its roving-focus group, presence and
// collection machinery: about 9 KB gzipped on the login page and on every page whose first screen has tabs
// (docs/performance.md, "How a first visit is kept small"; docs/decisions/). `tabs.test.tsx` holds them to the pattern.
import {
  type ComponentProps,
  createContext,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

interface TabsState {
  value: string;
  select: (value: string) => void;
  idOf: (part: 'trigger' | 'content', value: string) => string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const state = use(TabsContext);
  if (!state) throw new Error('Tab parts belong inside <Tabs>.');
  return state;
}

type TabsProps = Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  /** The active tab, when the caller keeps it (in the URL, mostly). */
  value?: string;
  /** The first active tab, when the tabs keep it themselves. */
  defaultValue?: string;
  /** Called with the tab the user chose, not for the active one. */
  onValueChange?: (value: string) => void;
  children: ReactNode;
};

export function Tabs({ value: controlled, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  const baseId = useId();
  const state: TabsState = {
    value,
    select: (next) => {
      if (next === value) return;
      if (controlled === undefined) setOwn(next);
      onValueChange?.(next);
    },
    idOf: (part, tab) => `${baseId}-${part}-${tab}`,
  };
  return (
    <TabsContext value={state}>
      <div data-orientation="horizontal" {...props} />
    </TabsContext>
  );
}

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

/** The tab a key moves focus to, by its index among the tabs (they wrap around), or null for other keys. */
function targetIndex(key: string, current: number, count: number, rightToLeft: boolean): number | null {
  const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
  const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
  if (key === forward) return (current + 1) % count;
  if (key === backward) return (current - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * One line of tabs that scrolls sideways when it is wider than its place (a phone), never wraps or cuts a tab
 * off, and keeps the active tab in view: on the first render (a tab chosen by the URL) and whenever it changes.
 * The arrow keys (mirrored right to left), Home and End move between the tabs; Tab leaves the list.
 */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const { value } = useTabs();
  const ref = useRef<HTMLDivElement>(null);
  useScrollRow(ref, '[role="tab"][aria-selected="true"]', value);
  const moveFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current < 0 || event.altKey || event.ctrlKey || event.metaKey) return;
    // The portal sets the language's direction on <html> (src/i18n); an element may set its own.
    const rightToLeft = event.currentTarget.closest('[dir]:not([dir="auto"])')?.getAttribute('dir') === 'rtl';
    const next = targetIndex(event.key, current, tabs.length, rightToLeft);
    if (next === null) return;
    event.preventDefault();
    tabs[next]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      // The base line is an inset shadow the active tab's underline covers: with a border and tabs pulled 1 px over
      // it, the list overflowed by that pixel and browsers with classic scrollbars drew stray arrows (issue 38.7).
      className={cn(
        'flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-line)]',
        className,
      )}
      onKeyDown={moveFocus}
      {...props}
      ref={ref}
    />
  );
}

type TabsTriggerProps = Omit<ComponentProps<'button'>, 'value'> & { value: string };

/** A tab: focusing it (click, arrow keys) shows its panel; only the active tab is in the Tab order. */
export function TabsTrigger({ value, className, onClick, onFocus, ...props }: TabsTriggerProps) {
  const tabs = useTabs();
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('trigger', value)}
      aria-selected={active}
      aria-controls={tabs.idOf('content', value)}
      data-state={active ? 'active' : 'inactive'}
      tabIndex={active ? 0 : -1}
      className={cn(
        'shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        tabs.select(value);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(event);
        tabs.select(value);
      }}
      {...props}
    />
  );
}

type TabsContentProps = ComponentProps<'div'> & { value: string };

/** The panel of a tab; only the active tab's panel is rendered (an inactive panel's content does not mount). */
export function TabsContent({ value, ...props }: TabsContentProps) {
  const tabs = useTabs();
  if (tabs.value !== value) return null;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('content', value)}
      aria-labelledby={tabs.idOf('trigger', value)}
      data-state="active"
      tabIndex={0}
      {...props}
    />
  );
}
