import { lazy, Suspense, useState } from 'react';
import type { MobileDrawerProps } from './mobile-drawer-dialog';

// Radix's dialog (focus trap, scroll lock) loads with the first opening, not with every page (issue 23).
const MobileDrawerDialog = lazy(() => import('./mobile-drawer-dialog'));

/** The sidebar below md: a modal drawer from the start edge (focus trapped, Escape closes). */
export function MobileDrawer(props: MobileDrawerProps) {
  // Once opened it stays mounted, so closing animates and focus returns to the menu button as before.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <MobileDrawerDialog {...props} />
    </Suspense>
  );
}
