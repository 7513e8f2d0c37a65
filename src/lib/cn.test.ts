import { describe, expect, it } from 'vitest';
import { cn } from './cn';

describe('cn', () => {
  it('lets a later class of the same group win, keeps classes of other groups and variants apart', () => {
    expect(cn('px-4 py-2', 'px-3')).toBe('py-2 px-3');
    expect(cn('text-sm text-foreground', 'text-lg')).toBe('text-foreground text-lg');
    expect(cn('hidden', 'sm:flex', 'flex')).toBe('sm:flex flex');
    expect(cn('p-4', false, undefined, ['ps-2'])).toBe('p-4 ps-2');
  });
});
