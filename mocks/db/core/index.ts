// The core of the mock world: reference data, config entries, customers, customer users with their logins,
// providers and sessions. Every other area seeds on top of these records. Each entity has its module (collection,
// seed, rules); this one puts their collections together, runs their seeds in order and is the area's public API.
import * as configs from './configs';
import * as customers from './customers';
import * as logins from './logins';
import * as providers from './providers';
import * as reference from './reference';
import * as users from './users';
import type { SeedContext } from '../seed-context';

export { configSeedLabels } from './configs';
export { CUSTOMER, DEMO_LOGINS, PROVIDER, USER } from './ids';
export { CATEGORY, type CategoryRef, categoryIn, CITY } from './reference';

/**
 * The area's collections in their order of old. The database swaps the instances in this object on every reset
 * (mocks/db/index.ts), so the entity modules' own `collections` objects serve as definitions and types only.
 */
export const collections = {
  categories: reference.collections.categories,
  regions: reference.collections.regions,
  cities: reference.collections.cities,
  districts: reference.collections.districts,
  configEntries: configs.collections.configEntries,
  customers: customers.collections.customers,
  customerUsers: users.collections.customerUsers,
  credentials: logins.collections.credentials,
  providers: providers.collections.providers,
  accessTokens: logins.collections.accessTokens,
  quickLoginCodes: logins.collections.quickLoginCodes,
  loginFailures: logins.collections.loginFailures,
  recoveryKeys: logins.collections.recoveryKeys,
  twoFactors: logins.collections.twoFactors,
  invitations: logins.collections.invitations,
};

export async function seed(ctx: SeedContext): Promise<void> {
  // Reference data and config entries: the same in every scenario.
  await reference.seedReference(ctx);
  await configs.seedConfigs(ctx);
  await customers.seedCustomers(ctx);
  const providerSeeds = providers.providerSeedsOf(ctx);
  await providers.seedProviders(ctx, providerSeeds);
  const userSeeds = users.userSeedsOf(users.providerLinkFactory(providerSeeds));
  await users.seedCustomerUsers(ctx, userSeeds);
  await logins.seedLogins(ctx, userSeeds);
}
