import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/api/client';
import { isLocale, type Locale } from '@/lib/locale';
import { shellKeys } from './keys';

export interface AvailableLanguage {
  locale: Locale;
  /** The config's label, in the current language. */
  label: string;
}

/** Reference data is cached for 7 days (spec point 9). */
const CONFIG_STALE_TIME_MS = 604_800_000;

export async function getAvailableLanguages(signal?: AbortSignal): Promise<AvailableLanguage[]> {
  const { data } = unwrap(
    await api.GET('/configs', { params: { query: { itemTypes: ['available_languages'] } }, signal }),
  );
  return (data.available_languages ?? []).flatMap((entry) =>
    entry.status === 1 && isLocale(entry.itemId) ? [{ locale: entry.itemId, label: entry.value }] : [],
  );
}

export function availableLanguagesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: shellKeys.languages(locale),
    queryFn: ({ signal }) => getAvailableLanguages(signal),
    staleTime: CONFIG_STALE_TIME_MS,
  });
}

/** The active languages of config available_languages that the portal ships a bundle for. */
export function useAvailableLanguages(locale: Locale) {
  return useQuery(availableLanguagesQueryOptions(locale));
}
