import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, unwrap } from '@/api/client';
import type { components } from '@/api/generated/schema';
import { DEFAULT_LOCALE, isLocale, type Locale } from '@/lib/locale';

export type ConfigType = components['schemas']['ConfigType'];
export type ConfigEntry = components['schemas']['ConfigEntry'];
/** The answer of GET /configs: the entries of each asked type. */
export type Configs = Partial<Record<ConfigType, ConfigEntry[]>>;

/** Reference data is cached for 7 days in local storage (spec point 7). */
export const CONFIG_CACHE_TIME_MS = 604_800_000;

/** Local storage keys of cached configs start with this; the version changes when the stored shape does. */
export const CONFIG_STORAGE_PREFIX = 'configs:v1:';

/**
 * The one key factory of configs. The labels come in the request's language, so the locale is part of the
 * key (and of the storage key); the item types are sorted so the same set is one entry however it is asked.
 */
export const configKeys = {
  all: () => ['configs'] as const,
  types: (locale: Locale, itemTypes: readonly ConfigType[]) =>
    [...configKeys.all(), locale, [...itemTypes].sort()] as const,
};

interface StoredConfigs {
  savedAt: number;
  data: Configs;
}

function storageKey(locale: Locale, itemTypes: readonly ConfigType[]): string {
  return `${CONFIG_STORAGE_PREFIX}${locale}:${[...itemTypes].sort().join(',')}`;
}

/**
 * The cached answer when it is younger than 7 days. Configs are reference data (labels, reasons, campaigns)
 * and hold nothing personal, so they may outlive the session in storage; a 401 or logout clears them anyway.
 */
export function readStoredConfigs(
  locale: Locale,
  itemTypes: readonly ConfigType[],
  now: number = Date.now(),
): StoredConfigs | undefined {
  try {
    const raw = window.localStorage.getItem(storageKey(locale, itemTypes));
    if (raw === null) return undefined;
    // eslint-disable-next-line @typescript-eslint/no-unsafe-type-assertion -- the portal's own cache entry, written by writeStoredConfigs; the storage key's version changes when its shape does (checking it with the zod schemas would load them with the first screen)
    const stored = JSON.parse(raw) as Partial<StoredConfigs>;
    if (typeof stored.savedAt !== 'number' || typeof stored.data !== 'object' || stored.data === null) {
      return undefined;
    }
    return now - stored.savedAt < CONFIG_CACHE_TIME_MS ? { savedAt: stored.savedAt, data: stored.data } : undefined;
  } catch {
    // Storage unavailable (private mode) or a damaged entry: ask the API.
    return undefined;
  }
}

function writeStoredConfigs(locale: Locale, itemTypes: readonly ConfigType[], data: Configs): void {
  try {
    const stored: StoredConfigs = { savedAt: Date.now(), data };
    window.localStorage.setItem(storageKey(locale, itemTypes), JSON.stringify(stored));
  } catch {
    // Storage full or unavailable: the in-memory cache still serves this visit.
  }
}

export async function getConfigs(itemTypes: readonly ConfigType[], signal?: AbortSignal): Promise<Configs> {
  return unwrap(await api.GET('/configs', { params: { query: { itemTypes: [...itemTypes] } }, signal })).data;
}

/**
 * Configs of the given types in the given language: served synchronously from local storage while the stored
 * answer is younger than 7 days (no request), otherwise fetched and stored.
 */
export function configsQueryOptions(locale: Locale, itemTypes: readonly ConfigType[]) {
  return queryOptions({
    queryKey: configKeys.types(locale, itemTypes),
    queryFn: async ({ signal }) => {
      const data = await getConfigs(itemTypes, signal);
      writeStoredConfigs(locale, itemTypes, data);
      return data;
    },
    staleTime: CONFIG_CACHE_TIME_MS,
    initialData: () => readStoredConfigs(locale, itemTypes)?.data,
    initialDataUpdatedAt: () => readStoredConfigs(locale, itemTypes)?.savedAt,
  });
}

/** The UI language, which is also the language the API answers in (`Accept-Language`). */
function useConfigLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}

/** Configs of the given types, labelled in the current UI language, shaped by `select`. */
export function useConfigs<T>(itemTypes: readonly ConfigType[], select: (configs: Configs) => T) {
  const locale = useConfigLocale();
  return useQuery({ ...configsQueryOptions(locale, itemTypes), select });
}

/** The active entries of one config type; inactive entries (status 0) are no longer offered. */
export function activeEntries(configs: Configs, type: ConfigType): ConfigEntry[] {
  return (configs[type] ?? []).filter((entry) => entry.status === 1);
}

/** The active entries of one config type, labelled in the current UI language. */
export function useConfigEntries(type: ConfigType) {
  return useConfigs([type], (configs) => activeEntries(configs, type));
}
