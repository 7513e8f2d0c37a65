// Rights cases (see index.ts) of the payments, the saved cards and the account's logs.
import type { Database } from '../../db';
import { now } from '../../lib/clock';
import { type RightsEntry, withProvider } from './shared';

function openPayment(db: Database, providerId: number) {
  return db.payments
    .all()
    .find((p) => p.providerId === providerId && (p.status === 'pending' || p.status === 'failed'));
}

/** A card to pay with or save; the expiry differs with `seq`, so no two saves are the same card. */
const NEW_CARD = (seq = 0) => ({
  holderName: 'Katharina Vogt',
  number: '4111111111111111',
  expiryMonth: 1 + (seq % 12),
  expiryYear: now().getUTCFullYear() + 2 + (Math.floor(seq / 12) % 5),
  cvv: '123',
});

const RETURN_URL = 'https://business.hochzeitsportal.de/providers/101/payments';

// ---- payments and saved cards
export const PAYMENT_CASES: Record<string, RightsEntry> = {
  listCreditCards: { notScoped: "the account's saved cards: every user of the account reads and pays with them" },
  createCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ customerId, seq }) => ({ params: { customerId }, body: { name: 'Geschäftskonto', ...NEW_CARD(seq) } }),
    },
  ],
  updateCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const card = db.creditCards.all().find((c) => c.customerId === customerId);
        return card && { params: { customerId, cardId: card.id }, body: { name: 'Hauptkarte' } };
      },
    },
  ],
  deleteCreditCard: [
    {
      right: 'admin',
      perAccount: true,
      build: ({ db, customerId }) => {
        const card = db.creditCards.all().find((c) => c.customerId === customerId && !c.isPrimary);
        return card && { params: { customerId, cardId: card.id } };
      },
    },
  ],
  getSubscription: { notScoped: "the account's plan: every user of the account reads it" },
  listCustomerInteractions: [
    {
      right: 'filter',
      build: ({ customerId, providerId }) => ({ params: { customerId }, query: { providerIds: String(providerId) } }),
    },
  ],
  listSmsLogs: [{ right: 'filter', build: ({ providerId }) => withProvider(providerId) }],
  listPayments: [{ right: 'read', build: ({ providerId }) => ({ query: { providerId: String(providerId) } }) }],
  getPayment: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const payment = db.payments.all().find((p) => p.providerId === providerId);
        return payment && { params: { id: payment.id } };
      },
    },
  ],
  payPayment: [
    {
      right: 'manage',
      build: ({ db, providerId }) => {
        const payment = openPayment(db, providerId);
        return (
          payment && {
            params: { id: payment.id },
            body: { card: NEW_CARD(), installmentCount: 1, returnUrl: RETURN_URL },
          }
        );
      },
    },
  ],
  completePaymentThreeDSecure: [
    {
      right: 'manage',
      prepares: true,
      build: async ({ db, providerId, seq }) => {
        // The state the bank page returns to: a payment of the provider waiting for its 3-D Secure verdict.
        const payment = openPayment(db, providerId);
        if (!payment) return undefined;
        const token = `3ds_rechte${String(seq).padStart(6, '0')}`;
        await db.payments.update((q) => q.where({ id: payment.id }), {
          data(stored) {
            stored.threeDSecure = {
              token,
              installmentCount: 1,
              totalAmount: stored.amount,
              paidWith: { brand: 'visa', maskedNumber: '**** **** **** 3220' },
              cardToSave: null,
            };
          },
        });
        return { params: { id: payment.id }, body: { redirectResult: `${token}.approved` } };
      },
    },
  ],
  listPaymentInstallments: [
    {
      right: 'read',
      build: ({ db, providerId }) => {
        const payment = openPayment(db, providerId);
        return payment && { query: { paymentId: String(payment.id) } };
      },
    },
  ],
};
