// The customer-resources area: mail templates and attachments, price and menu catalogues with their item options,
// hall capacity records (customer spaces), saved cards, the subscription and the payments of the providers. Each
// entity has its module (collection, seed, rules); this one puts their collections together, runs their seeds in
// order and is the area's public API.
import * as attachments from './attachments';
import * as catalogueOptions from './catalogue-options';
import * as catalogs from './catalogs';
import * as creditCards from './credit-cards';
import * as customerSpaces from './customer-spaces';
import * as mailTemplates from './mail-templates';
import * as payments from './payments';
import * as subscriptions from './subscriptions';
import type { SeedContext } from '../seed-context';

export { attachmentUrl } from './attachments';
export { catalogTypeIn, itemOptionIn } from './catalogue-options';
export { invoiceUrl } from './payments';

/**
 * The area's collections in their order of old. The database swaps the instances in this object on every reset
 * (mocks/db/index.ts), so the entity modules' own `collections` objects serve as definitions and types only.
 */
export const collections = {
  mailTemplates: mailTemplates.collections.mailTemplates,
  attachments: attachments.collections.attachments,
  catalogTypes: catalogueOptions.collections.catalogTypes,
  catalogItemOptions: catalogueOptions.collections.catalogItemOptions,
  catalogs: catalogs.collections.catalogs,
  customerSpaces: customerSpaces.collections.customerSpaces,
  creditCards: creditCards.collections.creditCards,
  subscriptions: subscriptions.collections.subscriptions,
  payments: payments.collections.payments,
};

export async function seed(ctx: SeedContext): Promise<void> {
  // Reference data and the subscription: every scenario.
  await catalogueOptions.seedCatalogueOptions(ctx);
  await subscriptions.seedSubscription(ctx);
  if (ctx.scenario === 'empty') return;

  await mailTemplates.seedMailTemplates(ctx);
  await attachments.seedAttachments(ctx);
  await catalogs.seedCatalogs(ctx);
  await customerSpaces.seedCustomerSpaces(ctx);
  await creditCards.seedCreditCards(ctx);
  await payments.seedPayments(ctx);
}
