import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '@/lib/runtime-config';
import { useSession } from '@/lib/session/session-query';
import { whenIdle } from '@/lib/when-idle';
import type { LeadEvent } from './lead-event';
import { presentLeadEvent } from './present-lead-event';

/**
 * New requests and messages of couples as they arrive (spec points 2 and 7): mounted once for the main layout,
 * it listens to the logged-in user's realtime notifications and shows a toast for each. The Firebase SDK is
 * loaded only after login, once the browser is idle, and the connection ends with the session.
 */
export function RealtimeLeadEvents() {
  const session = useSession();
  const uuid = session.status === 'logged-in' ? session.user.uuid : null;
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { t } = useTranslation();

  // The subscription outlives renders; events are presented with what is current when they arrive. The page
  // is read from the address bar then: while a navigation is still loading, the router's rendered location
  // lags behind the page the user asked for.
  const present = useRef<(event: LeadEvent) => void>(() => undefined);
  useEffect(() => {
    present.current = (event) =>
      presentLeadEvent(event, {
        queryClient,
        navigate: (to) => void navigate(to),
        pathname: window.location.pathname,
        t,
      });
  }, [queryClient, navigate, t]);

  useEffect(() => {
    const config = getRuntimeConfig().realtime;
    if (!uuid || !config.databaseUrl) return;
    let stopped = false;
    let stop: (() => void) | null = null;
    const cancelIdle = whenIdle(() => {
      void import('./lead-event-channel')
        .then(({ listenToLeadEvents }) => listenToLeadEvents(config, uuid, (event) => present.current(event)))
        .then(
          (unsubscribe) => {
            if (stopped) unsubscribe();
            else stop = unsubscribe;
          },
          // Notifications are a convenience: without them the portal works as before.
          (error: unknown) => console.warn('Realtime notifications are unavailable:', String(error)),
        );
    });
    return () => {
      stopped = true;
      cancelIdle();
      stop?.();
    };
  }, [uuid]);

  return null;
}
