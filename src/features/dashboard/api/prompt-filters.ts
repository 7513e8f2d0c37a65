import type { PromptListFilters } from '@/api/queries/prompts';

/** The newest notifications on the dashboard. */
export const LATEST_NOTIFICATIONS: PromptListFilters = { type: 'notification', limit: 5 };

/** The newest open to-do, for the "another prompt" modal. */
export const NEWEST_OPEN_TODO: PromptListFilters = { type: 'todo', limit: 1, completed: false };
