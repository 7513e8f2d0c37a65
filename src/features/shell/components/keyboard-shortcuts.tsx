import { lazy, Suspense, useState } from 'react';
import { loadFeatureTexts } from '@/i18n';
import { useShortcut } from '@/lib/shortcuts';

// The list of shortcuts and its texts (`shortcuts.…`, src/components/shortcuts/texts) load with its first opening,
// not with every page.
const ShortcutsDialog = lazy(async () => {
  const [module] = await Promise.all([
    import('@/components/shortcuts/shortcuts-dialog'),
    loadFeatureTexts('shortcuts'),
  ]);
  return module;
});

/** "?" opens the "Tastenkürzel" dialog anywhere in the logged-in layout (issue 41.4). */
export function KeyboardShortcuts() {
  const [wanted, setWanted] = useState(false);
  const [open, setOpen] = useState(false);
  useShortcut('help', () => {
    setWanted(true);
    setOpen(true);
  });
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog open={open} onOpenChange={setOpen} />
    </Suspense>
  );
}
