import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { classMergeConfig } from './class-merge-config.gen';

// tailwind-merge's engine with its own default configuration cut to the class groups the portal uses
// (scripts/gen-class-merge-config.mjs): the same results for every class in src/ at a third of the weight on every
// page (issue 23). A class of a group the source did not use before is caught by src/lib/cn.test.ts.
const mergeClasses = createTailwindMerge(classMergeConfig);

/** Joins class names; later Tailwind utilities win over earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
