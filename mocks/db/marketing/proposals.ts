// Proposals: upgrade requests and referrals with everything the sales team needs.
import { z } from 'zod';
import { zProposal, zUpgradeFeature } from '../../../src/api/generated/zod/zod.gen';
import { addDays, addMinutes, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { CATEGORY, CUSTOMER, PROVIDER, USER } from '../core';
import type { SeedContext } from '../seed-context';

export const collections = {
  /** Upgrade requests and referrals with everything the sales team needs. */
  proposals: collection(
    zProposal.extend({
      status: z.enum(['open', 'closed']),
      customerId: z.int().gte(1),
      customerUserId: z.int().gte(1),
      campaignId: z.int().gte(1),
      companyName: z.string().min(1),
      name: z.string().min(1),
      feature: zUpgradeFeature.nullable(),
      providerId: z.int().gte(1).nullable(),
      message: z.string().nullable(),
      phone: z.string().nullable(),
      categoryId: z.int().gte(1).nullable(),
    }),
  ),
};

/** Config campaign_id entries: the upgrade dialogs send 501, the referral form 502. */
export const CAMPAIGN = { upgrade: 501, referral: 502 } as const;

/** Seeded proposals: an open WhatsApp upgrade request of customer 1 (a new one answers 409), a closed one, a referral. */
export const PROPOSAL = { whatsappOpen: 2201, competitorClosed: 2198, referral: 2200 } as const;

export async function seedProposals(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const at = (days: number, minutes: number) => isoDateTime(addMinutes(addDays(startOfDay(now), days), minutes));
  const common = {
    customerId: CUSTOMER.schlossgut,
    customerUserId: USER.demo,
    companyName: 'Schlossgut Havelblick GmbH',
  };
  await db.proposals.create({
    ...common,
    id: PROPOSAL.competitorClosed,
    type: 'upgrade',
    status: 'closed',
    campaignId: CAMPAIGN.upgrade,
    name: 'Katharina Vogt',
    feature: 'competitor_analysis',
    providerId: PROVIDER.brautsalon,
    message: 'Wir möchten mehr Wettbewerber im Vergleich sehen.',
    phone: null,
    categoryId: null,
    createdAt: at(-210, 9 * 60 + 35),
  });
  await db.proposals.create({
    ...common,
    id: PROPOSAL.referral,
    type: 'referral',
    status: 'open',
    campaignId: CAMPAIGN.referral,
    companyName: 'Blumenwerk Potsdam',
    name: 'Lukas Becker',
    feature: null,
    providerId: null,
    message: null,
    phone: '+4933128765432',
    categoryId: CATEGORY.decoration.id,
    createdAt: at(-33, 15 * 60 + 10),
  });
  await db.proposals.create({
    ...common,
    id: PROPOSAL.whatsappOpen,
    type: 'upgrade',
    status: 'open',
    campaignId: CAMPAIGN.upgrade,
    name: 'Katharina Vogt',
    feature: 'whatsapp_leads',
    providerId: PROVIDER.havelblick,
    message: 'Bitte rufen Sie mich vormittags an.',
    phone: null,
    categoryId: null,
    createdAt: at(-2, 10 * 60 + 5),
  });
}
