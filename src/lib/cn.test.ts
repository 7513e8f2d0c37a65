import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configModule, OUTPUT, sourceClasses, usedClassGroups } from '../../scripts/lib/class-merge-config.mjs';
import { cn } from './cn';

// cn() merges with tailwind-merge's configuration cut to the class groups the source uses. It must give what the
// full merger gives for every pair of classes the source contains, in either order.
// Vitest runs from the project's root.
const projectRoot = process.cwd();
const classes = sourceClasses(projectRoot);

describe('cn', () => {
  it('lets a later class of the same group win, keeps classes of other groups and variants apart', () => {
    expect(cn('px-4 py-2', 'px-3')).toBe('py-2 px-3');
    expect(cn('text-sm text-ink', 'text-lg')).toBe('text-ink text-lg');
    expect(cn('hidden', 'sm:flex', 'flex')).toBe('sm:flex flex');
    expect(cn('p-4', false, undefined, ['ps-2'])).toBe('p-4 ps-2');
  });

  it('merges every pair of the source’s classes as the full tailwind-merge does', () => {
    expect(classes.length).toBeGreaterThan(300);
    const different: string[] = [];
    for (const first of classes)
      for (const second of classes) {
        const expected = twMerge(`${first} ${second}`);
        if (cn(first, second) !== expected)
          different.push(`${first} ${second} → ${cn(first, second)}, not ${expected}`);
      }
    expect(different).toEqual([]);
  });

  it('has its configuration written from the classes the source uses today (npm run gen:class-merger)', () => {
    const written = readFileSync(join(projectRoot, OUTPUT), 'utf8');
    expect(written).toBe(configModule(usedClassGroups(classes)));
  });
});
