// Tabs without Radix (issue 23): the same parts, props, roles, ids, data-state and keyboard as the Radix tabs of
// ./tabs.tsx (WAI-ARIA tabs with automatic activation: arrows move and select, looping, mirrored right to left;
// Home and End; only the active tab is a tab stop; an inactive panel is an empty hidden element), in about 1 KB
// instead of the ~7 KB of Radix's tabs, roving focus and collection. Pages whose first visit carries no other Radix
// part use these.
import { Direction } from 'radix-ui';
import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  useCallback,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { cn } from '@/lib/cn';

interface TabsState {
  value: string;
  select: (value: string) => void;
  baseId: string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(part: string): TabsState {
  const state = useContext(TabsContext);
  if (!state) throw new Error(`${part} must be inside <Tabs>`);
  return state;
}

// The ids Radix gives, so labels and panels pair the same way.
const triggerId = (baseId: string, value: string) => `${baseId}-trigger-${value}`;
const contentId = (baseId: string, value: string) => `${baseId}-content-${value}`;

export function Tabs({
  value: controlled,
  defaultValue,
  onValueChange,
  ...props
}: Omit<ComponentProps<'div'>, 'defaultValue' | 'dir'> & {
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
}) {
  const baseId = useId();
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const value = controlled ?? uncontrolled;
  const select = useCallback(
    (next: string) => {
      if (next === value) return;
      if (controlled === undefined) setUncontrolled(next);
      onValueChange?.(next);
    },
    [value, controlled, onValueChange],
  );
  return (
    <TabsContext.Provider value={{ value, select, baseId }}>
      <div dir={Direction.useDirection()} data-orientation="horizontal" {...props} />
    </TabsContext.Provider>
  );
}

/** How far a neighbour of the active tab peeks in at the edge, so a phone user sees that the list goes on. */
const NEIGHBOUR_PEEK_PX = 40;

/** Scrolls the list sideways (only sideways) just far enough that its active tab is wholly visible. */
function revealActiveTab(list: HTMLElement) {
  const active = list.querySelector<HTMLElement>('[role="tab"][data-state="active"]');
  if (!active || list.scrollWidth <= list.clientWidth) return;
  const listBox = list.getBoundingClientRect();
  const tabBox = active.getBoundingClientRect();
  if (tabBox.left < listBox.left + NEIGHBOUR_PEEK_PX) {
    list.scrollBy({ left: tabBox.left - listBox.left - NEIGHBOUR_PEEK_PX });
  } else if (tabBox.right > listBox.right - NEIGHBOUR_PEEK_PX) {
    list.scrollBy({ left: tabBox.right - listBox.right + NEIGHBOUR_PEEK_PX });
  }
}

/** One line of tabs that scrolls sideways on a phone and keeps the active tab in view (as ./tabs.tsx). */
export function TabsList({ className, onKeyDown, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const rightToLeft = Direction.useDirection() === 'rtl';
  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    revealActiveTab(list);
    const observer = new MutationObserver(() => revealActiveTab(list));
    observer.observe(list, { subtree: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, []);

  const onKeys = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
    const tabs = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)')];
    const current = tabs.findIndex((tab) => tab === document.activeElement);
    if (current === -1) return;
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    const backward = rightToLeft ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (current + 1) % tabs.length;
    else if (event.key === backward) next = (current - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    // Focusing a tab selects it (automatic activation).
    tabs[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-orientation="horizontal"
      className={cn('flex gap-1 overflow-x-auto overscroll-x-contain border-b border-line', className)}
      {...props}
      onKeyDown={onKeys}
      ref={ref}
    />
  );
}

export function TabsTrigger({
  value,
  className,
  disabled,
  onMouseDown,
  onKeyDown,
  onFocus,
  ...props
}: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs('TabsTrigger');
  const active = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={triggerId(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={contentId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      disabled={disabled}
      tabIndex={active ? 0 : -1}
      className={cn(
        '-mb-px shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-muted hover:text-ink data-[state=active]:border-brand-700 data-[state=active]:text-brand-800',
        className,
      )}
      {...props}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        // As Radix: a plain left press selects at once; a ctrl-click only focuses.
        if (!disabled && !event.defaultPrevented && event.button === 0 && !event.ctrlKey) tabs.select(value);
        else if (event.button === 0 && event.ctrlKey) event.preventDefault();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        if (!event.defaultPrevented && (event.key === ' ' || event.key === 'Enter')) tabs.select(value);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        if (!disabled && !event.defaultPrevented) tabs.select(value);
      }}
    />
  );
}

/** The panel of one tab; an inactive one stays in the page as an empty hidden element, as with Radix. */
export function TabsContent({ value, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs('TabsContent');
  const active = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={contentId(tabs.baseId, value)}
      aria-labelledby={triggerId(tabs.baseId, value)}
      data-state={active ? 'active' : 'inactive'}
      data-orientation="horizontal"
      hidden={!active}
      tabIndex={0}
      {...props}
    >
      {active ? children : null}
    </div>
  );
}
