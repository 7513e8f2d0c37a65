import { configsQueryOptions } from '@/api/queries/configs';
import type { RouteLoader } from '@/config/paths';
import { getCurrentLocale } from '@/lib/locale';
import { loaderUser } from '@/lib/session/session-query';
import { REFERRAL_CONFIG_TYPES } from './api/referral-configs';

/**
 * /refer-provider: the form's campaign and categories (configs, in the UI's language). The form's code loads after
 * the page's, so without this the request would wait for both. Configs younger than 7 days come from local storage
 * and send nothing.
 */
export const loadReferProvider: RouteLoader = async ({ queryClient, prefetch }) => {
  if (!(await loaderUser(queryClient))) return;
  prefetch(configsQueryOptions(getCurrentLocale(), REFERRAL_CONFIG_TYPES));
};
