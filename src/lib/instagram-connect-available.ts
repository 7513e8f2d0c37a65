import { getRuntimeConfig } from '@/lib/runtime-config';

// Apart from ./instagram-connect, so the gallery page shows its button without the connect code, which loads with
// the click (issue 23).

/** Whether this installation can connect Instagram: mock mode, or an Instagram app id in the runtime config. */
export function instagramConnectAvailable(): boolean {
  const config = getRuntimeConfig();
  return config.mockApi || config.instagramAppId !== '';
}
