// Call-tracking numbers: the number shown on a provider's page while its paid plan runs (none on the basic plan).
import { zProviderRedirectNumber } from '../../../src/api/generated/zod/zod.gen';
import { collection } from '../collection';
import { PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { planTierOf } from './plan-gates';

export const collections = {
  /** Call-tracking numbers; a provider without one answers 404. */
  redirectNumbers: collection(zProviderRedirectNumber),
};

export async function seedRedirectNumbers(ctx: SeedContext): Promise<void> {
  const { db } = ctx;
  const numbers: Record<number, string> = {
    [PROVIDER.havelblick]: '+4933120099870',
    [PROVIDER.lichtwerk]: '+4930577012345',
    [PROVIDER.brautsalon]: '+494038876543',
  };
  for (const provider of db.providers.all()) {
    const number = numbers[provider.id];
    if (!number || planTierOf(provider.productFeatures) === 'basic') continue;
    await db.redirectNumbers.create({
      providerId: provider.id,
      number,
      validUntil: provider.productFeatures.productDateEnd,
    });
  }
}
