import { lazy, startTransition, Suspense, useState } from 'react';
import type { LeadDetail } from '../../api/leads';
import { withDetailPartTexts } from '../../lib/detail-part-texts';
import { OutcomesButton } from './outcomes/outcomes-button';

// Radix's menu (floating-ui) loads with the first opening, and the dialogs with their forms beside it; the lead
// page shows only the trigger (issue 23, docs/leads.md "First-visit weight").
const loadMenu = () => withDetailPartTexts(() => import('./outcomes/outcomes-menu'));
const OutcomesMenu = lazy(loadMenu);

/** The outcomes of a lead (spec point 4): the trigger; the menu mounts on the first click and stays mounted. */
export function LeadOutcomes({ lead }: { lead: LeadDetail }) {
  const [wanted, setWanted] = useState(false);
  // Pointing at or focusing the trigger starts loading, so the click usually finds the menu ready.
  const trigger = (
    <OutcomesButton
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadMenu()}
      onFocus={() => void loadMenu()}
      // A transition keeps this trigger (and its focus) on screen until the menu has loaded.
      onClick={() => startTransition(() => setWanted(true))}
    />
  );
  return <Suspense fallback={trigger}>{wanted ? <OutcomesMenu lead={lead} /> : trigger}</Suspense>;
}
