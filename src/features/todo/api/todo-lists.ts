import { PROMPT_PAGE_SIZE, type PromptListFilters } from '@/api/queries/prompts';

/**
 * Open and completed to-dos are two lists, each paged on its own, so the open ones always come first however
 * many completed ones there are.
 */
export const OPEN_TODOS = {
  type: 'todo',
  completed: false,
  limit: PROMPT_PAGE_SIZE,
} as const satisfies PromptListFilters;
export const COMPLETED_TODOS = {
  type: 'todo',
  completed: true,
  limit: PROMPT_PAGE_SIZE,
} as const satisfies PromptListFilters;
