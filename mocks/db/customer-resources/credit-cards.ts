// Saved cards of the customers.
import { z } from 'zod';
import { zCreditCard } from '../../../src/api/generated/zod/zod.gen';
import { addDays, isoDateTime, startOfDay } from '../../lib/clock';
import { collection } from '../collection';
import { CUSTOMER } from '../core';
import type { SeedContext } from '../seed-context';
import { at } from './dates';

export const collections = {
  /**
   * Saved cards: only the masked number is kept, never the full number or the CVV. `behaviour` is what the
   * mock's bank does with the card (like a card token; see TEST_CARDS in handlers/payments/support.ts).
   */
  creditCards: collection(
    zCreditCard.extend({
      customerId: z.int().gte(1),
      createdAt: z.string(),
      behaviour: z.enum(['approve', 'decline', 'three_d_secure', 'no_3d_form']),
    }),
  ),
};

/** The demo customer's company card and its spare card. */
export async function seedCreditCards(ctx: SeedContext): Promise<void> {
  const { db, now } = ctx;
  const today = startOfDay(now);
  const expiryYear = today.getUTCFullYear();
  await db.creditCards.create({
    id: 1,
    customerId: CUSTOMER.schlossgut,
    name: 'Firmenkarte',
    holderName: 'Katharina Vogt',
    maskedNumber: '**** **** **** 4242',
    brand: 'visa',
    expiryMonth: 8,
    expiryYear: expiryYear + 2,
    isPrimary: true,
    behaviour: 'approve',
    createdAt: isoDateTime(at(addDays(today, -380), 10, 12)),
  });
  await db.creditCards.create({
    id: 2,
    customerId: CUSTOMER.schlossgut,
    name: 'Ersatzkarte Buchhaltung',
    holderName: 'Jonas Albrecht',
    maskedNumber: '**** **** **** 5100',
    brand: 'mastercard',
    expiryMonth: 3,
    expiryYear: expiryYear + 1,
    isPrimary: false,
    behaviour: 'approve',
    createdAt: isoDateTime(at(addDays(today, -120), 15, 40)),
  });
}
