// The seeded payments of the providers, phase by phase: paid plan fees, the shop's setup fee, paid plus leads and
// advertisement campaigns, a cancelled newsletter booking and the open payments. The phases run in this order, as
// they draw from the seed's random generator.
import { addDays, addMonths, isoDate, isoDateTime, isoMonth, startOfDay } from '../../lib/clock';
import type { LanguageKey } from '../../lib/labels';
import type { Random } from '../../lib/random';
import { installmentAmounts } from '../../lib/installments';
import { CUSTOMER, PROVIDER } from '../core';
import type { SeedContext } from '../seed-context';
import { at, firstOfMonth } from './dates';
import { newsletterText, placementText, planFeeText, plusLeadsText } from './payment-texts';
import type { PaymentRecord } from './payments';
import { MONTHLY_PLAN } from './subscriptions';

/** A payment's service period (the months it pays for) from its first and last month. */
function months(first: Date, last: Date = first): { startMonth: string; endMonth: string } {
  return { startMonth: isoMonth(first), endMonth: isoMonth(last) };
}

/** Price of one plus lead per provider (EUR). */
const PLUS_LEAD_PRICE: Record<number, number> = {
  [PROVIDER.havelblick]: 39,
  [PROVIDER.lichtwerk]: 25,
  [PROVIDER.brautsalon]: 29,
};

export type PaymentDraft = Omit<PaymentRecord, 'id' | 'invoiceUrl' | 'paidAmount'>;

const SAVED_CARD_PAID_WITH = [
  { brand: 'visa', maskedNumber: '**** **** **** 4242' },
  { brand: 'mastercard', maskedNumber: '**** **** **** 5100' },
];

/** What the phases share: the random generator, the seed's day, the scenario, and how a payment was paid. */
interface DraftContext {
  random: Random;
  today: Date;
  scenario: SeedContext['scenario'];
  /** When a payment due on a day was paid: up to two days later, never after the seed's instant. */
  paidOn: (due: Date) => Date;
  /** The saved card that paid (mostly the company card). */
  paidWith: () => (typeof SAVED_CARD_PAID_WITH)[number] | null;
}

export function paymentDrafts(random: Random, now: Date, scenario: SeedContext['scenario']): PaymentDraft[] {
  const drafts: PaymentDraft[] = [];
  const today = startOfDay(now);
  const paidOn = (due: Date) => {
    const day = addDays(due, random.int(0, 2));
    const paid = at(day, random.int(6, 10), random.int(0, 59));
    return paid > now ? now : paid;
  };
  const paidWith = () => (random.chance(0.8) ? SAVED_CARD_PAID_WITH[0] : SAVED_CARD_PAID_WITH[1]) ?? null;
  const c: DraftContext = { random, today, scenario, paidOn, paidWith };
  paidPlanFees(c, drafts);
  setupFee(c, drafts);
  paidPlusLeads(c, drafts);
  paidCampaigns(c, drafts);
  cancelledNewsletter(c, drafts);
  openPayments(c, drafts);
  return drafts.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.providerId - b.providerId);
}

/** The plan fees of the past months up to the current one. */
function paidPlanFees({ today, paidOn, paidWith }: DraftContext, drafts: PaymentDraft[]): void {
  for (const [providerIdKey, plan] of Object.entries(MONTHLY_PLAN)) {
    const providerId = Number(providerIdKey);
    for (let k = plan.months - 1; k >= 0; k--) {
      const due = firstOfMonth(today, -k);
      const paid = paidOn(due);
      drafts.push({
        providerId,
        customerId: CUSTOMER.schlossgut,
        amount: plan.amount,
        currency: 'EUR',
        type: 'subscription',
        status: 'paid',
        descriptions: planFeeText(plan.plan, due),
        servicePeriod: months(due),
        createdAt: isoDateTime(at(addDays(due, -10), 8)),
        dueDate: isoDate(due),
        paidAt: isoDateTime(paid),
        installments: [],
        paidWith: paidWith(),
      });
    }
  }
}

/** The setup fee when the bridal shop joined. */
function setupFee({ today, paidOn }: DraftContext, drafts: PaymentDraft[]): void {
  const brautsalonStart = firstOfMonth(today, -(MONTHLY_PLAN[PROVIDER.brautsalon]?.months ?? 8) + 1);
  drafts.push({
    providerId: PROVIDER.brautsalon,
    customerId: CUSTOMER.schlossgut,
    amount: 199,
    currency: 'EUR',
    type: 'setup_fee',
    status: 'paid',
    descriptions: {
      de: 'Einrichtungsgebühr Eintrag Brautsalon Altona',
      en: 'Setup fee for the Brautsalon Altona listing',
      tr: 'Brautsalon Altona kaydı için kurulum ücreti',
      ar: 'رسوم إعداد صفحة «Brautsalon Altona» في الدليل',
    },
    servicePeriod: null,
    createdAt: isoDateTime(at(addDays(brautsalonStart, -14), 9)),
    dueDate: isoDate(addDays(brautsalonStart, -7)),
    paidAt: isoDateTime(paidOn(addDays(brautsalonStart, -7))),
    installments: [],
    paidWith: SAVED_CARD_PAID_WITH[0] ?? null,
  });
}

/** Plus leads, billed in the month after they arrived (the larger bills in three installments). */
function paidPlusLeads({ random, today, paidOn, paidWith }: DraftContext, drafts: PaymentDraft[]): void {
  const plusLeadMonths: Array<[number, number]> = [
    [PROVIDER.havelblick, 11],
    [PROVIDER.havelblick, 8],
    [PROVIDER.havelblick, 5],
    [PROVIDER.havelblick, 2],
    [PROVIDER.lichtwerk, 9],
    [PROVIDER.lichtwerk, 3],
    [PROVIDER.brautsalon, 4],
    [PROVIDER.brautsalon, 2],
  ];
  for (const [providerId, monthsAgo] of plusLeadMonths) {
    const leadsMonth = firstOfMonth(today, -monthsAgo - 1);
    const due = addDays(firstOfMonth(today, -monthsAgo), 14);
    const count = random.int(4, 12);
    const price = PLUS_LEAD_PRICE[providerId] ?? 29;
    const amount = count * price;
    const installments =
      amount > 300
        ? installmentAmounts(amount, 3).map((installment, i) => ({
            number: i + 1,
            amount: installment,
            dueDate: isoDate(addMonths(due, i)),
            status: 'paid' as const,
          }))
        : [];
    const lastDue = installments.length ? addMonths(due, 2) : due;
    drafts.push({
      providerId,
      customerId: CUSTOMER.schlossgut,
      amount,
      currency: 'EUR',
      type: 'plus_leads',
      status: 'paid',
      descriptions: plusLeadsText(leadsMonth, count, price),
      servicePeriod: months(leadsMonth),
      createdAt: isoDateTime(at(addDays(due, -14), 7, 30)),
      dueDate: isoDate(due),
      paidAt: isoDateTime(paidOn(lastDue)),
      installments,
      paidWith: paidWith(),
    });
  }
}

/** Advertisement campaigns, paid in three installments. */
function paidCampaigns({ today, paidOn }: DraftContext, drafts: PaymentDraft[]): void {
  const campaigns: Array<[number, number, number, Record<LanguageKey, string>]> = [
    [
      PROVIDER.havelblick,
      6,
      1200,
      {
        de: 'Werbeplatzierung Startseite Potsdam',
        en: 'Home page placement, Potsdam',
        tr: 'Ana sayfa reklam alanı, Potsdam',
        ar: 'مساحة إعلانية على الصفحة الرئيسية، Potsdam',
      },
    ],
    [
      PROVIDER.lichtwerk,
      10,
      897,
      {
        de: 'Top-Platzierung Hochzeitsfotografie Berlin',
        en: 'Top placement, wedding photography in Berlin',
        tr: 'Berlin düğün fotoğrafçılığında üst sıra',
        ar: 'مركز متقدّم في تصوير الأعراس، Berlin',
      },
    ],
  ];
  for (const [providerId, monthsAgo, amount, placement] of campaigns) {
    const first = firstOfMonth(today, -monthsAgo);
    const last = addMonths(first, 2);
    drafts.push({
      providerId,
      customerId: CUSTOMER.schlossgut,
      amount,
      currency: 'EUR',
      type: 'advertisement',
      status: 'paid',
      descriptions: placementText(placement, first, last),
      servicePeriod: months(first, last),
      createdAt: isoDateTime(at(addDays(first, -12), 8)),
      dueDate: isoDate(first),
      paidAt: isoDateTime(paidOn(last)),
      installments: installmentAmounts(amount, 3).map((installment, i) => ({
        number: i + 1,
        amount: installment,
        dueDate: isoDate(addMonths(first, i)),
        status: 'paid' as const,
      })),
      paidWith: SAVED_CARD_PAID_WITH[0] ?? null,
    });
  }
}

/** A newsletter booking that was cancelled before it was due. */
function cancelledNewsletter({ today }: DraftContext, drafts: PaymentDraft[]): void {
  const cancelledDue = firstOfMonth(today, -7);
  drafts.push({
    providerId: PROVIDER.havelblick,
    customerId: CUSTOMER.schlossgut,
    amount: 390,
    currency: 'EUR',
    type: 'advertisement',
    status: 'cancelled',
    descriptions: newsletterText('Brandenburg', cancelledDue, true),
    servicePeriod: months(cancelledDue),
    createdAt: isoDateTime(at(addDays(cancelledDue, -20), 11)),
    dueDate: isoDate(cancelledDue),
    paidAt: null,
    installments: [],
    paidWith: null,
  });
}

/**
 * The open payments: next month's plan fee of the venue (due in the future), the shop's plus leads of the last month
 * that had ended when they were billed, and the second customer's newsletter advertisement.
 */
function openPayments({ today, scenario }: DraftContext, drafts: PaymentDraft[]): void {
  // Open: next month's plan fee of the venue (due in the future) and the shop's plus leads of the last month that
  // had ended when they were billed (due in a few days; overdue only in the `payment-due` scenario, where the login
  // must pass /checkout first). What each pays for is its service period; the due date says when.
  if (scenario !== 'basic-plan') {
    const nextDue = firstOfMonth(today, 1);
    drafts.push({
      providerId: PROVIDER.havelblick,
      customerId: CUSTOMER.schlossgut,
      amount: 349,
      currency: 'EUR',
      type: 'subscription',
      status: 'pending',
      descriptions: planFeeText('Prime', nextDue),
      servicePeriod: months(nextDue),
      createdAt: isoDateTime(at(addDays(today, -2), 8)),
      dueDate: isoDate(addDays(today, Math.max(3, Math.round((nextDue.getTime() - today.getTime()) / 86_400_000)))),
      paidAt: null,
      installments: [],
      paidWith: null,
    });
  }
  // Billed 20 days ago: for the month before that day, which had ended (never for a month still running).
  const plusLeadsBilled = addDays(today, -20);
  const lastLeadsMonth = firstOfMonth(plusLeadsBilled, -1);
  drafts.push({
    providerId: PROVIDER.brautsalon,
    customerId: CUSTOMER.schlossgut,
    amount: 6 * 29,
    currency: 'EUR',
    type: 'plus_leads',
    status: 'pending',
    descriptions: plusLeadsText(lastLeadsMonth, 6, 29),
    servicePeriod: months(lastLeadsMonth),
    createdAt: isoDateTime(at(plusLeadsBilled, 7, 30)),
    dueDate: isoDate(addDays(today, scenario === 'payment-due' ? -6 : 6)),
    paidAt: null,
    installments: [],
    paidWith: null,
  });

  // The basic-plan venue of the second customer owes no plan fee (Basic is free, without a term): its open payment
  // is a newsletter advertisement it booked, sold apart from the plan and open to every plan (docs/payments.md,
  // "What an open payment is for"), paid before the month it runs.
  const adDue = addDays(today, 11);
  const adMonth = firstOfMonth(adDue, 1);
  drafts.push({
    providerId: PROVIDER.elbblick,
    customerId: CUSTOMER.elbblick,
    amount: 199,
    currency: 'EUR',
    type: 'advertisement',
    status: 'pending',
    descriptions: newsletterText('Hamburg', adMonth, false),
    servicePeriod: months(adMonth),
    createdAt: isoDateTime(at(addDays(today, -3), 10)),
    dueDate: isoDate(adDue),
    paidAt: null,
    installments: [],
    paidWith: null,
  });
}
