import { lazy, Suspense, useState } from 'react';
import type { LoggedInUser } from '@/lib/session/session-query';
import { UserMenuButton } from './user-menu-button';

// Radix's menu (with floating-ui) loads with the first opening, not with every page (issue 23).
const UserMenuDropdown = lazy(() => import('./user-menu-dropdown'));

/** The user menu's trigger; the menu itself mounts on the first click and stays mounted. */
export function UserMenu({ user }: { user: LoggedInUser }) {
  const [wanted, setWanted] = useState(false);
  const trigger = <UserMenuButton aria-haspopup="menu" aria-expanded={false} onClick={() => setWanted(true)} />;
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <UserMenuDropdown user={user} />
    </Suspense>
  );
}
