import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router-dom';
import { setUnauthorizedNavigator } from '@/api/client';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/components/ui/toaster';
import { isRightToLeft, isLocale } from '@/lib/locale';
import { createRouter } from './router';

/** The portal; `queryClient` is the boot's client (which already loads the session), a fresh one otherwise. */
export function App({ queryClient: bootClient }: { queryClient?: QueryClient } = {}) {
  const [queryClient] = useState(() => bootClient ?? createQueryClient());
  const [router] = useState(() => {
    const created = createRouter(queryClient);
    // A 401 anywhere moves to the login page inside the app, keeping the cache of other tabs alone.
    setUnauthorizedNavigator((path) => void created.navigate(path, { replace: true }));
    return created;
  });
  const { i18n } = useTranslation();
  const dir = isLocale(i18n.language) && isRightToLeft(i18n.language) ? 'rtl' : 'ltr';
  return (
    <Direction.Provider dir={dir}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>
    </Direction.Provider>
  );
}
