import { lazy, Suspense, useState } from 'react';
import { useShortcut } from '@/lib/shortcuts';
import { CoupleSearchButton } from './couple-search-button';

// Radix's dialog (focus trap, scroll lock) and the search field load with the first opening, not with every page
// (issue 23).
const loadDialog = () => import('./couple-search-dialog');
const CoupleSearchDialog = lazy(loadDialog);

/** The couple search's trigger; the dialog mounts on the first click (or Ctrl/⌘+K) and stays mounted. */
export function CoupleSearch() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useShortcut('search', show);
  // Pointing at or focusing the trigger starts loading, so the click usually finds the dialog ready.
  const trigger = (
    <CoupleSearchButton
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={show}
    />
  );
  if (!wanted) return trigger;
  return (
    <Suspense fallback={trigger}>
      <CoupleSearchDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
