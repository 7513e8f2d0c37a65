import { leadKeys } from '@/api/queries/leads';

/**
 * The query keys of the shell's own endpoints. The couple search lists leads, so it hangs under the shared
 * lead lists root: a lead changed anywhere refreshes open search results.
 */
export const shellKeys = {
  coupleSearch: (coupleName: string) => [...leadKeys.lists(), 'couple-search', coupleName] as const,
};
