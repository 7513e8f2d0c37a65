// Realtime simulation in the browser mock, acting for whoever is logged in in this tab: the developer panel's
// buttons and `window.__mockRealtime` for browser tests. Loaded only in mock mode.
import { db } from '../db';
import type { IncomingLeadInput } from '../db/leads';
import { scheduleSave } from '../browser/persistence';
import { listenedPaths } from './protocol';
import { simulateIncomingLead, simulateIncomingMessage } from './simulate';

export interface MockRealtimeControls {
  /** A couple's new request to the logged-in user's first provider; resolves to the new lead's id. */
  newLead(input?: IncomingLeadInput): Promise<{ leadId: number; coupleName: string | null }>;
  /** A couple's new message; without a lead id, on the most recent lead of the user's providers. */
  newMessage(leadId?: number, text?: string): Promise<{ leadId: number }>;
  /** The paths the portal listens to right now: browser tests publish only once it listens. */
  listenedPaths(): string[];
}

declare global {
  interface Window {
    __mockRealtime?: MockRealtimeControls;
  }
}

function loggedInUserId(): number {
  const token = window.localStorage.getItem('accessToken');
  const record = token ? db.accessTokens.findFirst((q) => q.where({ token })) : null;
  const credential = record ? db.credentials.findFirst((q) => q.where({ id: record.credentialId })) : null;
  if (!credential || credential.customerUserId === null || record?.deleted)
    throw new Error('Bitte melden Sie sich zuerst als Kundenbenutzer an.');
  return credential.customerUserId;
}

export const realtimeControls: MockRealtimeControls = {
  async newLead(input) {
    const { lead } = await simulateIncomingLead(loggedInUserId(), input);
    scheduleSave();
    return { leadId: lead.id, coupleName: lead.couple.name };
  },
  async newMessage(leadId, text) {
    const message = await simulateIncomingMessage(loggedInUserId(), leadId, text);
    scheduleSave();
    return { leadId: message.leadId };
  },
  listenedPaths,
};
