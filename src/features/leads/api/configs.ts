import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { DEFAULT_LOCALE, isLocale } from '@/lib/locale';
import { leadKeys } from './keys';

export type ConfigType = components['schemas']['ConfigType'];
export type ConfigEntry = components['schemas']['ConfigEntry'];

/** Reference data is cached for 7 days (spec point 9). */
const CONFIG_STALE_TIME_MS = 604_800_000;

export async function getConfigs(itemTypes: readonly ConfigType[], signal?: AbortSignal) {
  return unwrap(await api.GET('/configs', { params: { query: { itemTypes: [...itemTypes] } }, signal })).data;
}

/** The labels come in the request language, so the locale is part of the key. */
export function configEntriesQueryOptions(locale: string, type: ConfigType) {
  return queryOptions({
    queryKey: leadKeys.configs(locale, [type]),
    queryFn: ({ signal }) => getConfigs([type], signal),
    staleTime: CONFIG_STALE_TIME_MS,
    // Inactive entries (status 0) are no longer offered.
    select: (configs): ConfigEntry[] => (configs[type] ?? []).filter((entry) => entry.status === 1),
  });
}

/** The active entries of one config type, labelled in the current UI language. */
export function useConfigEntries(type: ConfigType) {
  const { i18n } = useTranslation();
  const locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
  return useQuery(configEntriesQueryOptions(locale, type));
}
