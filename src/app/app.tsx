import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Direction } from 'radix-ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/components/ui/toaster';
import { isRightToLeft, isLocale } from '@/lib/locale';
import { AppRoutes, type AppRouter, createAppRouter } from './router';

interface AppProps {
  /** The boot's client (which already loads the session); a fresh one otherwise. */
  queryClient?: QueryClient;
  /** The boot's router (already loading the first route's code and data); created here otherwise. */
  router?: AppRouter;
}

/** The portal. */
export function App({ queryClient: bootClient, router: bootRouter }: AppProps = {}) {
  const [queryClient] = useState(() => bootClient ?? createQueryClient());
  const [router] = useState(() => bootRouter ?? createAppRouter(queryClient));
  const { i18n } = useTranslation();
  const dir = isLocale(i18n.language) && isRightToLeft(i18n.language) ? 'rtl' : 'ltr';
  return (
    <Direction.Provider dir={dir}>
      <QueryClientProvider client={queryClient}>
        <AppRoutes router={router} />
        <Toaster />
      </QueryClientProvider>
    </Direction.Provider>
  );
}
