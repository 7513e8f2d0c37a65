import { zodResolver } from '@hookform/resolvers/zod';
import type { ResolverOptions } from 'react-hook-form';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { lazyResolver } from './lazy-resolver';

const schema = z.object({ name: z.string().min(2) });
type Values = z.infer<typeof schema>;
const options: ResolverOptions<Values> = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  // jsdom has no requestIdleCallback: the warm-up waits on a timer, which only the test moves on.
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('starts the download when the browser is idle, before any validation', async () => {
    let loads = 0;
    lazyResolver<Values>(async () => {
      loads += 1;
      return zodResolver(schema);
    });
    expect(loads).toBe(0);
    await vi.runAllTimersAsync();
    expect(loads).toBe(1);
  });

  it('validates as the resolver it loads, loading it once', async () => {
    let loads = 0;
    const resolver = lazyResolver<Values>(async () => {
      loads += 1;
      return zodResolver(schema);
    });
    const invalid = await resolver({ name: 'A' }, undefined, options);
    expect(invalid.errors.name?.type).toBe('too_small');
    expect(await resolver({ name: 'Anna' }, undefined, options)).toEqual({ values: { name: 'Anna' }, errors: {} });
    expect(loads).toBe(1);
  });

  it('tries the download again at the next validation after a failed one', async () => {
    let loads = 0;
    const resolver = lazyResolver<Values>(async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return zodResolver(schema);
    });
    await expect(resolver({ name: 'Anna' }, undefined, options)).rejects.toThrow('Failed to fetch');
    expect(await resolver({ name: 'Anna' }, undefined, options)).toEqual({ values: { name: 'Anna' }, errors: {} });
    expect(loads).toBe(2);
  });
});
