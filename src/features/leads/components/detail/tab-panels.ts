import { type ComponentType, lazy } from 'react';
import { defineSearchParams, searchParam } from '@/lib/search-params';
import type { LeadDetail } from '../../api/leads';
import { withDetailPartTexts } from '../../lib/detail-part-texts';

/** The tabs of the lead page (spec point 2), in the order the spec names them. */
export const LEAD_TABS = ['details', 'interactions', 'messages', 'notes', 'calls', 'loan'] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

/** The active tab lives in the URL (`?activeTab=messages` opens the messages tab); anything else shows details. */
export const leadPageParams = defineSearchParams({ activeTab: searchParam.oneOf(LEAD_TABS, 'details') });

type Panel = ComponentType<{ lead: LeadDetail }>;
const panel = (loadCode: () => Promise<Panel>) => {
  const load = () => withDetailPartTexts(loadCode);
  return { load, Panel: lazy(() => load().then((Panel) => ({ default: Panel }))) };
};

// Every tab but the details (the default) loads when it is first shown, so the lead page carries neither the
// composers and DOMPurify of the messages nor the forms of notes, interactions and calls (issue 23,
// docs/leads.md "First-visit weight"). Pointing at a tab starts its loading; the route's loader starts the
// loading of the tab a link opens, in parallel with the page.
export const LAZY_TAB_PANELS = {
  interactions: panel(() => import('./interactions-tab').then((m) => m.InteractionsTab)),
  messages: panel(() => import('../messages/lead-messages-tab').then((m) => m.LeadMessagesTab)),
  notes: panel(() => import('./notes-tab').then((m) => m.NotesTab)),
  calls: panel(() => import('./calls-tab').then((m) => m.CallsTab)),
  loan: panel(() => import('./loan-tab').then((m) => m.LoanTab)),
} satisfies Record<Exclude<LeadTab, 'details'>, unknown>;

/** Starts loading the code of a tab (nothing to load for the details). */
export function preloadLeadTab(tab: LeadTab): void {
  if (tab !== 'details') void LAZY_TAB_PANELS[tab].load();
}
