import type { Locale } from '@/lib/locale';
import { leadQueryRoots, promptQueryRoots } from '@/lib/shared-query-keys';

/**
 * The one query-key factory of the shell (sidebar badges, bell, couple search, language switch). Lead and
 * prompt data live under the shared roots so other features' changes refresh the badges.
 */
export const shellKeys = {
  all: ['shell'] as const,
  leadCounts: (filters: { createdAtStart: string; createdAtEnd: string; providerIds: readonly number[] }) =>
    [...leadQueryRoots.counts, 'read-status', filters] as const,
  promptCounts: () => [...promptQueryRoots.counts, 'meta'] as const,
  notifications: () => [...promptQueryRoots.lists, 'notifications'] as const,
  coupleSearch: (coupleName: string) => [...leadQueryRoots.lists, 'couple-search', coupleName] as const,
  /** Config labels come in the request's language, so the locale is part of the key. */
  languages: (locale: Locale) => ['shell', 'languages', locale] as const,
};
