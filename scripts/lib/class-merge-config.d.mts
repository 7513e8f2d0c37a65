// Types of ./class-merge-config.mjs for src/lib/cn.test.ts.
export const OUTPUT: string;
export function sourceClasses(root: string): string[];
export function usedClassGroups(classes: string[]): string[];
export function configModule(groups: string[]): string;
