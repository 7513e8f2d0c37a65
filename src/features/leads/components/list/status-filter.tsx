import { lazy, startTransition, Suspense, useState } from 'react';
import type { LeadStatus } from '../../api/keys';
import { StatusFilterButton } from './status-filter-button';

export interface StatusFilterProps {
  /** Prefix of the ids of the filter's label (`-status-label`), its value and its checkboxes. */
  idPrefix: string;
  statuses: readonly LeadStatus[];
  onToggle: (status: LeadStatus, checked: boolean) => void;
}

// Radix's popover (floating-ui, focus scope) and the checkboxes load with the first opening, not with the inbox
// (issue 23, docs/leads.md "First-visit weight").
const loadPopover = () => import('./status-filter-popover');
const StatusFilterPopover = lazy(loadPopover);

/** The status filter's trigger; the popover mounts on the first click and stays mounted. */
export function StatusFilter(props: StatusFilterProps) {
  const [wanted, setWanted] = useState(false);
  // Pointing at or focusing the trigger starts loading, so the click usually finds the popover ready.
  const trigger = (
    <StatusFilterButton
      idPrefix={props.idPrefix}
      statuses={props.statuses}
      aria-haspopup="dialog"
      aria-expanded={false}
      onPointerEnter={() => void loadPopover()}
      onFocus={() => void loadPopover()}
      // A transition keeps this trigger (and its focus) on screen until the popover has loaded.
      onClick={() => startTransition(() => setWanted(true))}
    />
  );
  return <Suspense fallback={trigger}>{wanted ? <StatusFilterPopover {...props} /> : trigger}</Suspense>;
}
