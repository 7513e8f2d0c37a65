// Area not seeded yet.
import type { SeedContext } from './seed-context';

export const collections = {};

export async function seed(_ctx: SeedContext): Promise<void> {}
