// The router starts a navigation's requests itself (issue 23, "no waterfall"): at boot before anything renders, and
// on every later navigation to another path, never for a change of the page's own search params.
import { describe, expect, it } from 'vitest';
import { resetDatabase } from '@mocks/db';
import { createQueryClient } from '@/api/query-client';
import { prefetchStoredSession } from '@/lib/session/session-query';
import { nextAnswerTo, recordRequests } from '@/testing/mock-server';
import { loginAs } from '@/testing/render-app';
import { createAppRouter } from './router';

async function bootAt(url: string) {
  await resetDatabase('default');
  await loginAs('demo');
  window.history.replaceState(null, '', url);
  const queryClient = createQueryClient();
  prefetchStoredSession(queryClient);
  return createAppRouter(queryClient);
}

describe('the app router', () => {
  it("starts the first page's data requests when it is created, before any render", async () => {
    const leadRequests = recordRequests('/leads');
    await bootAt('/leads');
    await expect.poll(() => leadRequests.length).toBe(1);
    expect(new URL(leadRequests[0]!.url).searchParams.get('limit')).not.toBeNull();
  });

  it('runs the loader again for another path, not for new search params of the same page', async () => {
    const leadRequests = recordRequests('/leads');
    const router = await bootAt('/leads');
    await expect.poll(() => leadRequests.length).toBe(1);

    // The page's own search (`q`) is the page's business: the loader does not ask for it.
    router.history.push('/leads?q=Anna');
    const providersAnswered = nextAnswerTo('/providers');
    router.history.push('/providers');
    await providersAnswered;
    expect(leadRequests).toHaveLength(1);

    // Coming from another path, the loader asks for the list the URL describes.
    router.history.push('/leads?q=Anna');
    await expect.poll(() => leadRequests.length).toBe(2);
    expect(new URL(leadRequests[1]!.url).searchParams.get('coupleName')).toBe('Anna');
  });
});
