// Leads area: couples' quote requests with their messages, notes, interactions, histories, reminders, items and
// lead data. The public API of the area; the modules beside this one hold the store, seed data, seed builder,
// seed, rules and runtime creation.
export {
  collections,
  type LeadCommentRecord,
  type LeadDataRecord,
  type LeadHistoryRecord,
  type LeadInteractionRecord,
  type LeadItemRecord,
  type LeadMessageRecord,
  type LeadRecord,
  type LeadReminderRecord,
  type Texts,
  type UserRef,
} from './store';
export { COUPLE, LEAD } from './seed-data';
export { germanDate, germanDateTime, historyTexts, processStateLabel, extensionNumberFor, textToHtml } from './texts';
export {
  addHistory,
  ANSWERING_STATUSES,
  BASIC_PLAN_LEADS_PER_MONTH,
  canTransition,
  hiddenByPlan,
  LEAD_TRANSITIONS,
  unreadCount,
} from './rules';
export { seed } from './seed';
export { createIncomingLead, createIncomingMessage, type IncomingLead, type IncomingLeadInput } from './incoming';
