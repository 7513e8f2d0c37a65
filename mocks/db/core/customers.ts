// The two customers (accounts) of the mock world: the demo customer and the basic-plan customer.
import { zCustomer, zLoggedInUserAccountManager } from '../../../src/api/generated/zod/zod.gen';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { CUSTOMER } from './ids';

export const collections = {
  customers: collection(zCustomer.extend({ accountManager: zLoggedInUserAccountManager.nullable() })),
};

/** The two customers; in the basic-plan scenario the first one has no paid plan either. */
export async function seedCustomers(ctx: SeedContext): Promise<void> {
  const { db, scenario } = ctx;
  const basicEverywhere = scenario === 'basic-plan';
  const accountManager = {
    name: 'Claudia Neumann',
    email: 'claudia.neumann@hochzeitsportal.de',
    phone: '+493012345670',
  };
  await db.customers.create({
    id: CUSTOMER.schlossgut,
    name: 'Schlossgut Havelblick GmbH',
    crmStatus: basicEverywhere ? 'standard' : 'prime',
    isPaid: !basicEverywhere,
    companyType: 'company',
    companyExtension: 'GmbH',
    taxNumber: '046/123/45678',
    address: 'Am Havelufer 12, 14469 Potsdam',
    accountManager,
  });
  await db.customers.create({
    id: CUSTOMER.elbblick,
    name: 'Landhaus Elbblick UG',
    crmStatus: 'standard',
    isPaid: false,
    companyType: 'company',
    companyExtension: 'UG',
    taxNumber: '41/234/56789',
    address: 'Strandweg 27, 22587 Hamburg',
    accountManager: null,
  });
}
