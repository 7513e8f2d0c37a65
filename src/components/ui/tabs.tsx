// shadcn's tabs on Radix (issue 40.3): the WAI-ARIA tabs pattern with automatic activation, the arrow keys following
// the reading direction of the app's Direction provider, Home and End, only the active panel mounted. Added here:
// the row of tabs scrolls sideways on a phone and keeps the active tab in view (`./scroll-row.ts`, which the link
// tabs of `nav-tabs.tsx` share). `tabs.test.tsx` holds them to the pattern.
import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, createContext, use, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { useScrollRow } from './scroll-row';

/** The active tab, for the list's scrolling (Radix keeps its own state to itself). */
const ActiveTab = createContext('');

/**
 * The tab list (by its name) whose tab the user chose while a tab of it had the focus, and the tab chosen. Where the
 * tabs are routes of their own (`/settings` and `/settings/password`), the choice mounts the page anew and the focus
 * would fall to the document, so the arrow keys stopped after one step: the new list gives it back to its active tab.
 */
let focusedChoice: { list: string; value: string } | null = null;

type TabsProps = Omit<ComponentProps<typeof TabsPrimitive.Root>, 'value' | 'defaultValue' | 'onValueChange'> & {
  /** The active tab, when the caller keeps it (in the URL, mostly). */
  value?: string;
  /** The first active tab, when the tabs keep it themselves. */
  defaultValue?: string;
  /** Called with the tab the user chose, not for the active one. */
  onValueChange?: (value: string) => void;
};

export function Tabs({ value: controlled, defaultValue = '', onValueChange, ...props }: TabsProps) {
  const [own, setOwn] = useState(defaultValue);
  const value = controlled ?? own;
  // Radix reports a click twice (the press and the focus that follows it, before a re-render): a change counts once.
  const reported = useRef(value);
  useEffect(() => {
    reported.current = value;
  });
  return (
    <ActiveTab value={value}>
      <TabsPrimitive.Root
        value={value}
        onValueChange={(next) => {
          if (next === reported.current) return;
          reported.current = next;
          const list = document.activeElement?.closest('[role="tablist"]');
          focusedChoice = list ? { list: list.getAttribute('aria-label') ?? '', value: next } : null;
          if (controlled === undefined) setOwn(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </ActiveTab>
  );
}

/**
 * One line of tabs that scrolls sideways when it is wider than its place (a phone), never wraps or cuts a tab
 * off, and keeps the active tab in view: on the first render (a tab chosen by the URL) and whenever it changes.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const value = use(ActiveTab);
  const ref = useRef<HTMLDivElement>(null);
  useScrollRow(ref, '[role="tab"][aria-selected="true"]', value);
  const name = props['aria-label'] ?? '';
  useEffect(() => {
    if (focusedChoice?.list !== name || focusedChoice.value !== value) return;
    focusedChoice = null;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) ref.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
  }, [name, value]);
  return (
    <TabsPrimitive.List
      // The base line is an inset shadow the active tab's underline covers: with a border and tabs pulled 1 px over
      // it, the list overflowed by that pixel and browsers with classic scrollbars drew stray arrows (issue 38.7).
      className={cn(
        'flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-border)]',
        className,
      )}
      {...props}
      ref={ref}
    />
  );
}

/** A tab: focusing it (click, arrow keys) shows its panel; only the active tab is in the Tab order. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        // The focus ring inside the tab: the row scrolls sideways, and a ring outside it was clipped to one line.
        'shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted-foreground hover:text-foreground focus-visible:-outline-offset-2 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

/** The panel of a tab; only the active tab's panel is rendered (an inactive panel's content does not mount). */
export const TabsContent = TabsPrimitive.Content;
