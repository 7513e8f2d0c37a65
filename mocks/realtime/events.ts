// The mock backend's announcements of what a realtime backend would publish: the database functions that
// create a couple's new request or message call `publishLeadActivity`, and the realtime mock (./lead-entries.ts)
// turns them into entries under `customer_users/{uuid}/leads`. Kept free of runtime imports so the database
// modules can call it without an import cycle.
import type { LeadMessageRecord, LeadRecord } from '../db/leads';

export type LeadActivity =
  { type: 'lead'; lead: LeadRecord } | { type: 'message'; lead: LeadRecord; message: LeadMessageRecord };

type LeadActivityListener = (activity: LeadActivity) => void;

const listeners = new Set<LeadActivityListener>();

export function publishLeadActivity(activity: LeadActivity): void {
  for (const listener of listeners) listener(activity);
}

export function onLeadActivity(listener: LeadActivityListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
