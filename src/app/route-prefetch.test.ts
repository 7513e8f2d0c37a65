import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { routePrefetch } from './route-prefetch';

function failingQuery() {
  const calls = { count: 0 };
  const queryFn = () => {
    calls.count += 1;
    return Promise.reject(new Error('down'));
  };
  return { calls, options: { queryKey: ['probe'], queryFn } };
}

/** A page's query mounting: it subscribes, and a fetch it starts shows at once as `fetchStatus: 'fetching'`. */
function mount(queryClient: ReturnType<typeof createQueryClient>, options: ReturnType<typeof failingQuery>['options']) {
  const observer = new QueryObserver(queryClient, options);
  const unsubscribe = observer.subscribe(() => undefined);
  return { result: observer.getCurrentResult(), unsubscribe };
}

describe('a route loader prefetch', () => {
  it('hands a failure to the page that mounts afterwards instead of asking again', async () => {
    const queryClient = createQueryClient();
    const { calls, options } = failingQuery();
    routePrefetch(queryClient)(options);
    await expect.poll(() => queryClient.getQueryState(['probe'])?.status).toBe('error');

    const page = mount(queryClient, options);
    expect(page.result.status).toBe('error');
    expect(page.result.fetchStatus).toBe('idle');
    expect(calls.count).toBe(1);
    page.unsubscribe();

    // Opening the page again asks again, as without a loader.
    const again = mount(queryClient, options);
    expect(again.result.fetchStatus).toBe('fetching');
    await expect.poll(() => calls.count).toBe(2);
    again.unsubscribe();
  });
});
