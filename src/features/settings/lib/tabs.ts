import { isOneOf } from '@/lib/guards';

export const SETTINGS_TABS = ['profile', 'password', 'security', 'accounts', 'language', 'notifications'] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The tab of the address (`/settings` opens the profile), or null for one that does not exist. */
export function settingsTabOf(param: string | undefined): SettingsTab | null {
  const tab = param ?? 'profile';
  return isOneOf(SETTINGS_TABS, tab) ? tab : null;
}
