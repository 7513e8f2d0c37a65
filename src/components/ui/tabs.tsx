import { Tabs as TabsPrimitive } from 'radix-ui';
import { type ComponentProps, useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * Scrolls the list sideways (only sideways: the page itself must not jump) just far enough that its active tab
 * is wholly visible. `scrollBy` is relative, so this works alike left to right and right to left.
 */
function revealActiveTab(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = active.getBoundingClientRect();
  if (tabBox.left < listBox.left) list.scrollBy({ left: tabBox.left - listBox.left });
  else if (tabBox.right > listBox.right) list.scrollBy({ left: tabBox.right - listBox.right });
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
