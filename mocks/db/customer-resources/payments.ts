// Payments of the providers (the plan fees, plus leads, advertisements and setup fees), with their invoices.
import { z } from 'zod';
import { zPayment } from '../../../src/api/generated/zod/zod.gen';
import { zLabels } from '../../lib/labels';
import { collection } from '../collection';
import type { SeedContext } from '../seed-context';
import { paymentDrafts } from './payment-drafts';

const paymentSchema = zPayment.omit({ provider: true, description: true }).extend({
  /** What is billed, in every answer language (answered as `description` in the request's language). */
  descriptions: zLabels,
  customerId: z.int().gte(1),
  /** The card that paid (brand and masked number), kept for support questions (storage only). */
  paidWith: z.object({ brand: z.string(), maskedNumber: z.string() }).nullable(),
  /**
   * A 3-D Secure check under way (storage only): the token the bank page hands back, what to record when the bank
   * approves, and the card to save then (masked; the full number is never kept).
   */
  threeDSecure: z
    .object({
      token: z.string(),
      installmentCount: z.int().gte(1),
      /** What the bank will charge: the chosen option's total, surcharge included. */
      totalAmount: z.number(),
      paidWith: z.object({ brand: z.string(), maskedNumber: z.string() }),
      cardToSave: z
        .object({
          holderName: z.string(),
          maskedNumber: z.string(),
          brand: z.enum(['visa', 'mastercard', 'amex']),
          expiryMonth: z.int(),
          expiryYear: z.int(),
        })
        .nullable(),
    })
    .nullable()
    .optional(),
});

export const collections = {
  /** Payments; the embedded provider summary is built on read. `customerId` is read by the login answer. */
  payments: collection(paymentSchema),
};

export type PaymentRecord = z.infer<typeof paymentSchema>;

export function invoiceUrl(id: number, paidAt: string): string {
  return `https://api.hochzeitsportal.de/invoices/RE-${paidAt.slice(0, 4)}-${String(id).padStart(4, '0')}.pdf`;
}

export async function seedPayments(ctx: SeedContext): Promise<void> {
  const { db, random, now, scenario } = ctx;
  let paymentId = 1;
  for (const draft of paymentDrafts(random, now, scenario)) {
    const id = paymentId++;
    await db.payments.create({
      ...draft,
      id,
      // The seeded payments were paid without an installment surcharge: what was charged is what was owed.
      paidAmount: draft.status === 'paid' ? draft.amount : null,
      invoiceUrl: draft.paidAt ? invoiceUrl(id, draft.paidAt) : null,
    });
  }
}
