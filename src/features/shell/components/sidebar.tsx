import { ChevronDown, ExternalLink, Lock } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchPath, NavLink, useLocation } from 'react-router-dom';
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from '@/components/ui/collapsible';
import { useUpgradeDialog } from '@/components/upgrade/upgrade-context';
import { cn } from '@/lib/cn';
import type { ShellSession } from '../hooks/use-shell-session';
import { useLogout } from '../hooks/use-logout';
import { type NavEntry, type NavGroup, useNavModel } from './nav-model';

const itemClass =
  'flex w-full items-center gap-3 rounded-md px-3 py-2 text-start text-sm font-medium text-foreground hover:bg-background';
const activeClass = 'bg-brand-50 text-brand-800';
const iconClass = 'size-5 shrink-0';

interface SidebarProps {
  session: ShellSession;
  /** Drawer on small screens: it shows Exit and closes after any entry is used. */
  variant: 'desktop' | 'drawer';
  onEntryUsed?: () => void;
}

/**
 * The sidebar of spec point 2. Exit: "shown only in some conditions" is read as: in the drawer on small
 * screens (where the sidebar is the whole menu), and in admin switch-user sessions everywhere, so an
 * impersonating admin always sees the way out. Otherwise logout lives in the top bar's user menu.
 */
export function Sidebar({ session, variant, onEntryUsed }: SidebarProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const items = useNavModel(session, { pathname, showExit: variant === 'drawer' || session.isSwitchedUser });
  return (
    <nav aria-label={t('shell.nav.label')} className="flex-1 overflow-y-auto px-3 py-4">
      <ul className="grid gap-1">
        {items.map((item) =>
          item.kind === 'group' ? (
            <li key={item.id}>
              <SidebarGroup group={item} pathname={pathname} onEntryUsed={onEntryUsed} />
            </li>
          ) : (
            <li key={item.id}>
              <SidebarEntry entry={item} onEntryUsed={onEntryUsed} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

function SidebarGroup({
  group,
  pathname,
  onEntryUsed,
}: {
  group: NavGroup;
  pathname: string;
  onEntryUsed: (() => void) | undefined;
}) {
  const current = group.matches.some((pattern) => matchPath(pattern, pathname) !== null);
  // The group of the current path opens by itself; the user's own toggling counts until the path changes.
  const [toggled, setToggled] = useState<{ open: boolean; pathname: string } | null>(null);
  const open = toggled !== null && toggled.pathname === pathname ? toggled.open : current;
  const Icon = group.icon;
  return (
    // A disclosure: Radix Collapsible (issue 40.3), the button's `aria-expanded` and `aria-controls`, the entries
    // mounted only while open.
    <Collapsible open={open} onOpenChange={(next) => setToggled({ open: next, pathname })}>
      <CollapsibleTrigger className={cn(itemClass, current && 'text-brand-800')}>
        <Icon className={iconClass} aria-hidden="true" />
        <span className="flex-1">{group.label}</span>
        <ChevronDown
          className={cn('size-4 shrink-0 text-muted-foreground transition-transform', open && 'rotate-180')}
          aria-hidden="true"
        />
      </CollapsibleTrigger>
      <CollapsibleContent asChild>
        <ul className="mt-1 grid gap-1 ps-5">
          {group.entries.map((entry) => (
            <li key={entry.id}>
              <SidebarEntry entry={entry} onEntryUsed={onEntryUsed} />
            </li>
          ))}
        </ul>
      </CollapsibleContent>
    </Collapsible>
  );
}

function SidebarEntry({ entry, onEntryUsed }: { entry: NavEntry; onEntryUsed: (() => void) | undefined }) {
  const { t } = useTranslation();
  const upgrade = useUpgradeDialog();
  const logout = useLogout();
  const hintId = useId();
  const Icon = entry.icon;
  switch (entry.kind) {
    case 'link':
      return (
        <NavLink
          to={entry.to}
          end={entry.end}
          onClick={onEntryUsed}
          className={({ isActive }) => cn(itemClass, isActive && activeClass)}
        >
          <Icon className={iconClass} aria-hidden="true" />
          <span className="flex-1">{entry.label}</span>{' '}
          {entry.badge ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              <span aria-hidden="true">{entry.badge.value}</span>
              <span className="sr-only">{entry.badge.label}</span>
            </span>
          ) : null}
        </NavLink>
      );
    case 'upgrade':
      return (
        <button
          type="button"
          className={itemClass}
          aria-haspopup="dialog"
          onClick={() => {
            onEntryUsed?.();
            upgrade.open(entry.feature);
          }}
        >
          <Icon className={iconClass} aria-hidden="true" />
          <span className="flex-1">{entry.label}</span>{' '}
          <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span className="sr-only">{t('shell.nav.upgradeNeeded')}</span>
        </button>
      );
    case 'external':
      return (
        <a
          href={entry.url}
          className={itemClass}
          {...(entry.hint ? { 'aria-describedby': `${hintId}-hint` } : {})}
          onClick={onEntryUsed}
          {...(entry.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          <Icon className={iconClass} aria-hidden="true" />
          {entry.hint ? (
            // The hint describes the link; its name stays the entry's label.
            <span className="grid flex-1">
              <span>{entry.label}</span>
              <span id={`${hintId}-hint`} aria-hidden="true" className="text-xs font-normal text-muted-foreground">
                {entry.hint}
              </span>
            </span>
          ) : (
            <span className="flex-1">{entry.label}</span>
          )}
          {entry.newTab ? (
            <>
              {' '}
              <ExternalLink className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <span className="sr-only">{t('shell.nav.newTab')}</span>
            </>
          ) : null}
        </a>
      );
    case 'action':
      return (
        <button
          type="button"
          className={itemClass}
          onClick={() => {
            onEntryUsed?.();
            entry.onSelect();
          }}
        >
          <Icon className={iconClass} aria-hidden="true" />
          <span className="flex-1">{entry.label}</span>
        </button>
      );
    case 'logout':
      return (
        <button
          type="button"
          className={itemClass}
          onClick={() => {
            onEntryUsed?.();
            void logout();
          }}
        >
          <Icon className={iconClass} aria-hidden="true" />
          <span className="flex-1">{entry.label}</span>
        </button>
      );
  }
}
