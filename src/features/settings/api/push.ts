// Switching the browser's push notifications on or off for the user (docs/integrations.md, push).
import { useMutation } from '@tanstack/react-query';
import { getIntegrationsConfig } from '@/lib/integrations/config';
import { disablePush, enablePush } from '@/lib/integrations/push';

/** Subscribes or unsubscribes this browser; answers the state it switched to. */
export function useSwitchPush(
  userId: number,
  callbacks: { onSuccess: (on: boolean) => void; onError: (error: Error) => void },
) {
  return useMutation({
    mutationFn: async (on: boolean) => {
      const config = getIntegrationsConfig();
      if (on) await enablePush(config, userId);
      else await disablePush(config, userId);
      return on;
    },
    ...callbacks,
  });
}
