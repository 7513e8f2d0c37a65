import type { Locale } from '@/lib/locale';

/** The one query-key factory of the shell (sidebar badges, bell, couple search, language switch). */
export const shellKeys = {
  all: ['shell'] as const,
  leadCounts: (filters: { createdAtStart: string; createdAtEnd: string; providerIds: readonly number[] }) =>
    [...shellKeys.all, 'lead-counts', filters] as const,
  promptCounts: () => [...shellKeys.all, 'prompt-counts'] as const,
  notifications: () => [...shellKeys.all, 'notifications'] as const,
  coupleSearch: (coupleName: string) => [...shellKeys.all, 'couple-search', coupleName] as const,
  /** Config labels come in the request's language, so the locale is part of the key. */
  languages: (locale: Locale) => [...shellKeys.all, 'languages', locale] as const,
};
