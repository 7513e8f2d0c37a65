import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { useScrollRow } from './scroll-row';

export interface NavTab {
  to: string;
  label: string;
  /** The page shown now: marked with `aria-current="page"` and underlined. */
  current: boolean;
}

/**
 * Links between sibling pages that look like the tab bars: a navigation landmark, not tabs (each entry is a page
 * of its own). A label is never cut (issue 38.6: "Kalen…" at 1280 px): from a tablet's width on, the row wraps;
 * narrower, it scrolls sideways with the tab bars' cues, a fade at the edge beyond which entries lie and the
 * current entry scrolled into view.
 */
export function NavTabs({ label, tabs, className }: { label: string; tabs: readonly NavTab[]; className?: string }) {
  const ref = useRef<HTMLUListElement>(null);
  useScrollRow(ref, '[aria-current="page"]', tabs.find((tab) => tab.current)?.to);
  return (
    <nav aria-label={label} className={className}>
      {/* The tab bars' row (TabsList): its inset base line, sideways scrolling; wrapping from a tablet's width on. */}
      <ul
        ref={ref}
        className="flex gap-1 overflow-x-auto overscroll-x-contain shadow-[inset_0_-1px_0_var(--color-border)] md:flex-wrap"
      >
        {tabs.map((tab) => (
          <li key={tab.to} className="flex shrink-0">
            <Link
              to={tab.to}
              aria-current={tab.current ? 'page' : undefined}
              // Narrower sides from a tablet's width on: the eight entries of a provider's pages fit one line at
              // 1280 px in German; a phone keeps the tab bars' wider touch target.
              className={cn(
                // The focus ring inside the link, as on the tabs: the row's sideways scrolling clips what lies outside.
                'shrink-0 border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap focus-visible:-outline-offset-2 md:px-2',
                tab.current
                  ? 'border-brand-700 text-brand-800'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )}
            >
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
