import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { Locale } from '@/lib/locale';
import { changeLocale } from './index';

/**
 * Switches the UI language and asks the server again for what is on screen: the API words labels, payment
 * descriptions, to-dos and notifications in the request's language (`Accept-Language`), so data fetched before the
 * switch would stay in the old language until the next reload.
 */
export function useChangeLocale(): (locale: Locale) => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(
    async (locale: Locale) => {
      await changeLocale(locale);
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );
}
