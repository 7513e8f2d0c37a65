import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/** How far a neighbour of the active tab peeks in at the edge, so a phone user sees that the list goes on. */
const NEIGHBOUR_PEEK_PX = 40;

/**
 * Scrolls the list sideways (only sideways: the page itself must not jump) just far enough that its active tab
 * is wholly visible, with a bit of its neighbour. `scrollBy` is relative and the browser clamps it at the ends,
 * so this works alike left to right and right to left.
 */
function revealActiveTab(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  // Nothing to scroll when all tabs fit (a wide screen).
  if (!active || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = active.getBoundingClientRect();
  if (tabBox.left < listBox.left + NEIGHBOUR_PEEK_PX) {
    list.scrollBy({ left: tabBox.left - listBox.left - NEIGHBOUR_PEEK_PX });
  } else if (tabBox.right > listBox.right - NEIGHBOUR_PEEK_PX) {
    list.scrollBy({ left: tabBox.right - listBox.right + NEIGHBOUR_PEEK_PX });
  }
}

/**
 * One line of tabs that scrolls sideways when it is wider than its place (a phone), never wraps or cuts a tab
 * off, and keeps the active tab in view: on the first render (a tab chosen by the URL) and whenever it changes.
 */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    revealActiveTab(list);
    // Radix marks the active trigger with data-state; a change of it is a change of the active tab.
    const observer = new MutationObserver(() => revealActiveTab(list));
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);
  return (
    <TabsPrimitive.List
      className={cn('flex gap-1 overflow-x-auto overscroll-x-contain border-b border-line', className)}
      {...props}
      ref={ref}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
    />
  );
}

export const TabsContent = TabsPrimitive.Content;
