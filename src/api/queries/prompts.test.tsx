import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { loginAs } from '@/testing/render-app';
import { resetDatabase } from '../../../mocks/db';
import { getPrompts, promptKeys, useCompletePrompt } from './prompts';

beforeEach(async () => {
  await resetDatabase('default');
  await loginAs('demo');
});

describe('useCompletePrompt', () => {
  it('invalidates every prompt list and the counts, and nothing else', async () => {
    const queryClient = createQueryClient();
    const todo = { type: 'todo', completed: false, limit: 25 } as const;
    const notifications = { type: 'notification', limit: 5 } as const;
    const keys = {
      firstPage: promptKeys.list(notifications),
      pages: promptKeys.pages(todo),
      counts: promptKeys.counts(),
      unrelated: ['leads', 'counts', 'read-status'],
    };
    for (const key of Object.values(keys)) queryClient.setQueryData(key, []);
    const [open] = (await getPrompts(todo, 1)).data;
    if (!open) throw new Error('the seed has open to-dos');

    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useCompletePrompt(), { wrapper });
    await act(() => result.current.mutateAsync(open.id));

    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(keys.firstPage)).toBe(true);
    expect(invalidated(keys.pages)).toBe(true);
    expect(invalidated(keys.counts)).toBe(true);
    expect(invalidated(keys.unrelated)).toBe(false);
  });
});
